import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type PaymentRow, paymentEvents, payments } from '../../db/schema/index.ts';

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment not created');
  return row;
}

/** Records the provider's session of a reservation still open and without one; false otherwise. */
export async function setCheckout(db: DbOrTx, id: string, sessionId: string, url: string): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ providerSessionId: sessionId, checkoutUrl: url, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending'), isNull(payments.providerSessionId)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** A reservation the provider never opened (its call failed or never answered) frees its place. */
export async function markFailed(db: DbOrTx, id: string) {
  await db
    .update(payments)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending'), isNull(payments.providerSessionId)));
}

/** The payments of a payer for a thing paid for (the fee of one product). */
export function ofPayerFor(userId: string, purpose: PaymentRow['purpose'], reference: string) {
  return and(eq(payments.userId, userId), eq(payments.purpose, purpose), eq(payments.reference, reference));
}

/** The open (pending) checkout of a payer for a thing: at most one (payments_one_open_checkout). */
export async function findOpenCheckout(
  db: DbOrTx,
  userId: string,
  purpose: PaymentRow['purpose'],
  reference: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(ofPayerFor(userId, purpose, reference), eq(payments.status, 'pending')))
    .limit(1);
  return row;
}

/** Closes an open checkout that is over (past its lifetime, or never opened at the provider). */
export async function closeCheckout(db: DbOrTx, id: string, status: 'failed' | 'expired', now: Date) {
  await db
    .update(payments)
    .set({ status, updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
}

/** Once a thing is paid, the payer's other open checkouts for it are closed (expired). */
export async function cancelOtherOpenCheckouts(db: DbOrTx, paid: PaymentRow, now: Date) {
  if (!paid.userId) return;
  await db
    .update(payments)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        ofPayerFor(paid.userId, paid.purpose, paid.reference),
        eq(payments.status, 'pending'),
        ne(payments.id, paid.id),
      ),
    );
}

export async function findById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

export async function findBySession(db: DbOrTx, provider: PaymentRow['provider'], sessionId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId)))
    .limit(1);
  return row;
}

/** Records a provider event once; false when it was already handled. */
export async function recordEvent(
  db: DbOrTx,
  provider: string,
  eventId: string,
  type: string,
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ provider, eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}

/**
 * Settles a pending payment; a payment already settled is never changed again, but for one case: a
 * confirmed payment of a checkout we closed ourselves (`expired`: its confirmation came late) is
 * paid — the money was taken, so it counts (once: the feature's paid handler records the thing
 * paid once). A checkout the provider itself cancelled or failed is never paid again.
 */
export async function settle(
  db: DbOrTx,
  provider: PaymentRow['provider'],
  sessionId: string,
  status: 'paid' | 'failed' | 'cancelled',
  now: Date,
): Promise<PaymentRow | undefined> {
  const settleable =
    status === 'paid'
      ? or(eq(payments.status, 'pending'), eq(payments.status, 'expired'))
      : eq(payments.status, 'pending');
  const [row] = await db
    .update(payments)
    .set({ status, updatedAt: now, ...(status === 'paid' ? { paidAt: now } : {}) })
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId), settleable))
    .returning();
  return row;
}
