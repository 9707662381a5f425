import { z } from 'zod';
import { staffText, versionField } from './fields.ts';
import { StaffDocumentSchema } from './get-application.ts';

/** Longest refusal reason (Causale_Rifiuto__c) and note (Note__c). */
export const DOCUMENT_REASON_MAX = 255;

/** POST /api/staff/documents/:id/approve — a document "In attesa di validazione" becomes "Validato". */
export const ApproveDocumentBodySchema = z.strictObject({ version: versionField });
export type ApproveDocumentBody = z.infer<typeof ApproveDocumentBodySchema>;

/**
 * POST /api/staff/documents/:id/reject — a document awaiting validation (or validated) goes back
 * to "Richiesto" with the refusal reason, so the candidate sees why and uploads again (decision 0009).
 */
export const RejectDocumentBodySchema = z.strictObject({
  reason: staffText(DOCUMENT_REASON_MAX),
  version: versionField,
});
export type RejectDocumentBody = z.infer<typeof RejectDocumentBodySchema>;

export const ReviewDocumentResponseSchema = z.object({ document: StaffDocumentSchema });
export type ReviewDocumentResponse = z.infer<typeof ReviewDocumentResponseSchema>;
