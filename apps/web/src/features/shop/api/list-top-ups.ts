import { type TopUpsResponse, TopUpsResponseSchema } from '@school/domain/shop/contracts/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** `GET /api/shop/top-ups`: the badge top-ups at the person's price, cheapest first. */
export async function listTopUps(signal?: AbortSignal): Promise<TopUpsResponse> {
  return TopUpsResponseSchema.parse(await api.get<unknown>('/api/shop/top-ups', { signal }));
}

export const topUpsQueryOptions = queryOptions({
  queryKey: shopKeys.topUps,
  queryFn: ({ signal }) => listTopUps(signal),
});

export function useTopUps() {
  return useQuery(topUpsQueryOptions);
}
