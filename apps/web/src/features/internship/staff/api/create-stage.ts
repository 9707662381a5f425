import * as staffInternshipApi from '@school/domain/internship/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffInternship } from '../../api/internship-keys';

/** Creates the stage of an enrolment, at status 0. */
export const createStage = (enrolmentId: string) =>
  call(staffInternshipApi.createStage, { body: { enrolmentId } });

export function useCreateStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStage,
    onSettled: () => refreshStaffInternship(queryClient),
  });
}
