import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, instantNow, recordId, timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * A card payment through the payment provider (the application fee; later shop orders and
 * top-ups). The amount is always computed by the server; only the provider's confirmation
 * (webhook, or the built-in test checkout) moves it to `paid`.
 */
export const payments = pgTable(
  'payments',
  {
    id: recordId(),
    /** Null only for the unprotected test fee page (/stepPagamentoTEST). */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    purpose: text({ enum: ['applicationFee', 'shopOrder', 'test'] }).notNull(),
    /** What is paid for: the product code of an application fee. */
    reference: text().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull().default('eur'),
    /** `expired`: closed by us, past its lifetime or once the thing was paid another way; a late
     * confirmation of the provider still counts (see payments.repository.ts `settle`). */
    status: text({ enum: ['pending', 'paid', 'failed', 'cancelled', 'expired'] })
      .notNull()
      .default('pending'),
    provider: text({ enum: ['stripe', 'test'] }).notNull(),
    providerSessionId: text(),
    checkoutUrl: text(),
    /** Where the payer returns after paying or after failing/cancelling (our own pages). */
    successUrl: text().notNull(),
    cancelUrl: text().notNull(),
    description: text().notNull(),
    locale: text().notNull().default('it'),
    ...timestamps(),
    paidAt: instant(),
  },
  (t) => [
    uniqueIndex('payments_provider_session_key').on(t.provider, t.providerSessionId),
    index('payments_user_idx').on(t.userId, t.purpose, t.reference),
    /** One open checkout per payer and thing paid for (reserveCheckout; the test fee page has no payer). */
    uniqueIndex('payments_one_open_checkout')
      .on(t.userId, t.purpose, t.reference)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Provider events already handled: a redelivered webhook changes nothing (idempotency). */
export const paymentEvents = pgTable('payment_events', {
  provider: text().notNull(),
  eventId: text().primaryKey(),
  type: text().notNull(),
  receivedAt: instantNow(),
});

export type PaymentRow = typeof payments.$inferSelect;
