import type { Db, DbOrTx } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProvider, ProviderEvent } from '../../platform/payments/payment-provider.ts';
import * as repo from './payments.repository.ts';

export type PaymentPurpose = PaymentRow['purpose'];
type PaidHandler = (tx: DbOrTx, payment: PaymentRow) => Promise<void>;

/**
 * What happens, in the same transaction, when a payment of a purpose is confirmed paid
 * (e.g. the application fee marks the application's fee as paid). Features register here.
 */
const paidHandlers = new Map<PaymentPurpose, PaidHandler>();
export function onPaymentPaid(purpose: PaymentPurpose, handler: PaidHandler) {
  paidHandlers.set(purpose, handler);
}

/**
 * What happens, in the same transaction, when the provider says a payment of a purpose failed or
 * was cancelled (e.g. the shop gives back the stock its checkout held).
 */
const closedHandlers = new Map<PaymentPurpose, PaidHandler>();
export function onPaymentClosed(purpose: PaymentPurpose, handler: PaidHandler) {
  closedHandlers.set(purpose, handler);
}

export interface StartCheckout {
  userId: string | null;
  purpose: PaymentPurpose;
  reference: string;
  /** Always computed by the server from its own catalogue or constants. */
  amountCents: number;
  description: string;
  locale: 'it' | 'en' | 'zh';
  successUrl: string;
  cancelUrl: string;
}

/**
 * How long a checkout can be paid: the provider's session expires then (Stripe's `expires_at`,
 * whose minimum this is). A checkout older than this is over, whatever the provider said.
 */
export const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;
/** A reservation whose provider call has not answered in this time is given up. */
export const CHECKOUT_OPENING_TIMEOUT_MS = 30 * 1000;
/** How often a second Pay waits for the checkout the first one is opening. */
const OPENING_POLL_MS = 50;

/** Whether a pending payment's checkout can still be paid (or is still being opened). */
export function isCheckoutOpen(payment: PaymentRow, now = new Date()): boolean {
  if (payment.status !== 'pending') return false;
  const age = now.getTime() - payment.createdAt.getTime();
  return payment.checkoutUrl ? age < CHECKOUT_LIFETIME_MS : age < CHECKOUT_OPENING_TIMEOUT_MS;
}

/** A payment reserved for a checkout; `created` when this call reserved it (and opens it). */
export interface CheckoutReservation {
  payment: PaymentRow;
  created: boolean;
}

/**
 * Step one of a checkout, inside the caller's transaction and under its lock (the payer's row):
 * the payer's open checkout for this thing, or a new reservation. An open checkout that is over
 * (expired, or never opened at the provider) is closed first, so an abandoned checkout never
 * stops a new one. The partial unique index payments_one_open_checkout backs "one open checkout
 * per payer and thing". No network here: the provider is called by `openCheckout`, after the commit.
 */
export async function reserveCheckout(
  tx: DbOrTx,
  provider: PaymentProvider['name'],
  input: StartCheckout & { userId: string },
  now = new Date(),
): Promise<CheckoutReservation> {
  const open = await repo.findOpenCheckout(tx, input.userId, input.purpose, input.reference);
  if (open && isCheckoutOpen(open, now)) return { payment: open, created: false };
  if (open) await repo.closeCheckout(tx, open.id, open.checkoutUrl ? 'expired' : 'failed', now);
  return { payment: await repo.insertPayment(tx, { ...input, provider }), created: true };
}

/**
 * Step two, after the commit, no lock held: the checkout's address. A reservation of this call is
 * opened at the provider and its session recorded; a checkout already open is offered again (two
 * Pay pressed share one checkout: the second waits for the address the first is getting).
 */
export async function openCheckout(
  deps: { db: DbOrTx; provider: PaymentProvider },
  { payment, created }: CheckoutReservation,
  customerEmail?: string,
): Promise<{ paymentId: string; url: string }> {
  if (payment.checkoutUrl) return { paymentId: payment.id, url: payment.checkoutUrl };
  if (!created) return waitForCheckout(deps.db, payment);
  let session: { sessionId: string; url: string };
  try {
    session = await deps.provider.createCheckout({
      paymentId: payment.id,
      amountCents: payment.amountCents,
      currency: 'eur',
      description: payment.description,
      locale: payment.locale as StartCheckout['locale'],
      successUrl: payment.successUrl,
      cancelUrl: payment.cancelUrl,
      customerEmail,
      // A minute over: the provider's minimum counts from its own clock, and a payment made in
      // that minute still counts when its confirmation comes (see `settle`).
      expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS + 60_000),
    });
  } catch (err) {
    await repo.markFailed(deps.db, payment.id);
    throw new AppError(502, 'payment.providerUnavailable', (err as Error).message);
  }
  if (!(await repo.setCheckout(deps.db, payment.id, session.sessionId, session.url)))
    throw new AppError(502, 'payment.providerUnavailable', 'The checkout was given up while it opened');
  return { paymentId: payment.id, url: session.url };
}

/** The address of a checkout another request is opening, once it has it. */
async function waitForCheckout(
  db: DbOrTx,
  reserved: PaymentRow,
): Promise<{ paymentId: string; url: string }> {
  const until = reserved.createdAt.getTime() + CHECKOUT_OPENING_TIMEOUT_MS;
  for (;;) {
    const payment = await repo.findById(db, reserved.id);
    if (payment?.checkoutUrl && payment.status === 'pending')
      return { paymentId: payment.id, url: payment.checkoutUrl };
    if (payment?.status !== 'pending' || Date.now() > until)
      throw new AppError(502, 'payment.providerUnavailable', 'The checkout could not be opened');
    await new Promise((resolve) => setTimeout(resolve, OPENING_POLL_MS));
  }
}

/** A checkout without a payer (the test fee page): nothing to reserve, opened at once. */
export async function startCheckout(
  deps: { db: DbOrTx; provider: PaymentProvider },
  input: StartCheckout,
): Promise<{ paymentId: string; url: string }> {
  const payment = await repo.insertPayment(deps.db, { ...input, provider: deps.provider.name });
  return openCheckout(deps, { payment, created: true });
}

/**
 * Applies a provider's confirmation once (idempotent: a redelivered event is ignored) and
 * settles only pending payments. Returns what happened, for the webhook's answer and the logs.
 */
export async function applyProviderEvent(
  db: Db,
  provider: PaymentProvider['name'],
  event: ProviderEvent,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  return db.transaction(async (tx) => {
    if (!(await repo.recordEvent(tx, provider, event.eventId, event.type))) return 'duplicate';
    if (!event.outcome || !event.sessionId) return 'ignored';
    const payment = await repo.settle(tx, provider, event.sessionId, event.outcome, new Date());
    if (!payment) return 'ignored';
    if (payment.status === 'paid') {
      await repo.cancelOtherOpenCheckouts(tx, payment, new Date());
      await paidHandlers.get(payment.purpose)?.(tx, payment);
    } else await closedHandlers.get(payment.purpose)?.(tx, payment);
    return 'applied';
  });
}
