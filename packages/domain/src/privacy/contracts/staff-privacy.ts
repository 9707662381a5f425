import { z } from 'zod';
import { CONTROL_CHARACTERS_CODE, hasControlCharacters } from '../../shared/text.ts';
import { versionField } from '../../staff/contracts/fields.ts';
import { optionalFilter, staffPageOf, staffPaging } from '../../staff/contracts/list-candidates.ts';
import {
  ERASURE_KEEP_REASONS,
  ERASURE_REFUSAL_MAX,
  ERASURE_STATUSES,
  KEPT_RECORD_KINDS,
} from '../erasure.ts';
import { RETENTION_KINDS } from '../retention.ts';

/**
 * Privacy in the staff console (permission Segreteria, area `privacy`), under /api/staff/privacy:
 * erasure requests and data retention; its endpoints are `staffPrivacyApi` in `staff-endpoints.ts`.
 */

export const ListErasuresQuerySchema = z.strictObject({
  status: z.enum(ERASURE_STATUSES, { error: 'request.invalid' }).optional(),
  search: optionalFilter,
  ...staffPaging,
});
export type ListErasuresQuery = z.infer<typeof ListErasuresQuerySchema>;

export const StaffErasureRowSchema = z.object({
  id: z.uuid(),
  status: z.enum(ERASURE_STATUSES),
  requestedAt: z.string(),
  person: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  version: z.string(),
});
export type StaffErasureRow = z.infer<typeof StaffErasureRowSchema>;

export const ListErasuresResponseSchema = staffPageOf(StaffErasureRowSchema);
export type ListErasuresResponse = z.infer<typeof ListErasuresResponseSchema>;

export const KeptRecordSchema = z.object({
  kind: z.enum(KEPT_RECORD_KINDS),
  id: z.uuid(),
  label: z.string(),
  reason: z.enum(ERASURE_KEEP_REASONS),
  until: z.string().nullable(),
});

export const StaffErasureSchema = StaffErasureRowSchema.extend({
  note: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  refusalReason: z.string().nullable(),
  doneAt: z.string().nullable(),
  /** What the erasure keeps and why (computed now; empty once done). */
  keep: z.array(KeptRecordSchema),
  /** An enrolment in progress: it cannot be confirmed yet. */
  blocked: z.boolean(),
});
export type StaffErasure = z.infer<typeof StaffErasureSchema>;

/** The refusal: the reason is sent to the person. */
export const ErasureRefusalBodySchema = z.strictObject({
  decision: z.literal('refuse'),
  version: versionField,
  reason: z
    .string({ error: 'privacy.refusalReasonRequired' })
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_CODE)
    .trim()
    .min(1, { error: 'privacy.refusalReasonRequired' })
    .max(ERASURE_REFUSAL_MAX, { error: 'privacy.refusalReasonTooLong' }),
});

export const ErasureDecisionBodySchema = z.discriminatedUnion(
  'decision',
  [z.strictObject({ decision: z.literal('confirm'), version: versionField }), ErasureRefusalBodySchema],
  { error: 'request.invalid' },
);
export type ErasureDecisionBody = z.infer<typeof ErasureDecisionBodySchema>;

export const RetentionDueItemSchema = z.object({
  kind: z.enum(RETENTION_KINDS),
  /** The record that will be deleted: a document, an export. */
  recordId: z.uuid(),
  label: z.string(),
  /** A document's type (`IT_CodiceFiscale`), which the page names in its language; null for an export. */
  documentType: z.string().nullable(),
  person: z.object({ id: z.uuid(), name: z.string() }),
  dueAt: z.string(),
  /** Held back while an enrolment in progress or an open payment needs it. */
  held: z.boolean(),
});
export type RetentionDueItem = z.infer<typeof RetentionDueItemSchema>;

export const RetentionRunSchema = z.object({
  at: z.string(),
  /** Staff who ran it by hand; null for the scheduled run. */
  by: z.string().nullable(),
  documents: z.number().int(),
  exports: z.number().int(),
  logEntries: z.number().int(),
});
export type RetentionRun = z.infer<typeof RetentionRunSchema>;

export const RetentionOverviewResponseSchema = z.object({
  due: z.array(RetentionDueItemSchema),
  runs: z.array(RetentionRunSchema),
});
export type RetentionOverviewResponse = z.infer<typeof RetentionOverviewResponseSchema>;
