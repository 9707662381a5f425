import * as shopApi from '@school/domain/shop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/**
 * EcommerceRiepilogo: the lines, the amounts, whether shipping is asked, which return clause
 * applies; of the cart, or of one top-up (`topUp`: its product id).
 */
export const getSummary = (topUp: string | null, signal?: AbortSignal) =>
  call(shopApi.getSummary, { query: { topUp: topUp ?? undefined }, signal });

export const summaryQueryOptions = (topUp: string | null) =>
  queryOptions({
    queryKey: shopKeys.summary(topUp),
    queryFn: ({ signal }) => getSummary(topUp, signal),
    // The amounts to pay are always read fresh.
    staleTime: 0,
  });

export function useSummary(topUp: string | null) {
  return useQuery(summaryQueryOptions(topUp));
}
