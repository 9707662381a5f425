import { type Cart, CartSchema } from '@school/domain/shop/contracts/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** `DELETE /api/shop/cart/lines/:id` (removeProd): a line leaves the cart (never a bag's). */
export async function deleteCartLine(lineId: string): Promise<Cart> {
  return CartSchema.parse(await api.delete<unknown>(`/api/shop/cart/lines/${encodeURIComponent(lineId)}`));
}

export function useDeleteCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartLine,
    // The answer is the cart as it now is: the badge, the lines and the sheet's bounds follow it.
    onSuccess: (cart) => queryClient.setQueryData(shopKeys.cart, cart),
    // A refusal may mean the cart changed elsewhere (another tab, the day passed): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: shopKeys.cart }),
  });
}
