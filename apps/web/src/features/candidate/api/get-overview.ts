import * as candidateApi from '@school/domain/candidate/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const OVERVIEW_QUERY_KEY = ['candidate', 'overview'] as const;

/** The current application, its status bar and the tabs to show. */
export const getOverview = (signal?: AbortSignal) => call(candidateApi.getOverview, { signal });

export const overviewQueryOptions = queryOptions({
  queryKey: OVERVIEW_QUERY_KEY,
  queryFn: ({ signal }) => getOverview(signal),
});

export function useOverview() {
  return useQuery(overviewQueryOptions);
}
