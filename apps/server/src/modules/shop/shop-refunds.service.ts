import type { Db } from '../../db/client.ts';
import { type ShopOrderRow, shopOrders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { auditStaffChange } from '../staff/staff-changes.ts';
import * as repo from './shop-staff.repository.ts';

/**
 * Refunds of shop orders: the whole amount paid goes back through the payment provider. Asked by
 * staff (`reason` 'staff', from the order's page) or by the shop itself when what was paid for
 * sold out meanwhile ('soldOut', from a job).
 *
 * The order of "Scarce things and locks" (docs/architecture.md):
 * 1. a short transaction whose conditional update moves `refund_status` from none or `failed` to
 *    `pending` — the guard: a second refund of the same order, at the same moment or later, finds
 *    it pending or refunded and does nothing (409 `shop.alreadyRefunded`);
 * 2. after that commit, with no lock held, the provider is asked (a slow provider holds nothing;
 *    our payment's id makes its refund idempotent on the provider's side);
 * 3. a second short transaction records `refunded` (with `refunded_at`) or `failed`, after which
 *    the refund may be asked again.
 * A crash between 1 and 3 leaves the order `pending`: nobody can refund it twice by mistake, and
 * `resumeStaleRefunds` (a job every few minutes) asks the provider again for a refund pending for
 * longer than STALE_REFUND_MINUTES, which no live request can still be waiting on.
 */

export type RefundReason = 'soldOut' | 'staff';

export interface RefundOutcome {
  order: ShopOrderRow;
  status: 'refunded' | 'failed';
  /** The provider's refund, when it made one. */
  refundId: string | null;
  /** Why the provider did not refund (logged by the caller; never shown to a shopper). */
  error: unknown;
}

/** Refunds a paid order whole (see above). 404 for an unknown order, 409 `shop.alreadyRefunded`. */
export async function refundOrder(
  deps: { db: Db; provider: PaymentProvider },
  orderId: string,
  reason: RefundReason,
): Promise<RefundOutcome> {
  return runRefund(deps, orderId, reason, null);
}

/** The same refund asked by a staff member, each change of the order audited as theirs. */
export async function refundOrderAsStaff(
  deps: { db: Db; provider: PaymentProvider },
  by: string,
  orderId: string,
): Promise<RefundOutcome> {
  return runRefund(deps, orderId, 'staff', by);
}

async function runRefund(
  deps: { db: Db; provider: PaymentProvider },
  orderId: string,
  reason: RefundReason,
  by: string | null,
): Promise<RefundOutcome> {
  const { claimed, sessionId } = await deps.db.transaction(async (tx) => {
    const before = await repo.lockOrder(tx, orderId);
    if (!before) throw notFound();
    const claimed = await repo.claimRefund(tx, orderId, reason);
    if (!claimed)
      throw new AppError(409, 'shop.alreadyRefunded', 'The order is refunded or its refund is under way');
    const payment = await repo.findPaymentSession(tx, claimed.paymentId);
    if (!payment?.providerSessionId || payment.status !== 'paid') {
      // Nothing the provider could refund: the claim is undone with the transaction.
      throw new AppError(409, 'shop.refundFailed', 'The order has no paid payment to refund');
    }
    if (by) await auditStaffChange(tx, { by, table: shopOrders, before, after: claimed });
    return { claimed, sessionId: payment.providerSessionId };
  });

  return askProvider(deps, claimed, sessionId, by);
}

/** Step 2 and 3: the provider is asked, with no lock held, then its answer is recorded. */
async function askProvider(
  deps: { db: Db; provider: PaymentProvider },
  claimed: ShopOrderRow,
  sessionId: string,
  by: string | null,
): Promise<RefundOutcome> {
  const orderId = claimed.id;
  let refundId: string | null = null;
  let error: unknown = null;
  try {
    ({ refundId } = await deps.provider.refund({
      paymentId: claimed.paymentId,
      sessionId,
      amountCents: claimed.totalCents,
    }));
  } catch (caught) {
    error = caught ?? new Error('refund refused');
  }

  const status = error === null ? 'refunded' : 'failed';
  const order = await deps.db.transaction(async (tx) => {
    const settled = await repo.settleRefund(tx, orderId, status);
    if (!settled) throw new Error('the pending refund vanished');
    if (by) await auditStaffChange(tx, { by, table: shopOrders, before: claimed, after: settled });
    return settled;
  });
  return { order, status, refundId, error };
}

/**
 * A refund `pending` this long was left by an instance that stopped between asking the provider
 * and recording its answer (the provider answers or times out within seconds).
 */
export const STALE_REFUND_MINUTES = 15;

/**
 * Asks the provider again for each refund left `pending` (see above), oldest first. Each is first
 * taken over by a conditional update, so two instances never resume the same one; the provider
 * refunds a payment once whatever the number of asks (our payment's id is its key), so a refund
 * it did make before the crash is not made twice. A refund whose payment is not paid is failed.
 */
export async function resumeStaleRefunds(
  deps: { db: Db; provider: PaymentProvider },
  now = new Date(),
  limit = 50,
): Promise<RefundOutcome[]> {
  const claimedBefore = new Date(now.getTime() - STALE_REFUND_MINUTES * 60_000);
  const outcomes: RefundOutcome[] = [];
  for (const orderId of await repo.findStaleRefunds(deps.db, claimedBefore, limit)) {
    const taken = await deps.db.transaction(async (tx) => {
      const claimed = await repo.reclaimStaleRefund(tx, orderId, claimedBefore);
      if (!claimed) return null;
      const payment = await repo.findPaymentSession(tx, claimed.paymentId);
      if (payment?.providerSessionId && payment.status === 'paid')
        return { claimed, sessionId: payment.providerSessionId };
      const order = await repo.settleRefund(tx, orderId, 'failed');
      if (order)
        outcomes.push({ order, status: 'failed', refundId: null, error: new Error('no paid payment') });
      return null;
    });
    if (taken) outcomes.push(await askProvider(deps, taken.claimed, taken.sessionId, null));
  }
  return outcomes;
}
