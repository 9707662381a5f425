import {
  type CheckoutFeeResponse,
  CheckoutFeeResponseSchema,
} from '@school/domain/application/contracts/checkout-fee';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/application/:productCode/fee/checkout`: opens the payment of the fee at the payment
 * provider (the amount is the server's) and answers the address of its checkout page. Without a
 * product code, the test fee page's checkout (`/stepPagamentoTEST`), recorded nowhere.
 */
export async function checkoutFee(input: {
  productCode: string | null;
  locale: ApplicationLocale;
}): Promise<CheckoutFeeResponse> {
  const path =
    input.productCode === null
      ? '/api/application/test-fee/checkout'
      : `/api/application/${encodeURIComponent(input.productCode)}/fee/checkout`;
  return CheckoutFeeResponseSchema.parse(await api.post<unknown>(path, { locale: input.locale }));
}

export function useCheckoutFee() {
  return useMutation({ mutationFn: checkoutFee });
}
