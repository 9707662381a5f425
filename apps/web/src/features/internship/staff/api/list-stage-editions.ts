import * as staffInternshipApi from '@school/domain/internship/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { internshipKeys } from '../../api/internship-keys';

/** The course editions with course enrolments, with how many have a stage. */
export const listStageEditions = (signal?: AbortSignal) => call(staffInternshipApi.listEditions, { signal });

export function useStageEditions() {
  return useQuery({
    queryKey: internshipKeys.staff.editions,
    queryFn: ({ signal }) => listStageEditions(signal),
  });
}
