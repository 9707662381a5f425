import * as staffApi from '@school/domain/staff/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { applicationKeys } from '../../api/application-keys';

/** The answers of steps 1-6 and the form's files. */
export const getStaffApplicationForm = (id: string, signal?: AbortSignal) =>
  call(staffApi.getForm, { params: { id }, signal });

export function useStaffApplicationForm(id: string) {
  return useQuery({
    queryKey: applicationKeys.staff.form(id),
    queryFn: ({ signal }) => getStaffApplicationForm(id, signal),
  });
}
