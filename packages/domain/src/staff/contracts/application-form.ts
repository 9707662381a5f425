import { z } from 'zod';
import { ApplicationFileSchema, ApplicationFormSchema } from '../../application/contracts/get-state.ts';

/**
 * GET /api/staff/applications/:id/form — what the applicant entered in steps 1-6 (saved on the
 * account, as the step forms send them), the files of the form (each with its document id, to
 * download through /api/staff/documents/:id/file), the step reached and the fee payment.
 */
export const StaffApplicationFormResponseSchema = z.object({
  productCode: z.string(),
  /** Candidatura_Current_Step__c while the account is on this product; null after a product switch. */
  step: z.number().int().nullable(),
  form: ApplicationFormSchema,
  files: z.array(ApplicationFileSchema.extend({ documentId: z.string() })),
  feePaidAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type StaffApplicationFormResponse = z.infer<typeof StaffApplicationFormResponseSchema>;
