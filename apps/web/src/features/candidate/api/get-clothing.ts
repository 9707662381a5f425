import * as candidateApi from '@school/domain/candidate/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const CLOTHING_QUERY_KEY = ['candidate', 'clothing'] as const;

/** Sizes offered per item, sizes chosen, whether they can change. */
export const getClothing = (signal?: AbortSignal) => call(candidateApi.getClothing, { signal });

export const clothingQueryOptions = queryOptions({
  queryKey: CLOTHING_QUERY_KEY,
  queryFn: ({ signal }) => getClothing(signal),
});

export function useClothing() {
  return useQuery(clothingQueryOptions);
}
