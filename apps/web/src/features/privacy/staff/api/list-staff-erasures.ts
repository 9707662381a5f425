import * as staffPrivacyApi from '@school/domain/privacy/contracts/staff-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { privacyKeys } from '../../api/privacy-keys';

/** Erasure requests by status and person, oldest first (status, search, page, pageSize). */
export const listStaffErasures = (params: Record<string, string>, signal?: AbortSignal) =>
  call(staffPrivacyApi.listErasures, { query: params, signal });

export function useStaffErasures(params: Record<string, string>) {
  return useQuery({
    queryKey: privacyKeys.staff.erasures(params),
    queryFn: ({ signal }) => listStaffErasures(params, signal),
    placeholderData: keepPreviousData,
  });
}
