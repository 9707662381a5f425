import { z } from 'zod';

/**
 * GET /api/staff/billing/export.csv?kind=&scope= — the confirmed billing forms (sent: "Confirm
 * sets the sent flag and locks the form") as CSV, one row per form, the columns named as the CRM
 * names the fields (course: Tipo_persona_fatturazione__c…, housing: …_Housing__c). `scope=new`
 * (the default) takes the forms confirmed since the previous export of the same kind, `all` every
 * confirmed form. Each export is recorded (who, when, how many).
 */
export const BillingExportQuerySchema = z.strictObject({
  kind: z.enum(['course', 'housing'], { error: 'request.invalid' }).default('course'),
  scope: z.enum(['new', 'all'], { error: 'request.invalid' }).default('new'),
});
export type BillingExportQuery = z.infer<typeof BillingExportQuerySchema>;

export const BillingExportsQuerySchema = z.strictObject({
  kind: z.enum(['course', 'housing'], { error: 'request.invalid' }).default('course'),
});
export type BillingExportsQuery = z.infer<typeof BillingExportsQuerySchema>;

/** GET /api/staff/billing/exports?kind= — the last export and the forms confirmed since. */
export const BillingExportsResponseSchema = z.object({
  kind: z.enum(['course', 'housing']),
  last: z
    .object({
      exportedAt: z.string(),
      exportedBy: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
      scope: z.enum(['new', 'all']),
      rowCount: z.number().int(),
    })
    .nullable(),
  /** Forms confirmed since the last export (all confirmed forms when there was none). */
  confirmedSince: z.number().int(),
});
export type BillingExportsResponse = z.infer<typeof BillingExportsResponseSchema>;
