import { type StaffStage, StaffStageSchema } from '@school/domain/internship/contracts/staff-internship';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshStaffInternship, STAFF_INTERNSHIP_API } from './internship-staff-urls';

/** `POST /api/staff/internship/stages`: the stage of an enrolment, at status 0. */
export async function createStage(enrolmentId: string): Promise<StaffStage> {
  return StaffStageSchema.parse(await api.post<unknown>(`${STAFF_INTERNSHIP_API}/stages`, { enrolmentId }));
}

export function useCreateStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStage,
    onSettled: () => refreshStaffInternship(queryClient),
  });
}
