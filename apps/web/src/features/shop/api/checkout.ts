import * as shopApi from '@school/domain/shop/contracts/endpoints';
import type { CheckoutInput } from '@school/domain/shop/contracts/shop';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * "Proceed to payment": what is bought is the server's (the cart, or the top-up named), and so is
 * every amount: the body carries none. Answers the payment page.
 */
export async function checkout(body: CheckoutInput): Promise<string> {
  return (await call(shopApi.checkout, { body })).url;
}

export function useCheckout() {
  return useMutation({ mutationFn: checkout });
}
