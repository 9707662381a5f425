import * as internshipApi from '@school/domain/internship/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { internshipKeys } from './internship-keys';

/**
 * The test pages' made-up stage (every section, the three default forms read-only), open to anyone
 * where the test pages are on.
 */
export const getInternshipSample = (signal?: AbortSignal) => call(internshipApi.getSample, { signal });

export const internshipSampleQueryOptions = queryOptions({
  queryKey: internshipKeys.sample,
  queryFn: ({ signal }) => getInternshipSample(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useInternshipSample({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...internshipSampleQueryOptions, enabled });
}
