import * as staffApi from '@school/domain/staff/contracts/staff-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const AUDIT_PAGE_SIZE = 25;

/** One page of the staff audit log, newest first, with its filters. */
export const listAudit = (params: Record<string, string>, signal?: AbortSignal) =>
  call(staffApi.listAudit, { query: { ...params, pageSize: String(AUDIT_PAGE_SIZE) }, signal });

export function useAudit(params: Record<string, string>) {
  return useQuery({
    queryKey: ['staff', 'audit', 'list', params],
    queryFn: ({ signal }) => listAudit(params, signal),
    placeholderData: keepPreviousData,
  });
}
