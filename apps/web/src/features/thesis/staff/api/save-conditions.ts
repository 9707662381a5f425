import {
  type ConditionsBody,
  type StaffEditionThesis,
  StaffEditionThesisSchema,
} from '@school/domain/thesis/contracts/staff-thesis';
import type { ExamSlug } from '@school/domain/thesis/contracts/thesis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { examUrl, refreshStaffThesis } from './thesis-staff-urls';

/** `PUT /api/staff/thesis/editions/:edition/exams/:exam/conditions` (version null creates them). */
export async function saveConditions(
  edition: string,
  exam: ExamSlug,
  body: ConditionsBody,
): Promise<StaffEditionThesis> {
  return StaffEditionThesisSchema.parse(await api.put<unknown>(`${examUrl(edition, exam)}/conditions`, body));
}

export function useSaveConditions(edition: string, exam: ExamSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConditionsBody) => saveConditions(edition, exam, body),
    onSettled: () => refreshStaffThesis(queryClient),
  });
}
