import * as housingApi from '@school/domain/housing/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, isApiError } from '../../../lib/api-client';

export const HOUSING_QUERY_KEY = ['housing'] as const;

/** The stay of the active housing contract (404 `housing.notAssigned` before it is assigned). */
export const getHousing = (signal?: AbortSignal) => call(housingApi.getHousing, { signal });

export const housingQueryOptions = queryOptions({
  queryKey: HOUSING_QUERY_KEY,
  queryFn: ({ signal }) => getHousing(signal),
  // "Not assigned yet" is an answer, not a failure to retry.
  retry: (count, error) => !isApiError(error, 'housing.notAssigned') && count < 2,
});

export function useHousing() {
  return useQuery(housingQueryOptions);
}
