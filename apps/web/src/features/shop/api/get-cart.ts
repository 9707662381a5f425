import * as shopApi from '@school/domain/shop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** recuperaCarrello: the person's cart, kept on the server for a day. */
export const getCart = (signal?: AbortSignal) => call(shopApi.getCart, { signal });

export const cartQueryOptions = queryOptions({
  queryKey: shopKeys.cart,
  queryFn: ({ signal }) => getCart(signal),
});

export function useCart() {
  return useQuery(cartQueryOptions);
}
