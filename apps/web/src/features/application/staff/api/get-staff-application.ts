import {
  type GetStaffApplicationResponse,
  GetStaffApplicationResponseSchema,
} from '@school/domain/staff/contracts/get-application';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { applicationKeys } from '../../api/application-keys';

/** `GET /api/staff/applications/:id`: the application with its person, documents, instalments, visa. */
export async function getStaffApplication(
  id: string,
  signal?: AbortSignal,
): Promise<GetStaffApplicationResponse> {
  return GetStaffApplicationResponseSchema.parse(
    await api.get<unknown>(`/api/staff/applications/${id}`, { signal }),
  );
}

export function useStaffApplication(id: string) {
  return useQuery({
    queryKey: applicationKeys.staff.application(id),
    queryFn: ({ signal }) => getStaffApplication(id, signal),
  });
}
