import { type ListDoorsResponse, ListDoorsResponseSchema } from '@school/domain/doors/contracts/list-doors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/doors`: where each door is (for someone who may open doors). */
export const DOORS_QUERY_KEY = ['doors'] as const;

export async function listDoors(signal?: AbortSignal): Promise<ListDoorsResponse> {
  return ListDoorsResponseSchema.parse(await api.get('/api/doors', { signal }));
}

export const doorsQueryOptions = queryOptions({
  queryKey: DOORS_QUERY_KEY,
  queryFn: ({ signal }) => listDoors(signal),
  staleTime: 10 * 60_000,
});

export function useDoors() {
  return useQuery(doorsQueryOptions);
}
