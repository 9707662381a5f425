import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { JobStore } from './jobs.ts';

/** Completed and failed jobs are kept this long for inspection, then deleted. */
const RETENTION_DAYS = 14;

/**
 * The job store of the embedded database: the `jobs` table, with the states and retry rules of
 * pg-boss. One process owns an embedded database, so at start every job still `active` was
 * interrupted by a stop or a crash and becomes due again.
 */
export function embeddedJobStore(db: Db): JobStore {
  return {
    kind: 'embedded',
    // The embedded table needs nothing before a send.
    async prepare() {},
    async send(tx, name, data, options) {
      await tx.insert(jobs).values({
        name,
        data,
        retryLimit: options.retryLimit,
        retryDelaySeconds: options.retryDelaySeconds,
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      });
    },
    async claim(name, limit) {
      const isDue = and(
        eq(jobs.name, name),
        inArray(jobs.state, ['created', 'retry']),
        // At or after its start: the embedded clock can give the insert and the claim the same instant.
        lte(jobs.startAfter, sql`now()`),
      );
      // Most passes find nothing due: they only read.
      const [first] = await db.select({ id: jobs.id }).from(jobs).where(isDue).limit(1);
      if (!first) return [];
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(isDue)
        .orderBy(jobs.createdAt, jobs.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(jobs)
        .set({
          state: 'active',
          startedAt: sql`now()`,
          // A job that ran before is on a retry.
          retryCount: sql`case when ${jobs.startedAt} is null then ${jobs.retryCount} else ${jobs.retryCount} + 1 end`,
        })
        .where(and(inArray(jobs.id, due), inArray(jobs.state, ['created', 'retry'])))
        .returning({ id: jobs.id, data: jobs.data });
    },
    async complete(_name, id) {
      await db
        .update(jobs)
        .set({ state: 'completed', completedAt: sql`now()` })
        .where(and(eq(jobs.id, id), eq(jobs.state, 'active')));
    },
    async fail(_name, id, error) {
      await db
        .update(jobs)
        .set({
          state: sql`case when ${jobs.retryCount} < ${jobs.retryLimit} then 'retry' else 'failed' end`,
          startAfter: sql`case when ${jobs.retryCount} < ${jobs.retryLimit}
            then now() + ${jobs.retryDelaySeconds} * power(2, ${jobs.retryCount}) * interval '1 second'
            else ${jobs.startAfter} end`,
          completedAt: sql`case when ${jobs.retryCount} < ${jobs.retryLimit} then null else now() end`,
          lastError: error,
        })
        .where(and(eq(jobs.id, id), eq(jobs.state, 'active')));
    },
    async start() {
      await db.update(jobs).set({ state: 'retry' }).where(eq(jobs.state, 'active'));
      await db
        .delete(jobs)
        .where(
          and(
            inArray(jobs.state, ['completed', 'failed']),
            lt(jobs.completedAt, sql`now() - ${RETENTION_DAYS} * interval '1 day'`),
          ),
        );
    },
    async stop() {},
  };
}
