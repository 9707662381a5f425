import { z } from 'zod';
import { statusValue, versionField } from './fields.ts';
import { StaffApplicationSchema } from './get-application.ts';

/**
 * PUT /api/staff/applications/:id/status — set the status fields of an application, as the school
 * writes them (statoGenerale__c, statoEdizione__c, statoIscrizione__c, statoCompletata__c,
 * Stato_Candidatura__c, StageName, IsActive__c, Pagamenti_in_regola__c). Only the fields sent
 * change; at least one must be sent. An empty text clears a status (null).
 */
export const UpdateApplicationStatusBodySchema = z
  .strictObject({
    generalStatus: statusValue.optional(),
    editionStatus: statusValue.optional(),
    enrolmentStatus: statusValue.optional(),
    completionStatus: statusValue.optional(),
    applicationStatus: statusValue.optional(),
    stageName: z.string().trim().max(100).optional(),
    isActive: z.boolean().optional(),
    paymentsUpToDate: z.boolean().nullable().optional(),
    version: versionField,
  })
  .refine(({ version: _, ...fields }) => Object.values(fields).some((v) => v !== undefined), {
    error: 'candidate.required',
  });
export type UpdateApplicationStatusBody = z.infer<typeof UpdateApplicationStatusBodySchema>;

export const StaffApplicationResponseSchema = z.object({ application: StaffApplicationSchema });
export type StaffApplicationResponse = z.infer<typeof StaffApplicationResponseSchema>;
