import {
  type ListEditionApplicationsResponse,
  ListEditionApplicationsResponseSchema,
} from '@school/domain/staff/contracts/list-applications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { applicationKeys } from '../../api/application-keys';
import { searchOf } from './application-staff-urls';

/** `GET /api/staff/applications?edition=&status=&step=&from=&to=&feePaid=&sort=&dir=&page=`. */
export async function listEditionApplications(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ListEditionApplicationsResponse> {
  return ListEditionApplicationsResponseSchema.parse(
    await api.get<unknown>(`/api/staff/applications${searchOf(params)}`, { signal }),
  );
}

export function useEditionApplications(params: Record<string, string> | null) {
  return useQuery({
    queryKey: applicationKeys.staff.list(params),
    queryFn: ({ signal }) => listEditionApplications(params ?? {}, signal),
    placeholderData: keepPreviousData,
    enabled: params !== null,
  });
}
