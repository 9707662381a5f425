import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  applications,
  billingRecords,
  bookings,
  bookingWaitlist,
  calendarItems,
  checkIns,
  documents,
  doorOpenings,
  enrolments,
  erasureRequests,
  instalments,
  lessonProgress,
  notificationPreferences,
  notifications,
  payments,
  privacyExports,
  privacyLog,
  sessions,
  shopOrderLines,
  shopOrders,
  stageDocuments,
  stages,
  theses,
  thesisDishes,
  ticketAttachments,
  ticketMessages,
  tickets,
  trustedDevices,
  userIdentities,
  users,
  visas,
  voucherRedemptions,
  weeklyFeedbacks,
} from '../../db/schema/index.ts';

type LogEvent = (typeof privacyLog.$inferInsert)['event'];

/** One row of the privacy log, in the caller's transaction. */
export async function logPrivacyEvent(
  tx: DbOrTx,
  entry: {
    event: LogEvent;
    userId: string | null;
    actorId: string | null;
    details?: Record<string, number | string | boolean | null>;
  },
) {
  await tx.insert(privacyLog).values({ ...entry, details: entry.details ?? {} });
}

/** One row of the privacy log about what the person did with their own data, by themselves. */
export async function logOwnPrivacyEvent(
  tx: DbOrTx,
  userId: string,
  event: LogEvent,
  details: Record<string, number | string | boolean | null>,
) {
  await logPrivacyEvent(tx, { event, userId, actorId: userId, details });
}

// ---------------------------------------------------------------------------------------------
// Exports

export async function latestExport(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(privacyExports)
    .where(eq(privacyExports.userId, userId))
    .orderBy(desc(privacyExports.requestedAt), desc(privacyExports.id))
    .limit(1);
  return row ?? null;
}

/** A new pending export, or null when one is already pending (the unique partial index decides). */
export async function insertPendingExport(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .insert(privacyExports)
    .values({ userId })
    .onConflictDoNothing({ target: privacyExports.userId, where: sql`${privacyExports.status} = 'pending'` })
    .returning();
  return row ?? null;
}

export async function findExport(db: DbOrTx, id: string) {
  const [row] = await db.select().from(privacyExports).where(eq(privacyExports.id, id));
  return row ?? null;
}

/** Marks a pending export ready (the guard: only a pending one); null when it was not pending. */
export async function markExportReady(
  tx: DbOrTx,
  id: string,
  values: { storageKey: string; size: number; readyAt: Date; expiresAt: Date },
) {
  const [row] = await tx
    .update(privacyExports)
    .set({ status: 'ready', ...values })
    .where(and(eq(privacyExports.id, id), eq(privacyExports.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function findUser(db: DbOrTx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function lockUser(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
  return row ?? null;
}

/** Everything the export holds, area by area, read from the person's own records only. */
export async function readPersonData(db: DbOrTx, userId: string) {
  const ownEnrolments = await db.select().from(enrolments).where(eq(enrolments.userId, userId));
  const enrolmentIds = ownEnrolments.map((e) => e.id);
  const ownApplications = await db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(asc(applications.createdAt));
  const applicationIds = ownApplications.map((a) => a.id);
  const ownTickets = await db
    .select()
    .from(tickets)
    .where(eq(tickets.userId, userId))
    .orderBy(asc(tickets.createdAt));
  const ticketIds = ownTickets.map((t) => t.id);
  const ownOrders = await db.select().from(shopOrders).where(eq(shopOrders.userId, userId));
  const ownTheses = enrolmentIds.length
    ? await db.select().from(theses).where(inArray(theses.enrolmentId, enrolmentIds))
    : [];
  const ownStages = enrolmentIds.length
    ? await db.select().from(stages).where(inArray(stages.enrolmentId, enrolmentIds))
    : [];
  const inIds = <T>(ids: string[], read: () => Promise<T[]>) =>
    ids.length ? read() : Promise.resolve([] as T[]);
  return {
    user: await findUser(db, userId),
    identities: await db.select().from(userIdentities).where(eq(userIdentities.userId, userId)),
    enrolments: ownEnrolments,
    applications: ownApplications,
    instalments: await inIds(applicationIds, () =>
      db.select().from(instalments).where(inArray(instalments.applicationId, applicationIds)),
    ),
    visas: await inIds(applicationIds, () =>
      db.select().from(visas).where(inArray(visas.applicationId, applicationIds)),
    ),
    documents: await inIds(applicationIds, () =>
      db
        .select()
        .from(documents)
        .where(inArray(documents.applicationId, applicationIds))
        .orderBy(asc(documents.createdAt)),
    ),
    payments: await db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(asc(payments.createdAt)),
    billingRecords: await db.select().from(billingRecords).where(eq(billingRecords.userId, userId)),
    orders: ownOrders,
    orderLines: await inIds(
      ownOrders.map((o) => o.id),
      () =>
        db
          .select()
          .from(shopOrderLines)
          .where(
            inArray(
              shopOrderLines.orderId,
              ownOrders.map((o) => o.id),
            ),
          ),
    ),
    bookings: await db
      .select({
        booking: bookings,
        item: { name: calendarItems.name, kind: calendarItems.kind, startsOn: calendarItems.startsOn },
      })
      .from(bookings)
      .innerJoin(calendarItems, eq(calendarItems.id, bookings.itemId))
      .where(eq(bookings.userId, userId)),
    waitlist: await db.select().from(bookingWaitlist).where(eq(bookingWaitlist.userId, userId)),
    checkIns: await db.select().from(checkIns).where(eq(checkIns.userId, userId)),
    doorOpenings: await db.select().from(doorOpenings).where(eq(doorOpenings.userId, userId)),
    lessonProgress: await db.select().from(lessonProgress).where(eq(lessonProgress.userId, userId)),
    stages: ownStages,
    theses: ownTheses,
    thesisDishes: await inIds(
      ownTheses.map((t) => t.id),
      () =>
        db
          .select()
          .from(thesisDishes)
          .where(
            inArray(
              thesisDishes.thesisId,
              ownTheses.map((t) => t.id),
            ),
          ),
    ),
    tickets: ownTickets,
    ticketMessages: await inIds(ticketIds, () =>
      db
        .select()
        .from(ticketMessages)
        .where(inArray(ticketMessages.ticketId, ticketIds))
        .orderBy(asc(ticketMessages.createdAt)),
    ),
    ticketAttachments: await inIds(ticketIds, () =>
      db.select().from(ticketAttachments).where(inArray(ticketAttachments.ticketId, ticketIds)),
    ),
    notifications: await db.select().from(notifications).where(eq(notifications.userId, userId)),
    notificationPreferences: await db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId)),
    weeklyFeedbacks: await db.select().from(weeklyFeedbacks).where(eq(weeklyFeedbacks.userId, userId)),
    voucherRedemptions: await db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.userId, userId)),
    sessions: await db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    trustedDevices: await db
      .select({ createdAt: trustedDevices.createdAt, expiresAt: trustedDevices.expiresAt })
      .from(trustedDevices)
      .where(eq(trustedDevices.userId, userId)),
    privacyEvents: await db
      .select({ at: privacyLog.at, event: privacyLog.event })
      .from(privacyLog)
      .where(eq(privacyLog.userId, userId))
      .orderBy(asc(privacyLog.at)),
  };
}
export type PersonData = Awaited<ReturnType<typeof readPersonData>>;

/** Exports past their expiry (ready ones), oldest first. */
export async function expiredExports(db: DbOrTx, now: Date, limit: number) {
  return db
    .select()
    .from(privacyExports)
    .where(and(eq(privacyExports.status, 'ready'), sql`${privacyExports.expiresAt} <= ${now}`))
    .orderBy(asc(privacyExports.expiresAt))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// Erasure requests

export async function latestErasure(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(eq(erasureRequests.userId, userId))
    .orderBy(desc(erasureRequests.createdAt), desc(erasureRequests.id))
    .limit(1);
  return row ?? null;
}

/** A new pending erasure request, or null when one is already open (the unique partial index decides). */
export async function insertErasureRequest(tx: DbOrTx, userId: string, note: string) {
  const [row] = await tx
    .insert(erasureRequests)
    .values({ userId, note })
    .onConflictDoNothing({
      target: erasureRequests.userId,
      where: sql`${erasureRequests.status} in ('pending', 'confirmed')`,
    })
    .returning();
  return row ?? null;
}

export async function findErasure(db: DbOrTx, id: string) {
  const [row] = await db.select().from(erasureRequests).where(eq(erasureRequests.id, id));
  return row ?? null;
}

export async function lockErasure(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(erasureRequests).where(eq(erasureRequests.id, id)).for('update');
  return row ?? null;
}

/** The facts the erasure rule weighs, read from the person's own records. */
export async function erasureFacts(db: DbOrTx, userId: string) {
  return {
    payments: await db
      .select({
        id: payments.id,
        status: payments.status,
        paidAt: payments.paidAt,
        amountCents: payments.amountCents,
        description: payments.description,
      })
      .from(payments)
      .where(eq(payments.userId, userId)),
    shopOrders: await db
      .select({
        id: shopOrders.id,
        number: shopOrders.number,
        createdAt: shopOrders.createdAt,
        totalCents: shopOrders.totalCents,
      })
      .from(shopOrders)
      .where(eq(shopOrders.userId, userId)),
    billingRecords: await db
      .select({ id: billingRecords.id, kind: billingRecords.kind })
      .from(billingRecords)
      .where(eq(billingRecords.userId, userId)),
    enrolments: await db
      .select({
        id: enrolments.id,
        name: enrolments.name,
        isActive: enrolments.isActive,
        isActiveHousing: enrolments.isActiveHousing,
      })
      .from(enrolments)
      .where(eq(enrolments.userId, userId)),
  };
}

/** The stored files of the person's records, by where they are kept (the erasure deletes them after its commit). */
export async function personFileKeys(db: DbOrTx, userId: string, keptEnrolmentIds: readonly string[]) {
  const keys: string[] = [];
  const push = (rows: Array<{ key: string | null }>) => {
    for (const r of rows) if (r.key) keys.push(r.key);
  };
  const notKept = keptEnrolmentIds.length ? sql`not (${enrolments.id} in ${keptEnrolmentIds})` : sql`true`;
  const appNotKept = keptEnrolmentIds.length
    ? sql`(${applications.enrolmentId} is null or not (${applications.enrolmentId} in ${keptEnrolmentIds}))`
    : sql`true`;
  push(
    await db
      .select({ key: documents.storageKey })
      .from(documents)
      .innerJoin(applications, eq(applications.id, documents.applicationId))
      .where(and(eq(applications.userId, userId), isNotNull(documents.storageKey), appNotKept)),
  );
  push(
    await db
      .select({ key: ticketAttachments.storageKey })
      .from(ticketAttachments)
      .innerJoin(tickets, eq(tickets.id, ticketAttachments.ticketId))
      .where(eq(tickets.userId, userId)),
  );
  push(
    await db
      .select({ key: privacyExports.storageKey })
      .from(privacyExports)
      .where(and(eq(privacyExports.userId, userId), isNotNull(privacyExports.storageKey))),
  );
  for (const column of [theses.thesisFileStorageKey, theses.dossierStorageKey]) {
    push(
      await db
        .select({ key: column })
        .from(theses)
        .innerJoin(enrolments, eq(enrolments.id, theses.enrolmentId))
        .where(and(eq(enrolments.userId, userId), notKept)),
    );
  }
  push(
    await db
      .select({ key: stages.dossierStorageKey })
      .from(stages)
      .innerJoin(enrolments, eq(enrolments.id, stages.enrolmentId))
      .where(and(eq(enrolments.userId, userId), notKept)),
  );
  push(
    await db
      .select({ key: stageDocuments.storageKey })
      .from(stageDocuments)
      .innerJoin(stages, eq(stages.id, stageDocuments.stageId))
      .innerJoin(enrolments, eq(enrolments.id, stages.enrolmentId))
      .where(and(eq(enrolments.userId, userId), notKept)),
  );
  return keys;
}
