import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, instant, instantNow, recordId, timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * An export of a person's data ("My data", GDPR articles 15 and 20): asked for (`pending`), built
 * by the `privacy.export` job into a ZIP kept in the file storage under `storageKey` (`ready`),
 * downloadable by its owner until `expiresAt`, then deleted by the retention job.
 */
export const privacyExports = pgTable(
  'privacy_exports',
  {
    id: recordId(),
    userId: belongsTo(() => users.id),
    status: text({ enum: ['pending', 'ready'] })
      .notNull()
      .default('pending'),
    storageKey: text(),
    size: integer(),
    requestedAt: instantNow(),
    readyAt: instant(),
    expiresAt: instant(),
  },
  (t) => [
    index('privacy_exports_user_idx').on(t.userId, t.requestedAt.desc()),
    // One export being built per person: a second request while one is pending is refused.
    uniqueIndex('privacy_exports_one_pending').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('privacy_exports_expires_idx').on(t.expiresAt).where(sql`${t.status} = 'ready'`),
  ],
);
export type PrivacyExportRow = typeof privacyExports.$inferSelect;

/**
 * A person's request to erase their account (GDPR article 17): `pending` until the secretariat
 * `confirmed` it (the `privacy.erase` job then runs and marks it `done`) or `refused` it with a reason.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: recordId(),
    userId: belongsTo(() => users.id),
    status: text({ enum: ['pending', 'confirmed', 'refused', 'done'] })
      .notNull()
      .default('pending'),
    /** The person's note to the secretariat. */
    note: text().notNull().default(''),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instant(),
    refusalReason: text(),
    doneAt: instant(),
    ...timestamps(),
  },
  (t) => [
    index('erasure_requests_status_idx').on(t.status, t.createdAt, t.id),
    index('erasure_requests_user_idx').on(t.userId, t.createdAt.desc()),
    // One open request per person (asked, or confirmed and not yet carried out).
    uniqueIndex('erasure_requests_one_open').on(t.userId).where(sql`${t.status} in ('pending', 'confirmed')`),
  ],
);
export type ErasureRequestRow = typeof erasureRequests.$inferSelect;

/**
 * The privacy log: every export asked for, built and downloaded, every erasure carried out and
 * every retention run, with what it did (counts and kinds, never the personal data themselves).
 * Rows are only inserted, and deleted by the retention job after their period.
 */
export const privacyLog = pgTable(
  'privacy_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: instantNow(),
    event: text({
      enum: [
        'exportRequested',
        'exportReady',
        'exportDownloaded',
        'erasureRequested',
        'erasureDone',
        'retentionRun',
      ],
    }).notNull(),
    /** The person the event is about (null for a retention run). */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Who caused it: the person, a staff member, or null for a scheduled job. */
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    details: jsonb().$type<Record<string, number | string | boolean | null>>().notNull().default({}),
  },
  (t) => [index('privacy_log_event_idx').on(t.event, t.at.desc()), index('privacy_log_at_idx').on(t.at)],
);
export type PrivacyLogRow = typeof privacyLog.$inferSelect;
