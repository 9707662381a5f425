import type { ShopListQuery } from '@school/domain/shop/catalogue';
import { type ShopListResponse, ShopListResponseSchema } from '@school/domain/shop/contracts/shop';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/**
 * `GET /api/shop/products?search=&family=&page=` (getProdsEcommerce): one page of 6 products whose
 * name contains the search text (the server compares, ignoring case), of the family chosen, and
 * the families of the filter.
 */
export async function listProducts(query: ShopListQuery, signal?: AbortSignal): Promise<ShopListResponse> {
  const params = new URLSearchParams();
  if (query.search !== '') params.set('search', query.search);
  if (query.family !== null) params.set('family', query.family);
  params.set('page', String(query.page));
  return ShopListResponseSchema.parse(await api.get<unknown>(`/api/shop/products?${params}`, { signal }));
}

export const productsQueryOptions = (query: ShopListQuery) =>
  queryOptions({
    queryKey: shopKeys.list(query),
    queryFn: ({ signal }) => listProducts(query, signal),
    // The page being left stays on screen until the next one arrives (no jump while paging).
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ShopListQuery) {
  return useQuery(productsQueryOptions(query));
}
