import {
  type StaffApplicationFormResponse,
  StaffApplicationFormResponseSchema,
} from '@school/domain/staff/contracts/application-form';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { applicationKeys } from '../../api/application-keys';

/** `GET /api/staff/applications/:id/form`: the answers of steps 1-6 and the form's files. */
export async function getStaffApplicationForm(
  id: string,
  signal?: AbortSignal,
): Promise<StaffApplicationFormResponse> {
  return StaffApplicationFormResponseSchema.parse(
    await api.get<unknown>(`/api/staff/applications/${id}/form`, { signal }),
  );
}

export function useStaffApplicationForm(id: string) {
  return useQuery({
    queryKey: applicationKeys.staff.form(id),
    queryFn: ({ signal }) => getStaffApplicationForm(id, signal),
  });
}
