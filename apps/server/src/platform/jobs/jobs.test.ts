import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database, Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { jobSchedules, jobs as jobsTable } from '../../db/schema/index.ts';
import { logSerializers } from '../../lib/log.ts';
import { testDatabaseMode } from '../../test/database-mode.ts';
import { openTestDatabase, truncateAll } from '../../test/test-app.ts';
import { postgresPool } from './create-job-store.ts';
import { embeddedJobStore } from './embedded-store.ts';
import { createJobs, type JobDefinition, type JobStore } from './jobs.ts';
import { pgBossJobStore } from './pg-boss-store.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await truncateAll(database.db);
});

const silent = { warn: () => undefined, error: () => undefined };

/** pg-boss keeps its jobs outside the truncated tables: each test uses job names of its own. */
let names = 0;
function recorder(options: { retryLimit?: number; failTimes?: number; delayMs?: number } = {}) {
  const runs: string[] = [];
  const job: JobDefinition<{ key: string }> = {
    name: `test.job${++names}`,
    retryLimit: options.retryLimit ?? 0,
    retryDelaySeconds: 0,
    async run({ key }) {
      runs.push(key);
      if (options.delayMs) await sleep(options.delayMs);
      if (runs.length <= (options.failTimes ?? 0)) throw new Error(`failure ${runs.length}`);
    },
  };
  return { job, runs };
}

const stores: Array<[string, (db: Db) => JobStore]> = [['embedded', (db) => embeddedJobStore(db)]];
if (testDatabaseMode() === 'postgres') {
  stores.push(['pg-boss', () => pgBossJobStore(postgresPool(database))]);
}

/** The test database through a drizzle handle that records the statements it sends. */
function recordingDb() {
  const statements: string[] = [];
  const options = {
    schema,
    casing: 'snake_case' as const,
    logger: { logQuery: (q: string) => void statements.push(q) },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'postgres'
      ? drizzlePg(client as pg.Pool, options)
      : drizzlePglite(client as PGlite, options);
  return { db: db as unknown as Db, statements };
}

describe.each(stores)('jobs on the %s store', (_kind, makeStore) => {
  const opened: Array<ReturnType<typeof createJobs>> = [];
  function runner() {
    const jobs = createJobs({ db: database.db, store: makeStore(database.db), log: silent });
    opened.push(jobs);
    return jobs;
  }
  afterAll(async () => {
    for (const jobs of opened) await jobs.stop();
  });

  it('runs a job sent in a committed transaction, once, and never one sent in a rolled-back one', async () => {
    const jobs = runner();
    const { job, runs } = recorder();
    jobs.define(job);
    await database.db.transaction(async (tx) => {
      await jobs.send(tx, job, { key: 'committed' });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send(tx, job, { key: 'rolled back' });
        throw new Error('the use case fails after sending');
      }),
    ).rejects.toThrow('the use case fails');

    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    expect(runs).toEqual(['committed']);
  });

  it('waits for a job’s start time', async () => {
    const jobs = runner();
    const { job, runs } = recorder();
    jobs.define(job);
    await jobs.send(database.db, job, { key: 'later' }, { startAfter: new Date(Date.now() + 3_600_000) });
    await jobs.send(database.db, job, { key: 'now' });
    await jobs.runDue();
    expect(runs).toEqual(['now']);
  });

  it('runs a failing job again up to its retry limit, then no more', async () => {
    const jobs = runner();
    const flaky = recorder({ retryLimit: 3, failTimes: 2 });
    const broken = recorder({ retryLimit: 2, failTimes: 99 });
    jobs.define(flaky.job);
    jobs.define(broken.job);
    await jobs.send(database.db, flaky.job, { key: 'flaky' });
    await jobs.send(database.db, broken.job, { key: 'broken' });
    await jobs.runDue();
    await jobs.runDue();
    expect(flaky.runs).toEqual(['flaky', 'flaky', 'flaky']);
    expect(broken.runs).toEqual(['broken', 'broken', 'broken']);
  });

  it('waits before a retry when the job asks for a delay', async () => {
    const jobs = runner();
    const { job, runs } = recorder({ retryLimit: 1, failTimes: 1 });
    jobs.define({ ...job, retryDelaySeconds: 3600 });
    await jobs.send(database.db, job, { key: 'once' });
    await jobs.runDue();
    await jobs.runDue();
    expect(runs).toEqual(['once']);
  });

  it('fails a run that outlasts its timeout and moves on to the next job', async () => {
    const jobs = runner();
    const hung: JobDefinition<{ key: string }> = {
      name: `test.job${++names}`,
      retryLimit: 0,
      timeoutSeconds: 0.05,
      run: () => new Promise(() => undefined),
    };
    const { job, runs } = recorder();
    jobs.define(hung);
    jobs.define(job);
    await jobs.send(database.db, hung, { key: 'hung' });
    await jobs.send(database.db, job, { key: 'next' });
    expect(await jobs.runDue()).toBe(2);
    expect(runs).toEqual(['next']);
    expect(await jobs.runDue()).toBe(0);
  });

  it('refuses to send a job no handler was defined for', async () => {
    const jobs = runner();
    const { job } = recorder();
    await expect(jobs.send(database.db, job, { key: 'x' })).rejects.toThrow(/not defined/);
  });

  it('runs each job once when two instances run at the same time', async () => {
    const { job, runs } = recorder({ delayMs: 5 });
    const [first, second] = [runner(), runner()];
    first.define(job);
    second.define(job);
    for (let i = 0; i < 30; i++) await first.send(database.db, job, { key: `job ${i}` });
    const [a, b] = await Promise.all([first.runDue(), second.runDue()]);
    expect(a + b).toBe(30);
    expect(runs).toHaveLength(30);
    expect(new Set(runs).size).toBe(30);
  });

  it('sends a recurring job once per period, whichever instance gets there first', async () => {
    const { job, runs } = recorder({ delayMs: 5 });
    const [first, second] = [runner(), runner()];
    first.every(job, 10, { key: 'tick' });
    second.every(job, 10, { key: 'tick' });
    await Promise.all([first.runDue(), second.runDue()]);
    await Promise.all([first.runDue(), second.runDue()]);
    expect(runs).toEqual(['tick']);

    const [schedule] = await database.db.select().from(jobSchedules).where(eq(jobSchedules.name, job.name));
    expect(schedule?.everyMinutes).toBe(10);
    // Ten minutes later (the next run brought back to now) it is sent again.
    await database.db
      .update(jobSchedules)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(jobSchedules.name, job.name));
    await Promise.all([first.runDue(), second.runDue()]);
    expect(runs).toEqual(['tick', 'tick']);
  });

  it('only reads while nothing is due', async () => {
    const { db, statements } = recordingDb();
    const jobs = createJobs({ db, store: makeStore(db), log: silent });
    opened.push(jobs);
    const recurring = recorder();
    const other = recorder();
    jobs.every(recurring.job, 10, { key: 'tick' });
    jobs.define(other.job);
    await jobs.runDue();
    expect(recurring.runs).toEqual(['tick']);
    statements.length = 0;
    await jobs.runDue();
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((statement) => !/^\s*select\b/i.test(statement))).toEqual([]);
  });

  it('keeps a recurring job’s next run across a restart', async () => {
    const { job, runs } = recorder();
    const before = runner();
    before.every(job, 10, { key: 'tick' });
    await before.runDue();
    await before.stop();
    const after = runner();
    after.every(job, 10, { key: 'tick' });
    await after.runDue();
    expect(runs).toEqual(['tick']);
  });
});

describe('the embedded store', () => {
  it('gives back at start the jobs a stopped or crashed process left running', async () => {
    const { job, runs } = recorder();
    const store = embeddedJobStore(database.db);
    const before = createJobs({ db: database.db, store, log: silent });
    before.define(job);
    await before.send(database.db, job, { key: 'interrupted' });
    // The process claims the job and dies before settling it.
    expect(await store.claim(job.name, 10)).toHaveLength(1);

    const after = createJobs({ db: database.db, store: embeddedJobStore(database.db), log: silent });
    after.define(job);
    expect(await after.runDue()).toBe(0);
    await after.start();
    await after.stop();
    expect(runs).toEqual(['interrupted']);
    const [row] = await database.db.select().from(jobsTable);
    expect(row).toMatchObject({ state: 'completed', retryCount: 1 });
  });

  it('keeps a failed job with its error', async () => {
    const { job } = recorder({ retryLimit: 1, failTimes: 99 });
    const jobs = createJobs({ db: database.db, store: embeddedJobStore(database.db), log: silent });
    jobs.define(job);
    await jobs.send(database.db, job, { key: 'broken' });
    await jobs.runDue();
    const [row] = await database.db.select().from(jobsTable);
    expect(row).toMatchObject({ state: 'failed', retryCount: 1, lastError: 'failure 2' });
  });
});

describe('the log of a failure', () => {
  /** The server's logger (its serializers), writing its lines here. */
  function serverLog() {
    const lines: Array<Record<string, unknown>> = [];
    const log = Fastify({
      logger: {
        level: 'info',
        serializers: logSerializers,
        stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
      },
    }).log;
    return { log, lines };
  }

  it('gives a failed job’s error code and message', async () => {
    const { log, lines } = serverLog();
    const jobs = createJobs({ db: database.db, store: embeddedJobStore(database.db), log });
    const job: JobDefinition<object> = {
      name: `test.job${++names}`,
      retryLimit: 0,
      run: async () => {
        throw Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        });
      },
    };
    jobs.define(job);
    await jobs.send(database.db, job, {});
    await jobs.runDue();
    const line = lines.find((l) => l.msg === 'job failed');
    expect(line).toMatchObject({
      job: job.name,
      err: { code: '57P01', message: 'terminating connection due to administrator command' },
    });
    const [row] = await database.db.select().from(jobsTable);
    expect(row?.lastError).toBe('57P01: terminating connection due to administrator command');
  });

  it('gives the code and message of a pass that could not reach the database', async () => {
    const { log, lines } = serverLog();
    // A port nobody listens on: the connection is refused (on every address of localhost).
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable: JobStore = {
      ...embeddedJobStore(database.db),
      async claim() {
        await new pg.Client({ host: 'localhost', port, connectionTimeoutMillis: 2000 }).connect();
        return [];
      },
    };
    const jobs = createJobs({ db: database.db, store: unreachable, log, pollSeconds: 3600 });
    jobs.define(recorder().job);
    await jobs.start();
    await vi.waitFor(() => expect(lines.some((l) => l.msg === 'job run failed')).toBe(true));
    await jobs.stop();
    const line = lines.find((l) => l.msg === 'job run failed') as { err: { code: string; message: string } };
    expect(line.err.code).toBe('ECONNREFUSED');
    expect(line.err.message).toContain(`ECONNREFUSED`);
    expect(line.err.message).toContain(`:${port}`);
  });
});

describe.runIf(testDatabaseMode() === 'postgres')('pg-boss 12 on a database that pg-boss 10 used', () => {
  it('sets the old schema aside, carries over the jobs it had not settled and drops it', async () => {
    const old = await openTestDatabase();
    try {
      const pool = postgresPool(old);
      // What pg-boss 10 (schema version 24) leaves: its version and its job table.
      await pool.query(`
        create schema pgboss;
        create table pgboss.version (version int primary key, maintained_on timestamptz, cron_on timestamptz, monitored_on timestamptz);
        insert into pgboss.version (version) values (24);
        create type pgboss.job_state as enum ('created', 'retry', 'active', 'completed', 'cancelled', 'failed');
        create table pgboss.job (
          id uuid not null default gen_random_uuid(), name text not null, priority integer not null default 0,
          data jsonb, state pgboss.job_state not null default 'created', retry_limit integer not null default 2,
          retry_count integer not null default 0, retry_delay integer not null default 0,
          retry_backoff boolean not null default false, start_after timestamptz not null default now(),
          started_on timestamptz, singleton_key text, singleton_on timestamp, expire_in interval not null default interval '15 minutes',
          created_on timestamptz not null default now(), completed_on timestamptz,
          keep_until timestamptz not null default now() + interval '14 days', output jsonb, dead_letter text, policy text
        )`);
      const { job, runs } = recorder();
      await pool.query(
        `insert into pgboss.job (name, data, state, start_after) values
           ($1, '{"key":"waiting"}', 'created', now() - interval '1 minute'),
           ($1, '{"key":"to retry"}', 'retry', now() - interval '1 minute'),
           ($1, '{"key":"cut off by the stop"}', 'active', now() - interval '5 minutes'),
           ($1, '{"key":"tomorrow"}', 'created', now() + interval '1 day'),
           ($1, '{"key":"done"}', 'completed', now() - interval '1 day')`,
        [job.name],
      );
      const jobs = createJobs({ db: old.db, store: pgBossJobStore(pool), log: silent });
      jobs.define(job);
      try {
        expect(await jobs.runDue()).toBe(3);
        expect(runs.sort()).toEqual(['cut off by the stop', 'to retry', 'waiting']);
      } finally {
        await jobs.stop();
      }
      const { rows: schemas } = await pool.query<{ name: string }>(
        `select nspname as name from pg_namespace where nspname like 'pgboss%' order by 1`,
      );
      expect(schemas.map((s) => s.name)).toEqual(['pgboss']);
      const { rows: version } = await pool.query<{ version: number }>('select version from pgboss.version');
      expect(version[0]?.version).toBeGreaterThanOrEqual(25);
      const { rows: later } = await pool.query<{ data: { key: string } }>(
        `select data from pgboss.job where name = $1 and state = 'created'`,
        [job.name],
      );
      expect(later.map((r) => r.data.key)).toEqual(['tomorrow']);
    } finally {
      await old.close();
    }
  });
});
