import {
  type StaffStage,
  StaffStageSchema,
  type UpdateStageInput,
} from '@school/domain/internship/contracts/staff-internship';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshStaffInternship, stageUrl } from './internship-staff-urls';

/** `PUT …/stages/:id`: the destination on the version read. */
export async function saveStage(id: string, body: UpdateStageInput): Promise<StaffStage> {
  return StaffStageSchema.parse(await api.put<unknown>(stageUrl(id), body));
}

export function useSaveStage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStageInput) => saveStage(id, body),
    onSettled: () => refreshStaffInternship(queryClient),
  });
}
