import {
  type ListStaffAuditResponse,
  ListStaffAuditResponseSchema,
} from '@school/domain/staff/contracts/audit';
import { api } from '../../../lib/api-client';

/** `GET /api/staff/audit/:table/:id`: the changes staff made to one record, newest first. */
export async function getRecordHistory(
  table: string,
  id: string,
  signal?: AbortSignal,
): Promise<ListStaffAuditResponse> {
  return ListStaffAuditResponseSchema.parse(
    await api.get<unknown>(`/api/staff/audit/${table}/${id}?pageSize=100`, { signal }),
  );
}
