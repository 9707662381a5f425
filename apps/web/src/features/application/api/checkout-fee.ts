import type { CheckoutFeeResponse } from '@school/domain/application/contracts/checkout-fee';
import * as applicationApi from '@school/domain/application/contracts/endpoints';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * Opens the payment of the fee at the payment provider (the amount is the server's) and answers
 * the address of its checkout page. Without a product code, the test fee page's checkout
 * (`/stepPagamentoTEST`), recorded nowhere.
 */
export async function checkoutFee(input: {
  productCode: string | null;
  locale: ApplicationLocale;
}): Promise<CheckoutFeeResponse> {
  const body = { locale: input.locale };
  return input.productCode === null
    ? call(applicationApi.checkoutTestFee, { body })
    : call(applicationApi.checkoutFee, { params: { productCode: input.productCode }, body });
}

export function useCheckoutFee() {
  return useMutation({ mutationFn: checkoutFee });
}
