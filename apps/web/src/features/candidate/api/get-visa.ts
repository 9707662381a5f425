import * as candidateApi from '@school/domain/candidate/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const VISA_QUERY_KEY = ['candidate', 'visa'] as const;

/** The visa record, null when the visa is not enabled. */
export const getVisa = (signal?: AbortSignal) => call(candidateApi.getVisa, { signal });

export const visaQueryOptions = queryOptions({
  queryKey: VISA_QUERY_KEY,
  queryFn: ({ signal }) => getVisa(signal),
});

export function useVisa() {
  return useQuery(visaQueryOptions);
}
