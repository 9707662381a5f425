import {
  type ListUtilityEnrolmentsResponse,
  ListUtilityEnrolmentsResponseSchema,
} from '@school/domain/utility/contracts/staff-utility';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { utilityKeys } from '../../api/utility-keys';
import { UTILITY_ENROLMENTS_API } from './utility-staff-urls';

/** `GET /api/staff/utility/enrolments?search=&page=&pageSize=` */
export async function listUtilityEnrolments(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ListUtilityEnrolmentsResponse> {
  const query = new URLSearchParams(params).toString();
  return ListUtilityEnrolmentsResponseSchema.parse(
    await api.get<unknown>(`${UTILITY_ENROLMENTS_API}${query ? `?${query}` : ''}`, { signal }),
  );
}

export function useUtilityEnrolments(params: Record<string, string>) {
  return useQuery({
    queryKey: utilityKeys.staff.enrolments(params),
    queryFn: ({ signal }) => listUtilityEnrolments(params, signal),
    placeholderData: keepPreviousData,
  });
}
