import * as staffPrivacyApi from '@school/domain/privacy/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { privacyKeys } from '../../api/privacy-keys';

/** An erasure request with what its erasure keeps and why. */
export const getStaffErasure = (id: string, signal?: AbortSignal) =>
  call(staffPrivacyApi.getErasure, { params: { id }, signal });

export function useStaffErasure(id: string) {
  return useQuery({
    queryKey: privacyKeys.staff.erasure(id),
    queryFn: ({ signal }) => getStaffErasure(id, signal),
  });
}
