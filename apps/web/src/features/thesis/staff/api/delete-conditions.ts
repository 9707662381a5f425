import {
  type StaffEditionThesis,
  StaffEditionThesisSchema,
} from '@school/domain/thesis/contracts/staff-thesis';
import type { ExamSlug } from '@school/domain/thesis/contracts/thesis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { examUrl, refreshStaffThesis } from './thesis-staff-urls';

/** `DELETE /api/staff/thesis/editions/:edition/exams/:exam/conditions?version=` */
export async function deleteConditions(
  edition: string,
  exam: ExamSlug,
  version: string,
): Promise<StaffEditionThesis> {
  return StaffEditionThesisSchema.parse(
    await api.delete<unknown>(
      `${examUrl(edition, exam)}/conditions?${new URLSearchParams({ version }).toString()}`,
    ),
  );
}

export function useDeleteConditions(edition: string, exam: ExamSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => deleteConditions(edition, exam, version),
    onSettled: () => refreshStaffThesis(queryClient),
  });
}
