import {
  type ListStaffAuditResponse,
  ListStaffAuditResponseSchema,
} from '@school/domain/staff/contracts/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const AUDIT_PAGE_SIZE = 25;

/** `GET /api/staff/audit`: one page of the staff audit log, newest first, with its filters. */
export async function listAudit(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ListStaffAuditResponse> {
  const query = new URLSearchParams({ ...params, pageSize: String(AUDIT_PAGE_SIZE) });
  return ListStaffAuditResponseSchema.parse(await api.get<unknown>(`/api/staff/audit?${query}`, { signal }));
}

export function useAudit(params: Record<string, string>) {
  return useQuery({
    queryKey: ['staff', 'audit', 'list', params],
    queryFn: ({ signal }) => listAudit(params, signal),
    placeholderData: keepPreviousData,
  });
}
