import { endpoint } from '../../../shared/endpoint.ts';
import {
  ListStaffAuditResponseSchema,
  RecordHistoryParamsSchema,
  RecordHistoryQuerySchema,
} from '../audit.ts';

export const recordHistory = endpoint(
  'GET /api/staff/audit/:table/:id',
  'The history of one record: its changes by staff, newest first; paged',
  {
    params: RecordHistoryParamsSchema,
    querystring: RecordHistoryQuerySchema,
    answer: ListStaffAuditResponseSchema,
  },
);
