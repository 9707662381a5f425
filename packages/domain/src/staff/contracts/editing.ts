import { z } from 'zod';
import { BILLING_KINDS } from '../../billing/billing.ts';
import { BillingStateSchema } from '../../billing/contracts/get-billing.ts';
import { versionField } from './fields.ts';

/**
 * PUT /api/staff/applications/:id/clothing — open the clothing form (Visibilit_abbigliamento__c
 * true, Abbigliamento_Compilato__c and sent reset, chosen sizes kept) or close it (not visible).
 */
export const SetClothingEditingBodySchema = z.strictObject({ open: z.boolean(), version: versionField });
export type SetClothingEditingBody = z.infer<typeof SetClothingEditingBodySchema>;

/** `/api/staff/users/:userId/billing/:kind` */
export const BillingEditingParamsSchema = z.object({
  userId: z.uuid({ error: 'request.invalid' }),
  kind: z.enum(BILLING_KINDS),
});

/**
 * PUT /api/staff/users/:userId/billing/:kind — open a billing form for the candidate (one record
 * requesting data, compiled and sent reset; the record is created when missing, the housing one
 * only with a housing enrolment) or close it (no record requesting data).
 */
export const SetBillingEditingBodySchema = z.strictObject({
  open: z.boolean(),
  /** The record's version as read, null when there was none yet. */
  version: versionField.nullable(),
});
export type SetBillingEditingBody = z.infer<typeof SetBillingEditingBodySchema>;

export const StaffBillingStateResponseSchema = z.object({
  kind: z.enum(BILLING_KINDS),
  state: BillingStateSchema,
  /** The record's version (null while the person has none of this kind). */
  version: z.string().nullable(),
});
export type StaffBillingStateResponse = z.infer<typeof StaffBillingStateResponseSchema>;
