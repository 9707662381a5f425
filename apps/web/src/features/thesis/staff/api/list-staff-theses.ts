import * as staffThesisApi from '@school/domain/thesis/contracts/staff-endpoints';
import type { ExamSlug } from '@school/domain/thesis/contracts/thesis';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { thesisKeys } from '../../api/thesis-keys';

/** The exam's theses of the edition: student, dishes, total from today's costs, over budget. */
export const listStaffTheses = (edition: string, exam: ExamSlug, signal?: AbortSignal) =>
  call(staffThesisApi.listTheses, { params: { edition, exam }, signal });

export function useStaffTheses(edition: string | null, exam: ExamSlug) {
  return useQuery({
    queryKey: thesisKeys.staff.theses(edition, exam),
    queryFn: ({ signal }) => listStaffTheses(edition ?? '', exam, signal),
    enabled: edition !== null,
  });
}
