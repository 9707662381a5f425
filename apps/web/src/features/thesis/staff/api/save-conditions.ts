import * as staffThesisApi from '@school/domain/thesis/contracts/staff-endpoints';
import type { ConditionsBody } from '@school/domain/thesis/contracts/staff-thesis';
import type { ExamSlug } from '@school/domain/thesis/contracts/thesis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffThesis } from '../../api/thesis-keys';

/** Saves the conditions of the edition for an exam (version null creates them). */
export const saveConditions = (edition: string, exam: ExamSlug, body: ConditionsBody) =>
  call(staffThesisApi.saveConditions, { params: { edition, exam }, body });

export function useSaveConditions(edition: string, exam: ExamSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConditionsBody) => saveConditions(edition, exam, body),
    onSettled: () => refreshStaffThesis(queryClient),
  });
}
