import * as shopApi from '@school/domain/shop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** The badge top-ups at the person's price, cheapest first. */
export const listTopUps = (signal?: AbortSignal) => call(shopApi.listTopUps, { signal });

export const topUpsQueryOptions = queryOptions({
  queryKey: shopKeys.topUps,
  queryFn: ({ signal }) => listTopUps(signal),
});

export function useTopUps() {
  return useQuery(topUpsQueryOptions);
}
