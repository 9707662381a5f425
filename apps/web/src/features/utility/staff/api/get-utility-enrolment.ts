import * as staffUtilityApi from '@school/domain/utility/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { utilityKeys } from '../../api/utility-keys';

/** A course enrolment's lockers and books with their versions. */
export const getUtilityEnrolment = (id: string, signal?: AbortSignal) =>
  call(staffUtilityApi.getEnrolment, { params: { id }, signal });

export function useUtilityEnrolment(id: string) {
  return useQuery({
    queryKey: utilityKeys.staff.enrolment(id),
    queryFn: ({ signal }) => getUtilityEnrolment(id, signal),
  });
}
