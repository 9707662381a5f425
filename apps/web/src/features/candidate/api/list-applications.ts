import * as candidateApi from '@school/domain/candidate/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The application history (Storico), newest first. */
export const listApplications = (signal?: AbortSignal) => call(candidateApi.listApplications, { signal });

export const applicationsQueryOptions = queryOptions({
  queryKey: ['candidate', 'applications'],
  queryFn: ({ signal }) => listApplications(signal),
});

export function useApplications() {
  return useQuery(applicationsQueryOptions);
}
