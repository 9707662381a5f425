import { type Cart, CartSchema } from '@school/domain/shop/contracts/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** `PATCH /api/shop/cart/lines/:id` with `{ quantity }`: the cart's -/+ buttons. */
export async function updateCartLine(lineId: string, quantity: number): Promise<Cart> {
  return CartSchema.parse(
    await api.patch<unknown>(`/api/shop/cart/lines/${encodeURIComponent(lineId)}`, { quantity }),
  );
}

export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, quantity }: { lineId: string; quantity: number }) =>
      updateCartLine(lineId, quantity),
    // The answer is the cart as it now is: the badge, the lines and the sheet's bounds follow it.
    onSuccess: (cart) => queryClient.setQueryData(shopKeys.cart, cart),
    // A refusal may mean the cart changed elsewhere (another tab, the day passed): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: shopKeys.cart }),
  });
}
