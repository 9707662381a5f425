import {
  type GetOverviewResponse,
  GetOverviewResponseSchema,
} from '@school/domain/candidate/contracts/get-overview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const OVERVIEW_QUERY_KEY = ['candidate', 'overview'] as const;

/** `GET /api/candidate/overview`: the current application, its status bar and the tabs to show. */
export async function getOverview(signal?: AbortSignal): Promise<GetOverviewResponse> {
  return GetOverviewResponseSchema.parse(await api.get<unknown>('/api/candidate/overview', { signal }));
}

export const overviewQueryOptions = queryOptions({
  queryKey: OVERVIEW_QUERY_KEY,
  queryFn: ({ signal }) => getOverview(signal),
});

export function useOverview() {
  return useQuery(overviewQueryOptions);
}
