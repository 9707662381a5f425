import * as staffInternshipApi from '@school/domain/internship/contracts/staff-endpoints';
import type { ChangeStageStatusBody } from '@school/domain/internship/contracts/staff-internship';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffInternship } from '../../api/internship-keys';

/** Sets the stage's status, from the status read. */
export const changeStageStatus = (id: string, body: ChangeStageStatusBody) =>
  call(staffInternshipApi.changeStatus, { params: { id }, body });

export function useChangeStageStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeStageStatusBody) => changeStageStatus(id, body),
    onSettled: () => refreshStaffInternship(queryClient),
  });
}
