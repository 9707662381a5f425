import { type StaffStage, StaffStageSchema } from '@school/domain/internship/contracts/staff-internship';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshStaffInternship, stageUrl } from './internship-staff-urls';

/** `POST …/stages/:id/evaluation-link`: mail the tutor the evaluation link. */
export async function sendEvaluationLink(id: string): Promise<StaffStage> {
  return StaffStageSchema.parse(await api.post<unknown>(`${stageUrl(id)}/evaluation-link`));
}

export function useSendEvaluationLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendEvaluationLink(id),
    onSettled: () => refreshStaffInternship(queryClient),
  });
}
