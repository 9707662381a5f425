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
import type { ApplicationRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { onPaymentPaid, startCheckout } from '../payments/payments.service.ts';
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

export async function feeState(
  db: DbOrTx,
  user: UserRow,
  productCode: string,
  record: ApplicationRow | null,
): Promise<FeeState> {
  const facts = feeFacts(user, record);
  const latest = await repo.latestFeePayment(db, user.id, productCode);
  const paid = isFeePaid(facts.paidFeeStageName);
  return {
    amountCents: APPLICATION_FEE_CENTS,
    currency: APPLICATION_FEE_CURRENCY,
    applies: feeApplies(facts),
    paid,
    skippable: isFeeSkippable(facts),
    pending: !paid && (await repo.hasPendingFeePayment(db, user.id, productCode)),
    lastPaymentStatus: latest?.status ?? null,
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
  await editionOf(db, productCode);
  const record = await repo.findApplicationRecord(db, user.id, productCode);
  return feeState(db, user, productCode, record);
}

// ---------------------------------------------------------------------------------------------
// Fee checkout

/** A checkout still open at the provider is offered again rather than a second one (no double charge). */
const REUSE_CHECKOUT_MS = 23 * 60 * 60 * 1000;

/**
 * Opens the fee's checkout: the caller's current product, past step 3, the fee asked and not paid
 * (`feeCheckoutProblem`), APPLICATION_FEE_CENTS whatever the client says. The payment is marked
 * paid only by the provider (see onPaymentPaid above).
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
  // One checkout at a time per account: a second Pay pressed meanwhile (another tab, a double
  // tap) waits for the first and is offered the same checkout, never a second charge.
  return deps.db.transaction(async (tx) => {
    const locked = (await repo.lockUser(tx, user.id)) ?? user;
    const record = await repo.findApplicationRecord(tx, user.id, productCode);
    const problem = feeCheckoutProblem(feeFacts(locked, record));
    if (problem)
      throw new AppError(
        409,
        problem,
        problem === 'payment.alreadyPaid' ? 'Fee already paid' : 'No fee asked',
      );
    const latest = await repo.latestFeePayment(tx, user.id, productCode);
    if (
      latest?.status === 'pending' &&
      latest.checkoutUrl &&
      Date.now() - latest.createdAt.getTime() < REUSE_CHECKOUT_MS
    )
      return { paymentId: latest.id, url: latest.checkoutUrl };
    return startCheckout(
      { db: tx, provider: deps.paymentProvider },
      {
        userId: user.id,
        purpose: 'applicationFee',
        reference: productCode,
        amountCents: APPLICATION_FEE_CENTS,
        // The payer reads the course, not its code: "Application fee – Corso Superiore di … 2027A".
        description: `${FEE_DESCRIPTIONS[locale]} – ${edition.courseName} ${edition.editionName}`,
        locale,
        ...feeReturnUrls(deps.config.publicUrl, productCode),
        customerEmail: user.email || undefined,
      },
    );
  });
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
