import { z } from 'zod';
import { TEXT_MAX } from '../../shared/limits.ts';
import { staffDate, staffText } from './fields.ts';
import { StaffDocumentSchema } from './get-application.ts';
import { DOCUMENT_REASON_MAX } from './review-document.ts';

/**
 * POST /api/staff/applications/:id/documents — ask the candidate for a new document: type
 * (Tipo_Documento__c, e.g. "IT_Passaporto"), name, due date (Da_caricare_entro__c, optional),
 * whether it must be encrypted (Documento_Crittato__c: then with the school's current key) and a
 * note for the candidate. It starts in "Richiesto".
 */
export const RequestDocumentBodySchema = z.strictObject({
  type: staffText(TEXT_MAX),
  name: staffText(TEXT_MAX),
  dueDate: staffDate.nullable().default(null),
  mustEncrypt: z.boolean().default(false),
  note: z.string().trim().max(DOCUMENT_REASON_MAX).default(''),
});
export type RequestDocumentBody = z.infer<typeof RequestDocumentBodySchema>;

export const RequestDocumentResponseSchema = z.object({ document: StaffDocumentSchema });
