import {
  type GetClothingResponse,
  GetClothingResponseSchema,
} from '@school/domain/candidate/contracts/update-clothing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const CLOTHING_QUERY_KEY = ['candidate', 'clothing'] as const;

/** `GET /api/candidate/clothing`: sizes offered per item, sizes chosen, whether they can change. */
export async function getClothing(signal?: AbortSignal): Promise<GetClothingResponse> {
  return GetClothingResponseSchema.parse(await api.get<unknown>('/api/candidate/clothing', { signal }));
}

export const clothingQueryOptions = queryOptions({
  queryKey: CLOTHING_QUERY_KEY,
  queryFn: ({ signal }) => getClothing(signal),
});

export function useClothing() {
  return useQuery(clothingQueryOptions);
}
