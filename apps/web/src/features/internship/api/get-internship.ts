import * as internshipApi from '@school/domain/internship/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { internshipKeys } from './internship-keys';

/**
 * The stage of the course enrolment (getStagesWithDocuments, getStage): its sections by status
 * and the open one, documents, destination, the three forms with their saved answers and drafts,
 * the dossier and its lock.
 */
export const getInternship = (signal?: AbortSignal) => call(internshipApi.getInternship, { signal });

export const internshipQueryOptions = queryOptions({
  queryKey: internshipKeys.area,
  queryFn: ({ signal }) => getInternship(signal),
});

export function useInternship({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...internshipQueryOptions, enabled });
}
