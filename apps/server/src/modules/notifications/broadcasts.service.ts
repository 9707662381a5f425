import type { Audience, CreateBroadcastBody } from '@school/domain/notifications/contracts/broadcasts';
import { and, asc, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  applications,
  courseEditions,
  enrolments,
  notificationBroadcasts,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { auditStaffChange } from '../staff/staff-changes.ts';
import { type Notifier, notifyUsers } from './notify.ts';

/** How many people one batch (one job, one transaction) of a broadcast reaches. */
export const BROADCAST_BATCH = 500;

type BroadcastRow = typeof notificationBroadcasts.$inferSelect;

/**
 * Who a group is: the people with a course enrolment or an application of the edition, or the
 * people of a category; blocked accounts are left out.
 */
function audienceCondition(audience: Audience): SQL {
  const group =
    audience.kind === 'category'
      ? sql`${users.categories} @> array[${audience.category}]::text[]`
      : sql`(exists (select 1 from ${enrolments} join ${courseEditions} on ${courseEditions.productCode} = ${enrolments.productCode}
             where ${enrolments.userId} = ${users.id} and ${courseEditions.id} = ${audience.editionId})
          or exists (select 1 from ${applications} join ${courseEditions} on ${courseEditions.productCode} = ${applications.productCode}
             where ${applications.userId} = ${users.id} and ${courseEditions.id} = ${audience.editionId}))`;
  return and(eq(users.isBlocked, false), group) as SQL;
}

export async function countAudience(db: DbOrTx, audience: Audience): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(audienceCondition(audience));
  return row?.n ?? 0;
}

function toBroadcast(row: BroadcastRow) {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    url: row.url,
    audience: row.audience as Audience,
    recipients: row.recipients,
    reached: row.reached,
    status: row.finishedAt ? ('sent' as const) : ('sending' as const),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}

/**
 * Sends a notification to a group: the broadcast is recorded (and audited) with the group's size,
 * and its first batch job is sent in the same transaction; nothing is sent to anyone during the
 * request. An empty group is refused (400 `notifications.emptyAudience`).
 */
export async function createBroadcast(
  db: Db,
  notifier: Notifier,
  job: JobDefinition<{ broadcastId: string }>,
  by: string,
  body: CreateBroadcastBody & { url: string },
) {
  const row = await db.transaction(async (tx) => {
    const recipients = await countAudience(tx, body.audience);
    if (recipients === 0) {
      throw new AppError(400, 'notifications.emptyAudience', 'Nobody is in this group');
    }
    const [created] = await tx
      .insert(notificationBroadcasts)
      .values({
        createdBy: by,
        audience: body.audience,
        title: body.title,
        body: body.body,
        url: body.url === '' ? null : body.url,
        recipients,
      })
      .returning();
    if (!created) throw new Error('broadcast not stored');
    await auditStaffChange(tx, { by, table: notificationBroadcasts, before: null, after: created });
    await notifier.jobs.send(tx, job, { broadcastId: created.id });
    return created;
  });
  return { broadcast: toBroadcast(row) };
}

export async function listBroadcasts(db: Db) {
  const rows = await db
    .select()
    .from(notificationBroadcasts)
    .orderBy(desc(notificationBroadcasts.createdAt))
    .limit(50);
  return { broadcasts: rows.map(toBroadcast) };
}

/**
 * One batch of a broadcast: under the broadcast's row lock, the next BROADCAST_BATCH people of the
 * group after its cursor (in the order of their ids) get the notification (and its push jobs,
 * as their preferences say), the cursor moves, and the next batch's job is sent — all in one
 * transaction, so a batch is done once even if its job runs again.
 */
export function broadcastJob(db: Db, notifier: Notifier): JobDefinition<{ broadcastId: string }> {
  const job: JobDefinition<{ broadcastId: string }> = {
    name: 'notifications.broadcast',
    retryLimit: 5,
    run: async ({ broadcastId }) => {
      await db.transaction(async (tx) => {
        const [broadcast] = await tx
          .select()
          .from(notificationBroadcasts)
          .where(eq(notificationBroadcasts.id, broadcastId))
          .for('update');
        if (!broadcast || broadcast.finishedAt) return;
        const condition = audienceCondition(broadcast.audience as Audience);
        const batch = await tx
          .select({ id: users.id })
          .from(users)
          .where(broadcast.cursor ? and(condition, gt(users.id, broadcast.cursor)) : condition)
          .orderBy(asc(users.id))
          .limit(BROADCAST_BATCH);
        const ids = batch.map((r) => r.id);
        await notifyUsers(tx, notifier, ids, {
          kind: 'school',
          title: broadcast.title,
          body: broadcast.body,
          url: broadcast.url,
        });
        const done = ids.length < BROADCAST_BATCH;
        await tx
          .update(notificationBroadcasts)
          .set({
            cursor: ids.at(-1) ?? broadcast.cursor,
            reached: broadcast.reached + ids.length,
            finishedAt: done ? new Date() : null,
          })
          .where(eq(notificationBroadcasts.id, broadcastId));
        if (!done) await notifier.jobs.send(tx, job, { broadcastId });
      });
    },
  };
  return job;
}
