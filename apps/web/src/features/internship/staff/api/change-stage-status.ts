import {
  type ChangeStageStatusBody,
  type StaffStage,
  StaffStageSchema,
} from '@school/domain/internship/contracts/staff-internship';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshStaffInternship, stageUrl } from './internship-staff-urls';

/** `PUT …/stages/:id/status`: from the status read. */
export async function changeStageStatus(id: string, body: ChangeStageStatusBody): Promise<StaffStage> {
  return StaffStageSchema.parse(await api.put<unknown>(`${stageUrl(id)}/status`, body));
}

export function useChangeStageStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeStageStatusBody) => changeStageStatus(id, body),
    onSettled: () => refreshStaffInternship(queryClient),
  });
}
