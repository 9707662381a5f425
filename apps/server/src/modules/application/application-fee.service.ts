import {
  type CheckoutFeeResponse,
  FEE_DESCRIPTIONS,
  feeReturnUrls,
  testFeeReturnUrls,
} from '@school/domain/application/contracts/checkout-fee';
import type { FeeState } from '@school/domain/application/contracts/get-state';
import { feeApplies, feeCheckoutProblem, isFeePaid, isFeeSkippable } from '@school/domain/application/fee';
import {
  APPLICATION_FEE_CENTS,
  APPLICATION_FEE_CURRENCY,
  parseStep,
  STEP,
} from '@school/domain/application/steps';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ApplicationRow, CourseEditionRow, PaymentRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  isCheckoutOpen,
  onPaymentPaid,
  openCheckout,
  reserveCheckout,
  startCheckout,
} from '../payments/payments.service.ts';
import * as repo from './application.repository.ts';
import {
  type ApplicationDeps,
  assertOpen,
  editionOf,
  feeFacts,
  recordValues,
  refuse,
} from './application.shared.ts';

// The application fee: its state, the checkout, the test fee page, and the provider's confirmation.

// ---------------------------------------------------------------------------------------------
// The fee

export const VISITOR_FEE: FeeState = {
  amountCents: APPLICATION_FEE_CENTS,
  currency: APPLICATION_FEE_CURRENCY,
  applies: true,
  paid: false,
  skippable: false,
  pending: false,
  lastPaymentStatus: null,
};

/** The newest payment's status as the fee tells it: a checkout over by age reads as cancelled. */
function feeStatusOf(latest: PaymentRow | null, open: boolean): FeeState['lastPaymentStatus'] {
  if (!latest) return null;
  if (latest.status === 'expired' || (latest.status === 'pending' && !open)) return 'cancelled';
  return latest.status;
}

export async function feeState(
  db: DbOrTx,
  user: UserRow,
  edition: CourseEditionRow,
  record: ApplicationRow | null,
): Promise<FeeState> {
  const { productCode } = edition;
  const facts = feeFacts(user, record, edition);
  const latest = await repo.latestFeePayment(db, user.id, productCode);
  const paid = isFeePaid(facts.paidFeeStageName);
  // A checkout left open past its lifetime was abandoned: it is over, as if cancelled.
  const open = latest !== null && isCheckoutOpen(latest);
  return {
    amountCents: APPLICATION_FEE_CENTS,
    currency: APPLICATION_FEE_CURRENCY,
    applies: feeApplies(facts),
    paid,
    skippable: isFeeSkippable(facts),
    pending: !paid && open,
    lastPaymentStatus: feeStatusOf(latest, open),
  };
}

/** The fee is recorded on the application record, only when the provider confirms a payment. */
onPaymentPaid('applicationFee', async (tx, payment) => {
  if (!payment.userId) return;
  const edition = await repo.findEdition(tx, payment.reference);
  const record = edition
    ? await repo.ensureApplicationRecord(tx, recordValues(payment.userId, edition))
    : await repo.findApplicationRecord(tx, payment.userId, payment.reference, { lock: true });
  if (record) await repo.markFeePaid(tx, record.id, payment.id, payment.paidAt ?? new Date());
});
export async function getFee(db: Db, user: UserRow, productCode: string): Promise<FeeState> {
  const edition = await editionOf(db, productCode);
  const record = await repo.findApplicationRecord(db, user.id, productCode);
  return feeState(db, user, edition, record);
}

// ---------------------------------------------------------------------------------------------
// Fee checkout

/**
 * Opens the fee's checkout: the caller's current product, past step 3, the fee asked and not paid
 * (`feeCheckoutProblem`), APPLICATION_FEE_CENTS whatever the client says. The payment is marked
 * paid only by the provider (see onPaymentPaid above).
 *
 * One checkout at a time per application: under the account's lock the open checkout is found or
 * a new one reserved (a cancelled, failed or expired one lets the payer start again); after the
 * commit the provider is called, no lock held. A second Pay pressed meanwhile (another tab, a
 * double tap, a payer back without paying) is offered the same checkout, never a second charge.
 */
export async function checkoutFee(
  deps: ApplicationDeps,
  user: UserRow,
  productCode: string,
  locale: ApplicationLocale,
): Promise<CheckoutFeeResponse> {
  const edition = await editionOf(deps.db, productCode);
  assertOpen(edition);
  if (user.productCode !== productCode)
    throw refuse('application.productMismatch', 'The account applies to another product');
  if ((parseStep(user.applicationStep) ?? 0) < STEP.fee)
    throw refuse('application.stepOutOfOrder', 'The fee step is not reached');
  const reservation = await deps.db.transaction(async (tx) => {
    const locked = (await repo.lockUser(tx, user.id)) ?? user;
    const record = await repo.findApplicationRecord(tx, user.id, productCode);
    const problem = feeCheckoutProblem(feeFacts(locked, record, edition));
    if (problem)
      throw new AppError(
        409,
        problem,
        problem === 'payment.alreadyPaid' ? 'Fee already paid' : 'No fee asked',
      );
    return reserveCheckout(tx, deps.paymentProvider.name, {
      userId: user.id,
      purpose: 'applicationFee',
      reference: productCode,
      amountCents: APPLICATION_FEE_CENTS,
      // The payer reads the course, not its code: "Application fee – Corso Superiore di … 2027A".
      description: `${FEE_DESCRIPTIONS[locale]} – ${edition.courseName} ${edition.editionName}`,
      locale,
      ...feeReturnUrls(deps.config.publicUrl, productCode),
    });
  });
  return openCheckout({ db: deps.db, provider: deps.paymentProvider }, reservation, user.email || undefined);
}

/** "/stepPagamentoTEST (test fee payment page)": a fee checkout for anyone, recorded nowhere (purpose test). */
export async function checkoutTestFee(
  deps: ApplicationDeps,
  locale: ApplicationLocale,
): Promise<CheckoutFeeResponse> {
  return startCheckout(
    { db: deps.db, provider: deps.paymentProvider },
    {
      userId: null,
      purpose: 'test',
      reference: 'stepPagamentoTEST',
      amountCents: APPLICATION_FEE_CENTS,
      description: FEE_DESCRIPTIONS[locale],
      locale,
      ...testFeeReturnUrls(deps.config.publicUrl),
    },
  );
}
