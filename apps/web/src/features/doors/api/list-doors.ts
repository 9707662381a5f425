import * as doorsApi from '@school/domain/doors/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Where each door is (for someone who may open doors). */
export const DOORS_QUERY_KEY = ['doors'] as const;

export const listDoors = (signal?: AbortSignal) => call(doorsApi.listDoors, { signal });

export const doorsQueryOptions = queryOptions({
  queryKey: DOORS_QUERY_KEY,
  queryFn: ({ signal }) => listDoors(signal),
  staleTime: 10 * 60_000,
});

export function useDoors() {
  return useQuery(doorsQueryOptions);
}
