import {
  type InternshipResponse,
  InternshipResponseSchema,
} from '@school/domain/internship/contracts/internship';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { internshipKeys } from './internship-keys';

/**
 * `GET /api/internship` (getStagesWithDocuments, getStage): the stage of the course enrolment,
 * its sections by status and the open one, documents, destination, the three forms with their
 * saved answers and drafts, the dossier and its lock.
 */
export async function getInternship(signal?: AbortSignal): Promise<InternshipResponse> {
  return InternshipResponseSchema.parse(await api.get<unknown>('/api/internship', { signal }));
}

export const internshipQueryOptions = queryOptions({
  queryKey: internshipKeys.area,
  queryFn: ({ signal }) => getInternship(signal),
});

export function useInternship({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...internshipQueryOptions, enabled });
}
