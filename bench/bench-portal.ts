import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo.ts';

/**
 * The portal with the demo data on a random port, as production runs it but with the rate limit
 * out of the way: PGlite in a temp folder, or PostgreSQL at `databaseUrl`; `prepare` adds data.
 */
export async function startBenchPortal(
  databaseUrl: string | undefined,
  /** More data after the demo's, before the server starts (e.g. a large volume of records). */
  prepare?: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<void>,
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_PER_MINUTE: '100000000',
    METRICS: 'false',
    PAYMENTS_TEST_CHECKOUT: 'true',
  });
  const database = await openDatabase({ dataDir, databaseUrl });
  await database.migrate();
  await seedDemo(database.db);
  if (prepare) await prepare(database.db);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    kind: database.kind,
    base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `run` on a fresh database of the PostgreSQL server at `serverUrl` (dropped afterwards);
 * null, with a line in the output, when the server cannot be reached.
 */
export async function withFreshPostgres<T>(serverUrl: string, run: (databaseUrl: string) => Promise<T>) {
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL not reachable at ${serverUrl}: skipped`);
    return null;
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  try {
    return await run(Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
