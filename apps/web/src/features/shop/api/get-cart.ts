import { type Cart, CartSchema } from '@school/domain/shop/contracts/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** `GET /api/shop/cart` (recuperaCarrello): the person's cart, kept on the server for a day. */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  return CartSchema.parse(await api.get<unknown>('/api/shop/cart', { signal }));
}

export const cartQueryOptions = queryOptions({
  queryKey: shopKeys.cart,
  queryFn: ({ signal }) => getCart(signal),
});

export function useCart() {
  return useQuery(cartQueryOptions);
}
