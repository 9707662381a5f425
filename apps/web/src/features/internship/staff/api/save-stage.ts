import * as staffInternshipApi from '@school/domain/internship/contracts/staff-endpoints';
import type { UpdateStageInput } from '@school/domain/internship/contracts/staff-internship';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffInternship } from '../../api/internship-keys';

/** Saves the destination on the version read. */
export const saveStage = (id: string, body: UpdateStageInput) =>
  call(staffInternshipApi.changeStage, { params: { id }, body });

export function useSaveStage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStageInput) => saveStage(id, body),
    onSettled: () => refreshStaffInternship(queryClient),
  });
}
