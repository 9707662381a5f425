import * as staffInternshipApi from '@school/domain/internship/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { internshipKeys } from '../../api/internship-keys';

/** A stage: student, destination, documents, the three forms' answers, dossier, tutor's evaluation. */
export const getStaffStage = (id: string, signal?: AbortSignal) =>
  call(staffInternshipApi.getStage, { params: { id }, signal });

export function useStaffStage(id: string) {
  return useQuery({
    queryKey: internshipKeys.staff.stage(id),
    queryFn: ({ signal }) => getStaffStage(id, signal),
  });
}
