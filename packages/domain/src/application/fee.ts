import { APPLICATION_FEE_CENTS, APPLICATION_FEE_CURRENCY, STEP } from './steps.ts';

/**
 * The fee step (specification 001: section 2 "Fee page", section 4, section 9):
 * "Application fee: 100.00 EUR (tot 100), non-refundable, to cover transaction costs, required to
 * complete the application if requested."
 */
export const FEE_STEP = STEP.fee;
export const APPLICATION_FEE = {
  amountCents: APPLICATION_FEE_CENTS,
  currency: APPLICATION_FEE_CURRENCY,
} as const;

/** The StageName of the paid-fee opportunity (getPaidFeeOpptyByCourse) once the fee is paid. */
export const PAID_FEE_STAGE_NAME = 'Closed Won';

/** "the paid-fee opportunity for the course has StageName Closed Won" (compared ignoring case and spaces). */
export function isFeePaid(stageName: string | null | undefined): boolean {
  return (stageName ?? '').trim().replace(/\s+/g, ' ').toLowerCase() === PAID_FEE_STAGE_NAME.toLowerCase();
}

export interface FeeFacts {
  /**
   * showFee__c: "The profile's showFee__c flag controls whether the fee applies." Reading R-showfee:
   * an unknown flag (null, undefined) means the fee applies, as the fee is "required to complete the
   * application if requested" and the server, not the browser, decides about money.
   */
  showFee: boolean | null | undefined;
  /** The StageName returned by getPaidFeeOpptyByCourse for this course, or null when there is none. */
  paidFeeStageName: string | null | undefined;
}

/** Whether the fee is asked at all (showFee__c). */
export function feeApplies({ showFee }: Pick<FeeFacts, 'showFee'>): boolean {
  return showFee !== false;
}

/**
 * "The fee is skippable when showFee__c is false or the paid-fee opportunity for the course has
 * StageName Closed Won". A skippable fee is also a settled fee: steps 5 and later need it
 * (steps.ts `stepSaveProblem`).
 */
export function isFeeSkippable(facts: FeeFacts): boolean {
  return !feeApplies(facts) || isFeePaid(facts.paidFeeStageName);
}

export type FeeAlert = 'paymentFailed' | 'paymentPending' | null;

/**
 * The state of the fee step for the screen.
 *
 * "Fee payment: a payment-failed flag is stored locally as true before leaving for the card payment
 * provider checkout and shown as the errorePagamento alert on return; cleared when the fee is
 * skipped." So the flag means "a checkout was started": when the payer comes back and the fee is
 * still not paid, the errorePagamento alert shows ("Payment failed or was cancelled. Please try
 * again."); once the fee is skippable the flag is cleared and nothing shows.
 *
 * Reading R-pending: the payment is confirmed by the provider (webhook or server-side check), never
 * by the return URL, so the confirmation can arrive a moment after the payer. While the server
 * reports the checkout as still open (`checkoutPending`), the screen says "processing" instead of
 * "failed". The pay button stays offered meanwhile: a payer back without paying (the browser's
 * back button) pays on the same open checkout (the server offers it again, never a second charge),
 * and once that checkout is cancelled or expired a new one opens.
 */
export function feeStepState(facts: FeeFacts & { paymentStartedFlag: boolean; checkoutPending?: boolean }): {
  applies: boolean;
  skippable: boolean;
  clearPaymentStartedFlag: boolean;
  alert: FeeAlert;
  /** The pay button is offered while the fee applies and is not paid, a checkout pending or not. */
  canPay: boolean;
} {
  const applies = feeApplies(facts);
  const skippable = isFeeSkippable(facts);
  const pending = !skippable && facts.paymentStartedFlag && (facts.checkoutPending ?? false);
  const alert: FeeAlert =
    skippable || !facts.paymentStartedFlag ? null : pending ? 'paymentPending' : 'paymentFailed';
  return { applies, skippable, clearPaymentStartedFlag: skippable, alert, canPay: !skippable };
}

/**
 * The server's check before it opens a checkout for the fee: never charge a fee that is not asked
 * or already paid.
 */
export function feeCheckoutProblem(facts: FeeFacts): 'payment.notRequired' | 'payment.alreadyPaid' | null {
  if (!feeApplies(facts)) return 'payment.notRequired';
  if (isFeePaid(facts.paidFeeStageName)) return 'payment.alreadyPaid';
  return null;
}

/**
 * The catalogue keys of the fee step, in the web app's `application` namespace (the texts follow
 * the specification: "Shows the application fee and a pay button that shows a spinner and
 * "Processing..." while paying"; the errorePagamento alert; the failure text lives in the errors
 * namespace as `payment.failed`).
 */
export const FEE_TEXT_NAMESPACE = 'application';
export const FEE_TEXT_KEYS = {
  title: 'step4.title',
  amount: 'step4.amount',
  /** "non-refundable, to cover transaction costs, required to complete the application if requested" */
  description: 'step4.description',
  pay: 'step4.pay',
  /** "Processing..." */
  processing: 'step4.processing',
  /** The errorePagamento alert. */
  paymentFailedAlert: 'step4.errorePagamento',
  paymentPending: 'step4.paymentPending',
} as const;
/** "Payment failed or was cancelled. Please try again." (also Chinese text), in the errors namespace. */
export const PAYMENT_FAILED_ERROR = 'payment.failed';
