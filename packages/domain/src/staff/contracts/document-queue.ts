import { z } from 'zod';
import { DOCUMENT_STATUSES } from '../../candidate/documents.ts';
import { StaffDocumentSchema } from './get-application.ts';
import { optionalFilter, staffPageOf, staffPaging } from './list-candidates.ts';

/**
 * GET /api/staff/documents?state=&type=&edition= — the documents of every candidate: those awaiting
 * validation first, then by state; the oldest upload first within a state (never uploaded last).
 * `state` one of the document states, `type` a part of the document's name or type
 * (Tipo_Documento__c), any case, `edition` the
 * application's product code or course code. Paged.
 */
export const ListDocumentQueueQuerySchema = z.strictObject({
  state: z.enum(DOCUMENT_STATUSES, { error: 'request.invalid' }).optional(),
  type: optionalFilter,
  edition: optionalFilter,
  ...staffPaging,
});
export type ListDocumentQueueQuery = z.infer<typeof ListDocumentQueueQuerySchema>;

export const DocumentQueueItemSchema = z.object({
  document: StaffDocumentSchema,
  candidate: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    language: z.string(),
  }),
  /** The edition the document's application is for (product code, else course code). */
  edition: z.string(),
});
export type DocumentQueueItem = z.infer<typeof DocumentQueueItemSchema>;

export const ListDocumentQueueResponseSchema = staffPageOf(DocumentQueueItemSchema);
export type ListDocumentQueueResponse = z.infer<typeof ListDocumentQueueResponseSchema>;
