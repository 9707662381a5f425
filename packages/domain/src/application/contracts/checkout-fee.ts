import { z } from 'zod';
import type { ApplicationLocale } from '../../shared/locale.ts';
import { ApplicationLocaleSchema } from './get-state.ts';

/**
 * POST /api/application/:productCode/fee/checkout — opens the payment of the application fee at
 * the payment provider. The amount is APPLICATION_FEE_CENTS, never the client's; the payer comes
 * back to step 5 on success (the fee counts only once the provider confirms it) and to step 4 with
 * the errorePagamento alert otherwise. GET /api/application/:productCode/fee tells the fee state
 * (FeeStateSchema).
 */
export const CheckoutFeeBodySchema = z.strictObject({ locale: ApplicationLocaleSchema.default('it') });
export type CheckoutFeeBody = z.input<typeof CheckoutFeeBodySchema>;
export const CheckoutFeeResponseSchema = z.object({ paymentId: z.string(), url: z.string() });
export type CheckoutFeeResponse = z.infer<typeof CheckoutFeeResponseSchema>;

/** What the payer reads on the provider's page ("feeCandidatura: tot 100, locale, description"). */
export const FEE_DESCRIPTIONS = {
  it: 'Quota di iscrizione alla candidatura',
  en: 'Application fee',
  zh: '申请费',
} as const satisfies Record<ApplicationLocale, string>;

/** The test fee page of the route table: "/stepPagamentoTEST (test fee payment page)". */
export const TEST_FEE_PAGE_PATH = '/stepPagamentoTEST';

/**
 * Where the payer returns: "/candidatura/{product}/5?payment=success" after paying (the entry check
 * shows 5 once the fee is confirmed, 4 while the confirmation is pending) and
 * "/candidatura/{product}/4?errorePagamento=1" after a failure or a cancellation.
 */
export function feeReturnUrls(
  publicUrl: string,
  productCode: string,
): { successUrl: string; cancelUrl: string } {
  const base = `${publicUrl.replace(/\/$/, '')}/candidatura/${encodeURIComponent(productCode)}`;
  return { successUrl: `${base}/5?payment=success`, cancelUrl: `${base}/4?errorePagamento=1` };
}

/** The return addresses of the test fee page. */
export function testFeeReturnUrls(publicUrl: string): { successUrl: string; cancelUrl: string } {
  const base = `${publicUrl.replace(/\/$/, '')}${TEST_FEE_PAGE_PATH}`;
  return { successUrl: `${base}?payment=success`, cancelUrl: `${base}?errorePagamento=1` };
}
