import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type PaymentRow, paymentEvents, payments } from '../../db/schema/index.ts';

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment not created');
  return row;
}

export async function setCheckout(db: DbOrTx, id: string, sessionId: string, url: string) {
  await db
    .update(payments)
    .set({ providerSessionId: sessionId, checkoutUrl: url, updatedAt: new Date() })
    .where(eq(payments.id, id));
}

export async function markFailed(db: DbOrTx, id: string) {
  await db.update(payments).set({ status: 'failed', updatedAt: new Date() }).where(eq(payments.id, id));
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

/** Settles a pending payment; a payment already settled is never changed again. */
export async function settle(
  db: DbOrTx,
  provider: PaymentRow['provider'],
  sessionId: string,
  status: 'paid' | 'failed' | 'cancelled',
  now: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status, updatedAt: now, ...(status === 'paid' ? { paidAt: now } : {}) })
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.providerSessionId, sessionId),
        eq(payments.status, 'pending'),
      ),
    )
    .returning();
  return row;
}
