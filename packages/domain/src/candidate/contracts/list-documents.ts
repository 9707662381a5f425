import { z } from 'zod';
import { DOCUMENT_STATUSES } from '../documents.ts';

/**
 * One requested document as the candidate area shows it (specification 000, section 3
 * "Document"): type (Tipo_Documento__c, shown through `documentTypeLabel`), name, due date
 * (Da_caricare_entro__c), upload date (Data_Caricamento__c), status (Stato__c), note (Note__c),
 * refusal reason (Causale_Rifiuto__c), whether it must be encrypted (Documento_Crittato__c) and the
 * public key to encrypt it with (Certificato_Digitale__r.Chiave_Pubblica__c, SPKI PEM).
 */
export const CandidateDocumentSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  dueDate: z.string().nullable(),
  uploadedAt: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  note: z.string(),
  refusalReason: z.string(),
  fileName: z.string().nullable(),
  mustEncrypt: z.boolean(),
  publicKey: z.string().nullable(),
});
export type CandidateDocument = z.infer<typeof CandidateDocumentSchema>;

export const ListDocumentsResponseSchema = z.object({ items: z.array(CandidateDocumentSchema) });
export type ListDocumentsResponse = z.infer<typeof ListDocumentsResponseSchema>;
