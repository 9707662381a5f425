import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { DbOrTx } from '../../db/client.ts';
import type { JobStore } from './jobs.ts';

/**
 * A pg-boss statement (`$1`, `$2`… placeholders) as a drizzle query, so pg-boss can write a job
 * through the caller's transaction handle.
 */
export function pgBossStatement(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * The job store of PostgreSQL: pg-boss, on the application's connection pool, its tables in
 * the `pgboss` schema (created and migrated by pg-boss itself, under its own lock). pg-boss's
 * maintenance gives back jobs whose instance died mid-run (a minute after the job's timeout) and deletes
 * old ones; our runner claims (`fetch`) and settles jobs, and our schedules send the recurring
 * ones, so pg-boss's own workers and cron are not used.
 */
export function pgBossJobStore(pool: pg.Pool): JobStore {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schedule: false,
    // Settled jobs move to `pgboss.archive` after 12 hours and are deleted 14 days later.
    deleteAfterDays: 14,
  });
  boss.on('error', (err) => process.emitWarning(`pg-boss: ${err.message}`));
  let opened: Promise<unknown> | null = null;
  const queues = new Map<string, Promise<void>>();
  /** Queues are created one at a time: pg-boss's DDL for two at once can deadlock. */
  let creating: Promise<unknown> = Promise.resolve();

  /** pg-boss installs its schema at its first use (tests that send no job never pay for it). */
  function open() {
    opened ??= boss.start();
    return opened;
  }
  async function queue(name: string) {
    await open();
    let created = queues.get(name);
    if (!created) {
      // A creation that failed is tried again by the next caller, not remembered as failed.
      created = creating
        .then(() => boss.createQueue(name))
        .catch((error: unknown) => {
          queues.delete(name);
          throw error;
        });
      creating = created.catch(() => undefined);
      queues.set(name, created);
    }
    await created;
  }

  return {
    kind: 'pg-boss',
    prepare: queue,
    async send(tx: DbOrTx, name, data, options) {
      await queue(name);
      await boss.send(name, data, {
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        // pg-boss makes a backoff's delay at least a second: no backoff for immediate retries.
        retryBackoff: options.retryDelaySeconds > 0,
        // pg-boss gives an active job to another instance after this: not while it may still run here.
        expireInSeconds: Math.ceil(options.timeoutSeconds) + 60,
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        db: {
          executeSql: async (text, values) =>
            (await tx.execute(pgBossStatement(text, values))) as unknown as { rows: unknown[] },
        },
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
      if (opened) await boss.stop({ graceful: false, close: false, wait: true });
    },
  };
}
