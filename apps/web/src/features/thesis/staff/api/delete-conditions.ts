import * as staffThesisApi from '@school/domain/thesis/contracts/staff-endpoints';
import type { ExamSlug } from '@school/domain/thesis/contracts/thesis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffThesis } from '../../api/thesis-keys';

/** Deletes the conditions of the edition for an exam (on the version read). */
export const deleteConditions = (edition: string, exam: ExamSlug, version: string) =>
  call(staffThesisApi.deleteConditions, { params: { edition, exam }, query: { version } });

export function useDeleteConditions(edition: string, exam: ExamSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => deleteConditions(edition, exam, version),
    onSettled: () => refreshStaffThesis(queryClient),
  });
}
