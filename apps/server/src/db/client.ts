import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { READ_ONLY, type TableChanges, watchPgliteChanges, watchTableChanges } from './table-changes.ts';

export type Schema = typeof schema;
/** The one database handle type, the same over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A handle usable inside or outside a transaction. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `task` while no other process starting on the same database runs its own: instances
   * started together migrate and seed one after the other (a PostgreSQL advisory lock).
   */
  exclusively<T>(task: () => Promise<T>): Promise<T>;
  /** Statements sent to the database since it was opened (tests check hot paths with it). */
  queryCount(): number;
  /**
   * Statements sent since the database was opened that may have changed data (anything but a
   * plain `select` or a `with … select` that changes nothing): a read-through cache compares it to know whether what it holds is still true.
   */
  writeCount(): number;
  /**
   * What changed in which table: on PostgreSQL by this instance or any other (decision 93), on the
   * embedded database as its commits announce it (decision 97). Its `version` is undefined while
   * it does not listen; then only `writeCount` tells the embedded database's changes.
   */
  tableChanges?: TableChanges;
  close(): Promise<void>;
}

/** The databases by their handle: what a read-through cache asks what changed of. */
const databases = new WeakMap<object, Database>();

/** The database `db` is the handle of, or undefined (a transaction's handle, or no database). */
export function databaseOf(db: object): Database | undefined {
  return databases.get(db);
}

/**
 * Counts the statements drizzle sends, and those of them that may write (its logger is called
 * once per statement, before the statement is sent).
 */
function queryCounter() {
  let count = 0;
  let writes = 0;
  return {
    logger: {
      logQuery: (query: string) => {
        count++;
        if (!READ_ONLY.test(query)) writes++;
      },
    },
    queryCount: () => count,
    writeCount: () => writes,
  };
}

/** Key of the advisory lock taken by `exclusively` (any constant shared by every instance). */
const STARTUP_LOCK_KEY = 7_240_512_001;

export function fromPglite(client: PGlite): Database {
  const counter = queryCounter();
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger: counter.logger });
  const tableChanges = watchPgliteChanges(client);
  const database: Database = {
    db: db as unknown as Db,
    kind: 'pglite',
    queryCount: counter.queryCount,
    writeCount: counter.writeCount,
    tableChanges,
    async migrate() {
      await migratePglite(db, { migrationsFolder });
      // The tables the migrations created announce their changes from now on.
      await tableChanges.restart();
    },
    // One process owns an embedded database: nothing to wait for.
    exclusively: (task) => task(),
    async close() {
      await tableChanges.close();
      await client.close();
    },
  };
  databases.set(db, database);
  return database;
}

export function fromPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool discards it and the next query opens a new one.
  pool.on('error', (err) => process.emitWarning(`PostgreSQL idle connection lost: ${err.message}`));
  const tableChanges = watchTableChanges(pool, url);
  const counter = queryCounter();
  const db = drizzlePg(pool, { schema, casing: 'snake_case', logger: counter.logger });
  const database: Database = {
    db: db as unknown as Db,
    kind: 'postgres',
    queryCount: counter.queryCount,
    writeCount: counter.writeCount,
    tableChanges,
    migrate: () => migratePg(db, { migrationsFolder }),
    async exclusively(task) {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await task();
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        lock.release();
      }
    },
    async close() {
      await tableChanges.close();
      await pool.end();
    },
  };
  databases.set(db, database);
  return database;
}

/**
 * The extensions the migrations create (pg_trgm: the people search's trigram index), loaded into
 * every embedded database when it opens; PostgreSQL ships them.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** PostgreSQL when a URL is given, otherwise PGlite with its files under `dataDir/pglite`. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  const dir = path.resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  return fromPglite(client);
}
