import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { type DrizzleTransactionLike, fromDrizzle, type JobInsert, PgBoss } from 'pg-boss';
import type { JobStore } from './jobs.ts';

/** Settled jobs are kept this long for inspection (with their error), then deleted. */
const DELETE_AFTER_SECONDS = 14 * 24 * 60 * 60;

/**
 * Where the jobs of pg-boss 10 are set aside at the first start of pg-boss 12, which cannot
 * migrate a schema older than pg-boss 11's: see `setAsideOldSchema` and decision 61.
 */
export const OLD_SCHEMA = 'pgboss_v10';
/** The first schema version of pg-boss 11 (pg-boss 10's is 24). */
const FIRST_MIGRATABLE_VERSION = 25;

/** Runs `work` in a transaction of its own on one of the pool's connections. */
async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** One instance at a time sets the old schema aside and carries its jobs over. */
const lockCarryOver = (client: pg.PoolClient) =>
  client.query('select pg_advisory_xact_lock(hashtext($1))', ['pgboss 10 carry-over']);

/**
 * pg-boss 12 refuses to start on pg-boss 10's schema (version 24): before its first start, that
 * schema is renamed `pgboss_v10`, so pg-boss installs its own `pgboss` beside it.
 */
async function setAsideOldSchema(pool: pg.Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await lockCarryOver(client);
    const { rows: found } = await client.query<{ installed: boolean }>(
      `select to_regclass('pgboss.version') is not null as installed`,
    );
    if (!found[0]?.installed) return;
    const { rows } = await client.query<{ version: number | null }>(
      'select max(version)::int as version from pgboss.version',
    );
    const version = rows[0]?.version;
    if (version !== null && version !== undefined && version < FIRST_MIGRATABLE_VERSION)
      await client.query(`alter schema pgboss rename to ${OLD_SCHEMA}`);
  });
}

interface OldJob {
  name: string;
  data: object | null;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  start_after: Date;
  expire_seconds: number;
}

/**
 * The jobs pg-boss 10 had not settled (waiting, to retry, or cut off by the stop before the
 * upgrade) go into pg-boss 12's queues, with their data, start time and retry rules, and the old
 * schema is dropped, in one transaction: an interrupted carry-over is done again at the next start.
 */
async function carryOverOldJobs(
  pool: pg.Pool,
  boss: PgBoss,
  ensureQueue: (name: string) => Promise<void>,
): Promise<void> {
  await inTransaction(pool, async (client) => {
    await lockCarryOver(client);
    const { rows: exists } = await client.query<{ found: boolean }>(
      'select to_regnamespace($1) is not null as found',
      [OLD_SCHEMA],
    );
    if (!exists[0]?.found) return;
    const { rows } = await client.query<OldJob>(
      `select name, data, retry_limit, retry_delay, retry_backoff, start_after,
         extract(epoch from expire_in)::int as expire_seconds
       from ${OLD_SCHEMA}.job where state in ('created', 'retry', 'active') order by created_on`,
    );
    const byName = new Map<string, JobInsert[]>();
    for (const job of rows) {
      const jobs = byName.get(job.name) ?? [];
      jobs.push({
        data: job.data ?? {},
        retryLimit: job.retry_limit,
        retryDelay: job.retry_delay,
        retryBackoff: job.retry_backoff,
        startAfter: job.start_after,
        expireInSeconds: Math.max(1, job.expire_seconds),
        deleteAfterSeconds: DELETE_AFTER_SECONDS,
      });
      byName.set(job.name, jobs);
    }
    const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
    for (const [name, jobs] of byName) {
      await ensureQueue(name);
      await boss.insert(name, jobs, { db });
    }
    await client.query(`drop schema ${OLD_SCHEMA} cascade`);
  });
}

/**
 * The job store of PostgreSQL: pg-boss 12, on the application's connection pool, its tables in
 * the `pgboss` schema (created and migrated by pg-boss itself, under its own lock). pg-boss's
 * maintenance gives back jobs whose instance died mid-run (a minute after the job's timeout) and deletes
 * old ones; our runner claims (`fetch`) and settles jobs, and our schedules send the recurring
 * ones, so pg-boss's own workers and schedules are not used.
 */
export function pgBossJobStore(pool: pg.Pool): JobStore {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    // Recurring jobs are rows of job_schedules, sent by our runner on both databases (decision 25).
    schedule: false,
  });
  boss.on('error', (err) => process.emitWarning(`pg-boss: ${err.message}`));
  let opened: Promise<unknown> | null = null;
  const queues = new Map<string, Promise<void>>();
  /** Queues are created one at a time: pg-boss's DDL for two at once can deadlock. */
  let creating: Promise<unknown> = Promise.resolve();

  /** pg-boss 12 makes each queue explicitly before its first job (idempotent, under its lock). */
  function ensureQueue(name: string): Promise<void> {
    let created = queues.get(name);
    if (!created) {
      // A creation that failed is tried again by the next caller, not remembered as failed.
      created = creating
        .then(() => boss.createQueue(name, { deleteAfterSeconds: DELETE_AFTER_SECONDS }))
        .catch((error: unknown) => {
          queues.delete(name);
          throw error;
        });
      creating = created.catch(() => undefined);
      queues.set(name, created);
    }
    return created;
  }

  /** pg-boss installs its schema at its first use (tests that send no job never pay for it). */
  function open() {
    opened ??= (async () => {
      await setAsideOldSchema(pool);
      await boss.start();
      await carryOverOldJobs(pool, boss, ensureQueue);
    })().catch((error: unknown) => {
      // The next use tries again (the database may be back).
      opened = null;
      throw error;
    });
    return opened;
  }
  async function queue(name: string) {
    await open();
    await ensureQueue(name);
  }

  return {
    kind: 'pg-boss',
    prepare: queue,
    async send(tx, name, data, options) {
      await queue(name);
      await boss.send(name, data, {
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        // pg-boss makes a backoff's delay at least a second: no backoff for immediate retries.
        retryBackoff: options.retryDelaySeconds > 0,
        // pg-boss gives an active job to another instance after this: not while it may still run here.
        expireInSeconds: Math.ceil(options.timeoutSeconds) + 60,
        deleteAfterSeconds: DELETE_AFTER_SECONDS,
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        // Written through the caller's transaction: committed or rolled back with the use case.
        // (`DbOrTx` types `execute` over both drivers; both answer with rows, as the adapter reads.)
        db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
      });
    },
    async claim(name, limit) {
      await queue(name);
      const claimed = await boss.fetch<object>(name, { batchSize: limit });
      return claimed.map(({ id, data }) => ({ id, data }));
    },
    async complete(name, id) {
      await boss.complete(name, id);
    },
    async fail(name, id, error) {
      await boss.fail(name, id, { message: error });
    },
    async start() {
      await open();
    },
    async stop() {
      if (opened) await boss.stop({ graceful: false, close: false });
    },
  };
}
