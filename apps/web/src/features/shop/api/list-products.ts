import type { ShopListQuery } from '@school/domain/shop/catalogue';
import * as shopApi from '@school/domain/shop/contracts/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/**
 * getProdsEcommerce: one page of 6 products whose name contains the search text (the server
 * compares, ignoring case), of the family chosen, and the families of the filter.
 */
export const listProducts = (query: ShopListQuery, signal?: AbortSignal) =>
  call(shopApi.listProducts, {
    query: {
      search: query.search === '' ? undefined : query.search,
      family: query.family ?? undefined,
      page: query.page,
    },
    signal,
  });

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
