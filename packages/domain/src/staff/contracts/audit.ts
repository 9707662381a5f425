import { z } from 'zod';
import { staffDate } from './fields.ts';
import { staffPageOf, staffPaging } from './list-candidates.ts';

/** A table's name as the audit log records it (`applications`, `billing_records`, …). */
export const auditTable = z.string().regex(/^[a-z][a-z_]{0,62}$/, { error: 'request.invalid' });

/**
 * GET /api/staff/audit?table=&recordId=&changedBy=&from=&to= — the staff audit log, newest first:
 * the changes of one record (`table` and `recordId`), of one table, by one staff member
 * (`changedBy`, a user id), between two days (school time zone, both included). Paged.
 */
export const ListStaffAuditQuerySchema = z
  .strictObject({
    table: auditTable.optional(),
    recordId: z.uuid({ error: 'request.invalid' }).optional(),
    changedBy: z.uuid({ error: 'request.invalid' }).optional(),
    from: staffDate.optional(),
    to: staffDate.optional(),
    ...staffPaging,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'candidate.invalidDate', path: ['to'] });
export type ListStaffAuditQuery = z.infer<typeof ListStaffAuditQuerySchema>;

/** GET /api/staff/audit/:table/:id — the history of one record, newest first. Paged. */
export const RecordHistoryParamsSchema = z.object({
  table: auditTable,
  id: z.uuid({ error: 'request.invalid' }),
});
export const RecordHistoryQuerySchema = z.strictObject({ ...staffPaging });
export type RecordHistoryQuery = z.infer<typeof RecordHistoryQuerySchema>;

/** One changed field: who, when, which record, before and after (JSON values, null when absent). */
export const StaffAuditEntrySchema = z.object({
  id: z.number().int(),
  changedAt: z.string(),
  changedBy: z.object({
    id: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  table: z.string(),
  recordId: z.string(),
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type StaffAuditEntry = z.infer<typeof StaffAuditEntrySchema>;

export const ListStaffAuditResponseSchema = staffPageOf(StaffAuditEntrySchema);
export type ListStaffAuditResponse = z.infer<typeof ListStaffAuditResponseSchema>;
