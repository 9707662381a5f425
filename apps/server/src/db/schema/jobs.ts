import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, instantNow, recordId } from './columns.ts';

/**
 * The job queue of the embedded database (PGlite). On PostgreSQL, pg-boss keeps its jobs in its
 * own `pgboss` schema and this table stays empty.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: recordId(),
    name: text().notNull(),
    data: jsonb().$type<object>().notNull(),
    state: text({ enum: ['created', 'retry', 'active', 'completed', 'failed'] })
      .notNull()
      .default('created'),
    retryCount: integer().notNull().default(0),
    retryLimit: integer().notNull(),
    retryDelaySeconds: integer().notNull(),
    startAfter: instantNow(),
    startedAt: instant(),
    completedAt: instant(),
    lastError: text(),
    createdAt: instantNow(),
  },
  (t) => [index('jobs_due_idx').on(t.name, t.state, t.startAfter)],
);

/**
 * Recurring jobs, on both databases: the next time each is due. The instance whose runner moves
 * `next_run_at` forward (a conditional update) is the one that sends the job.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text().primaryKey(),
  everyMinutes: integer().notNull(),
  nextRunAt: instant().notNull(),
});
