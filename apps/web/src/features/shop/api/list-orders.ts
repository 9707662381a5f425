import { type OrdersResponse, OrdersResponseSchema } from '@school/domain/shop/contracts/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** `GET /api/shop/orders` (getOrdersEcommerce): the person's orders with their lines. */
export async function listOrders(signal?: AbortSignal): Promise<OrdersResponse> {
  return OrdersResponseSchema.parse(await api.get<unknown>('/api/shop/orders', { signal }));
}

export const ordersQueryOptions = queryOptions({
  queryKey: shopKeys.orders,
  queryFn: ({ signal }) => listOrders(signal),
});

export function useOrders() {
  return useQuery(ordersQueryOptions);
}
