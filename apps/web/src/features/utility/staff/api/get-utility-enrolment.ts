import {
  type GetUtilityEnrolmentResponse,
  GetUtilityEnrolmentResponseSchema,
} from '@school/domain/utility/contracts/staff-utility';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { utilityKeys } from '../../api/utility-keys';
import { UTILITY_ENROLMENTS_API } from './utility-staff-urls';

/** `GET /api/staff/utility/enrolments/:id` */
export async function getUtilityEnrolment(
  id: string,
  signal?: AbortSignal,
): Promise<GetUtilityEnrolmentResponse> {
  return GetUtilityEnrolmentResponseSchema.parse(
    await api.get<unknown>(`${UTILITY_ENROLMENTS_API}/${id}`, { signal }),
  );
}

export function useUtilityEnrolment(id: string) {
  return useQuery({
    queryKey: utilityKeys.staff.enrolment(id),
    queryFn: ({ signal }) => getUtilityEnrolment(id, signal),
  });
}
