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
  customerEmail?: string | undefined;
}

/** Creates the payment and its checkout at the provider; answers where to send the payer. */
export async function startCheckout(
  deps: { db: DbOrTx; provider: PaymentProvider },
  input: StartCheckout,
): Promise<{ paymentId: string; url: string }> {
  const payment = await repo.insertPayment(deps.db, {
    userId: input.userId,
    purpose: input.purpose,
    reference: input.reference,
    amountCents: input.amountCents,
    provider: deps.provider.name,
    locale: input.locale,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    description: input.description,
  });
  try {
    const session = await deps.provider.createCheckout({
      paymentId: payment.id,
      amountCents: input.amountCents,
      currency: 'eur',
      description: input.description,
      locale: input.locale,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      customerEmail: input.customerEmail,
    });
    await repo.setCheckout(deps.db, payment.id, session.sessionId, session.url);
    return { paymentId: payment.id, url: session.url };
  } catch (err) {
    await repo.markFailed(deps.db, payment.id);
    throw new AppError(502, 'payment.providerUnavailable', (err as Error).message);
  }
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
    if (payment.status === 'paid') await paidHandlers.get(payment.purpose)?.(tx, payment);
    return 'applied';
  });
}
