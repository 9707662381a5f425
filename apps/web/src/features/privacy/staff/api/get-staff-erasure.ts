import { type StaffErasure, StaffErasureSchema } from '@school/domain/privacy/contracts/staff-privacy';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { privacyKeys } from '../../api/privacy-keys';
import { staffErasureUrl } from './privacy-staff-urls';

/** `GET /api/staff/privacy/erasures/:id` */
export async function getStaffErasure(id: string, signal?: AbortSignal): Promise<StaffErasure> {
  return StaffErasureSchema.parse(await api.get<unknown>(staffErasureUrl(id), { signal }));
}

export function useStaffErasure(id: string) {
  return useQuery({
    queryKey: privacyKeys.staff.erasure(id),
    queryFn: ({ signal }) => getStaffErasure(id, signal),
  });
}
