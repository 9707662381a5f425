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
 * A crash between 1 and 3 leaves the order `pending`: nobody can refund it twice by mistake.
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
