import {
  type InternshipResponse,
  InternshipResponseSchema,
} from '@school/domain/internship/contracts/internship';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { internshipKeys } from './internship-keys';

/**
 * `GET /api/internship/sample`: the test pages' made-up stage (every section, the three default
 * forms read-only), open to anyone where the test pages are on.
 */
export async function getInternshipSample(signal?: AbortSignal): Promise<InternshipResponse> {
  return InternshipResponseSchema.parse(await api.get<unknown>('/api/internship/sample', { signal }));
}

export const internshipSampleQueryOptions = queryOptions({
  queryKey: internshipKeys.sample,
  queryFn: ({ signal }) => getInternshipSample(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useInternshipSample({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...internshipSampleQueryOptions, enabled });
}
