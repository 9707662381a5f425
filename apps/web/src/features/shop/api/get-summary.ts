import { type Summary, SummarySchema } from '@school/domain/shop/contracts/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/**
 * `GET /api/shop/summary?topUp=` (EcommerceRiepilogo): the lines, the amounts, whether shipping is
 * asked, which return clause applies; of the cart, or of one top-up (`topUp`: its product id).
 */
export async function getSummary(topUp: string | null, signal?: AbortSignal): Promise<Summary> {
  const query = topUp === null ? '' : `?topUp=${encodeURIComponent(topUp)}`;
  return SummarySchema.parse(await api.get<unknown>(`/api/shop/summary${query}`, { signal }));
}

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
