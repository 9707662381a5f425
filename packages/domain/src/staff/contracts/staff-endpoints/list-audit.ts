import { endpoint } from '../../../shared/endpoint.ts';
import { ListStaffAuditQuerySchema, ListStaffAuditResponseSchema } from '../audit.ts';

export const listAudit = endpoint(
  'GET /api/staff/audit',
  'The audit log of staff changes (filter by record, staff member, days), newest first; paged',
  { querystring: ListStaffAuditQuerySchema, answer: ListStaffAuditResponseSchema },
);
