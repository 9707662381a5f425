import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { embeddedJobStore } from './embedded-store.ts';
import type { JobStore } from './jobs.ts';
import { pgBossJobStore } from './pg-boss-store.ts';

/** The connection pool under drizzle's handle of a PostgreSQL database (`$client`, drizzle's own). */
export function postgresPool(database: Database): pg.Pool {
  if (database.kind !== 'postgres') throw new Error('not a PostgreSQL database');
  return (database.db as unknown as { $client: pg.Pool }).$client;
}

/** pg-boss on PostgreSQL, on the application's pool; the `jobs` table on the embedded database. */
export function createJobStore(database: Database): JobStore {
  return database.kind === 'postgres'
    ? pgBossJobStore(postgresPool(database))
    : embeddedJobStore(database.db);
}
