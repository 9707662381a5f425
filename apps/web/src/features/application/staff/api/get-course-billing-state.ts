import * as staffApi from '@school/domain/staff/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { applicationKeys } from '../../api/application-keys';

/** Whether the person's course billing form is open. */
export const getCourseBillingState = (userId: string, signal?: AbortSignal) =>
  call(staffApi.getBillingEditing, { params: { userId, kind: 'course' }, signal });

export function useCourseBillingState(userId: string) {
  return useQuery({
    queryKey: applicationKeys.staff.courseBilling(userId),
    queryFn: ({ signal }) => getCourseBillingState(userId, signal),
  });
}
