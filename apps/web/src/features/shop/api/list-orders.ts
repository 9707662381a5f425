import * as shopApi from '@school/domain/shop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** getOrdersEcommerce: the person's orders with their lines. */
export const listOrders = (signal?: AbortSignal) => call(shopApi.listOrders, { signal });

export const ordersQueryOptions = queryOptions({
  queryKey: shopKeys.orders,
  queryFn: ({ signal }) => listOrders(signal),
});

export function useOrders() {
  return useQuery(ordersQueryOptions);
}
