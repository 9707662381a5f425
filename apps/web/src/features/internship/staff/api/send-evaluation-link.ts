import * as staffInternshipApi from '@school/domain/internship/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffInternship } from '../../api/internship-keys';

/** Mails the tutor the evaluation link. */
export const sendEvaluationLink = (id: string) =>
  call(staffInternshipApi.sendEvaluationLink, { params: { id } });

export function useSendEvaluationLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendEvaluationLink(id),
    onSettled: () => refreshStaffInternship(queryClient),
  });
}
