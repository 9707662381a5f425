import {
  type ListApplicationsResponse,
  ListApplicationsResponseSchema,
} from '@school/domain/candidate/contracts/list-applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/candidate/applications`: the application history (Storico), newest first. */
export async function listApplications(signal?: AbortSignal): Promise<ListApplicationsResponse> {
  return ListApplicationsResponseSchema.parse(
    await api.get<unknown>('/api/candidate/applications', { signal }),
  );
}

export const applicationsQueryOptions = queryOptions({
  queryKey: ['candidate', 'applications'],
  queryFn: ({ signal }) => listApplications(signal),
});

export function useApplications() {
  return useQuery(applicationsQueryOptions);
}
