import { erasurePlan, keptIds } from '@school/domain/privacy/erasure';
import { and, eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  analyticsEvents,
  applications,
  billingRecords,
  bookings,
  bookingWaitlist,
  calendarFeeds,
  checkIns,
  doorOpenings,
  enrolments,
  erasureRequests,
  lessonProgress,
  notificationPreferences,
  notifications,
  passwordResetTokens,
  payments,
  privacyExports,
  pushSubscriptions,
  sessions,
  shopCarts,
  shopCheckouts,
  shopOrders,
  ticketMessages,
  tickets,
  trustedDevices,
  userIdentities,
  users,
  voucherRedemptions,
  weeklyFeedbacks,
} from '../../db/schema/index.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { erasureDoneMail } from './privacy.mails.ts';
import * as repo from './privacy.repository.ts';
import { languageOf, type PrivacyDeps } from './privacy.service.ts';

/** Columns of the account an erasure leaves as they are (the row stays, for the records the law keeps). */
const ACCOUNT_KEPT = new Set(['id', 'createdAt', 'updatedAt', 'stageStatus']);

/** The account with every personal field emptied: it can no longer sign in, and names no one. */
function anonymisedAccount(userId: string, now: Date): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(users))) {
    if (ACCOUNT_KEPT.has(key)) continue;
    if (column.columnType === 'PgText') values[key] = column.notNull ? '' : null;
    else if (column.columnType === 'PgArray') values[key] = [];
    else if (column.columnType === 'PgBoolean') values[key] = false;
    else if (!column.notNull) values[key] = null;
  }
  return {
    ...values,
    // Unique and never an address anyone can sign in with (.invalid is reserved, RFC 2606).
    username: `erased-${userId}@erased.invalid`,
    passwordHash: null,
    language: 'it',
    isBlocked: true,
    updatedAt: now,
  };
}

const counted = async (query: Promise<unknown[]>) => (await query).length;

/** Deletes stored files after the erasure (or the retention run) committed; deleting a missing file is no error. */
export function deleteFilesJob(storage: FileStorage): JobDefinition<{ keys: string[] }> {
  return {
    name: 'privacy.deleteFiles',
    async run({ keys }) {
      for (const key of keys) await storage.delete(key);
    },
  };
}

/**
 * Carries out a confirmed erasure, in one transaction: the person's records are deleted or
 * anonymised, except what the erasure plan keeps (payments and invoices for the legal period, an
 * enrolment in progress); the person is mailed before their address goes; the request is marked
 * done and the privacy log records the counts; the stored files are deleted by a job sent in the
 * same transaction, so after the commit. Only rows of this person are touched: every statement
 * is filtered by their id. Safe to repeat: a request no longer `confirmed` is left alone.
 */
export function erasureJob(deps: PrivacyDeps): JobDefinition<{ requestId: string }> {
  const filesJob = deleteFilesJob(deps.storage);
  return {
    name: 'privacy.erase',
    async run({ requestId }) {
      await deps.jobs.prepare(filesJob);
      const done = await deps.db.transaction(async (tx) => {
        const request = await repo.lockErasure(tx, requestId);
        if (request?.status !== 'confirmed') return false;
        const user = await repo.lockUser(tx, request.userId);
        if (!user) return false;
        const now = new Date();
        const plan = erasurePlan(await repo.erasureFacts(tx, user.id), now);
        const keptEnrolments = keptIds(plan, 'enrolment');
        const keys = await repo.personFileKeys(tx, user.id, keptEnrolments);
        if (user.email)
          await deps.mailer.enqueue(
            tx,
            erasureDoneMail(user.email, user.firstName, languageOf(user), plan.keep.length),
          );
        const counts = await eraseRecords(tx, user.id, plan, keptEnrolments);
        await tx.update(users).set(anonymisedAccount(user.id, now)).where(eq(users.id, user.id));
        await tx
          .update(erasureRequests)
          .set({ status: 'done', doneAt: now, updatedAt: now, note: '' })
          .where(eq(erasureRequests.id, request.id));
        await repo.logPrivacyEvent(tx, {
          event: 'erasureDone',
          userId: user.id,
          actorId: request.decidedBy,
          details: { requestId: request.id, files: keys.length, kept: plan.keep.length, ...counts },
        });
        if (keys.length > 0) await deps.jobs.send(tx, filesJob, { keys });
        return true;
      });
      if (done) void deps.mailer.flush();
    },
  };
}

/** The person's records, deleted or detached from them; returns how many rows of each went. */
async function eraseRecords(
  tx: DbOrTx,
  userId: string,
  plan: ReturnType<typeof erasurePlan>,
  keptEnrolments: string[],
) {
  const one = { one: sql<number>`1` };
  const keptPayments = keptIds(plan, 'payment');
  const keptOrders = keptIds(plan, 'shopOrder');
  const keptBilling = keptIds(plan, 'billingRecord');
  const mine = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, userId);
  const except = (column: Parameters<typeof notInArray>[0], ids: string[]) =>
    ids.length ? notInArray(column, ids) : undefined;

  // Records of the account itself: sign-in, devices, notifications, feeds, preferences.
  for (const table of [
    sessions,
    trustedDevices,
    passwordResetTokens,
    userIdentities,
    pushSubscriptions,
    notificationPreferences,
    calendarFeeds,
  ]) {
    await tx.delete(table).where(mine(table));
  }
  const counts = {
    notifications: await counted(tx.delete(notifications).where(mine(notifications)).returning(one)),
    bookings: await counted(tx.delete(bookings).where(mine(bookings)).returning(one)),
    waitingLists: await counted(tx.delete(bookingWaitlist).where(mine(bookingWaitlist)).returning(one)),
    checkIns: await counted(tx.delete(checkIns).where(mine(checkIns)).returning(one)),
    doorOpenings: await counted(tx.delete(doorOpenings).where(mine(doorOpenings)).returning(one)),
    lessonProgress: await counted(tx.delete(lessonProgress).where(mine(lessonProgress)).returning(one)),
    weeklyFeedbacks: await counted(tx.delete(weeklyFeedbacks).where(mine(weeklyFeedbacks)).returning(one)),
    analyticsEvents: await counted(tx.delete(analyticsEvents).where(mine(analyticsEvents)).returning(one)),
    vouchers: await counted(tx.delete(voucherRedemptions).where(mine(voucherRedemptions)).returning(one)),
    tickets: await counted(tx.delete(tickets).where(mine(tickets)).returning(one)),
    exports: await counted(tx.delete(privacyExports).where(mine(privacyExports)).returning(one)),
    applications: await counted(
      tx
        .delete(applications)
        .where(
          and(
            mine(applications),
            keptEnrolments.length
              ? sql`(${applications.enrolmentId} is null or ${applications.enrolmentId} not in ${keptEnrolments})`
              : undefined,
          ),
        )
        .returning(one),
    ),
    enrolments: await counted(
      tx
        .delete(enrolments)
        .where(and(mine(enrolments), except(enrolments.id, keptEnrolments)))
        .returning(one),
    ),
    billingRecords: await counted(
      tx
        .delete(billingRecords)
        .where(and(mine(billingRecords), except(billingRecords.id, keptBilling)))
        .returning(one),
    ),
  };
  await tx.delete(shopCarts).where(mine(shopCarts));
  // A checkout that became an order stays with it (the order is an invoice); the others go.
  await tx
    .delete(shopCheckouts)
    .where(
      and(
        mine(shopCheckouts),
        sql`not exists (select 1 from ${shopOrders} where ${shopOrders.checkoutId} = ${shopCheckouts.id})`,
      ),
    );
  // Payments and orders the law does not keep are detached from the person (the school's own
  // accounts still count them); an order's shipping address goes with it.
  const detachedPayments = await counted(
    tx
      .update(payments)
      .set({ userId: null })
      .where(and(mine(payments), except(payments.id, keptPayments)))
      .returning(one),
  );
  const detachedOrders = await counted(
    tx
      .update(shopOrders)
      .set({ userId: null, shipping: null })
      .where(and(mine(shopOrders), except(shopOrders.id, keptOrders)))
      .returning(one),
  );
  // Their messages in cases of others (as staff) stay, without their name.
  await tx.update(ticketMessages).set({ authorId: null }).where(eq(ticketMessages.authorId, userId));
  await tx.update(bookings).set({ bookedBy: null }).where(eq(bookings.bookedBy, userId));
  return { ...counts, detachedPayments, detachedOrders, keptPayments: keptPayments.length };
}
