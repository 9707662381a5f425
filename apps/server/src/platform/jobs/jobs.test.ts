import { setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { jobSchedules, jobs as jobsTable } from '../../db/schema/index.ts';
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
