import {
  type StaffBillingStateResponse,
  StaffBillingStateResponseSchema,
} from '@school/domain/staff/contracts/editing';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { applicationKeys } from '../../api/application-keys';

/** `GET /api/staff/users/:id/billing/course`: whether the person's course billing form is open. */
export async function getCourseBillingState(
  userId: string,
  signal?: AbortSignal,
): Promise<StaffBillingStateResponse> {
  return StaffBillingStateResponseSchema.parse(
    await api.get<unknown>(`/api/staff/users/${encodeURIComponent(userId)}/billing/course`, { signal }),
  );
}

export function useCourseBillingState(userId: string) {
  return useQuery({
    queryKey: applicationKeys.staff.courseBilling(userId),
    queryFn: ({ signal }) => getCourseBillingState(userId, signal),
  });
}
