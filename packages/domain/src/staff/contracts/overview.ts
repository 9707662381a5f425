import { z } from 'zod';

/**
 * GET /api/staff/overview — what needs the secretariat's action, one count each (decision 33):
 * - `documentsToValidate`: documents "In attesa di validazione";
 * - `applicationsToReview`: applications whose fee is paid and whose general status
 *   (statoGenerale__c) is neither validated ("validato") nor refused ("non valido");
 * - `visasToConfirm`: visas granted (outcome saved "Visto concesso") whose permit appointment the
 *   secretariat has not set yet (phase 4 waits for it);
 * - `billingToExport`: billing forms confirmed by their owner since the last export of their kind
 *   (all confirmed ones while none was made);
 * - `signUpsToConfirm`: people whose role claimed at sign-up waits for the secretariat;
 * - `erasuresToDecide`: requests to erase an account that wait for the secretariat's decision.
 */
export const StaffOverviewResponseSchema = z.object({
  documentsToValidate: z.number().int(),
  applicationsToReview: z.number().int(),
  visasToConfirm: z.number().int(),
  billingToExport: z.number().int(),
  signUpsToConfirm: z.number().int(),
  erasuresToDecide: z.number().int(),
});
export type StaffOverviewResponse = z.infer<typeof StaffOverviewResponseSchema>;
