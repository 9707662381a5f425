import { type Cart, CartSchema } from '@school/domain/shop/contracts/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** `PUT /api/shop/cart/bag` with `{ productId }`: the bag choice, null for "no bag". */
export async function updateCartBag(productId: string | null): Promise<Cart> {
  return CartSchema.parse(await api.put<unknown>('/api/shop/cart/bag', { productId }));
}

export function useUpdateCartBag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartBag,
    // The answer is the cart as it now is: the badge, the lines and the sheet's bounds follow it.
    onSuccess: (cart) => queryClient.setQueryData(shopKeys.cart, cart),
    // A refusal may mean the cart changed elsewhere (another tab, the day passed): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: shopKeys.cart }),
  });
}
