import { type CheckoutInput, CheckoutResponseSchema } from '@school/domain/shop/contracts/shop';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/shop/checkout` ("proceed to payment"): what is bought is the server's (the cart, or
 * the top-up named), and so is every amount: the body carries none. Answers the payment page.
 */
export async function checkout(body: CheckoutInput): Promise<string> {
  return CheckoutResponseSchema.parse(await api.post<unknown>('/api/shop/checkout', body)).url;
}

export function useCheckout() {
  return useMutation({ mutationFn: checkout });
}
