import {
  type GetHousingResponse,
  GetHousingResponseSchema,
} from '@school/domain/housing/contracts/get-housing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

export const HOUSING_QUERY_KEY = ['housing'] as const;

/** `GET /api/housing`: the stay of the active housing contract (404 `housing.notAssigned` before it is assigned). */
export async function getHousing(signal?: AbortSignal): Promise<GetHousingResponse> {
  return GetHousingResponseSchema.parse(await api.get<unknown>('/api/housing', { signal }));
}

export const housingQueryOptions = queryOptions({
  queryKey: HOUSING_QUERY_KEY,
  queryFn: ({ signal }) => getHousing(signal),
  // "Not assigned yet" is an answer, not a failure to retry.
  retry: (count, error) => !isApiError(error, 'housing.notAssigned') && count < 2,
});

export function useHousing() {
  return useQuery(housingQueryOptions);
}
