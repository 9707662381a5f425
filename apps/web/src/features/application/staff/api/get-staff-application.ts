import * as staffApi from '@school/domain/staff/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { applicationKeys } from '../../api/application-keys';

/** The application with its person, documents, instalments, visa. */
export const getStaffApplication = (id: string, signal?: AbortSignal) =>
  call(staffApi.getApplication, { params: { id }, signal });

export function useStaffApplication(id: string) {
  return useQuery({
    queryKey: applicationKeys.staff.application(id),
    queryFn: ({ signal }) => getStaffApplication(id, signal),
  });
}
