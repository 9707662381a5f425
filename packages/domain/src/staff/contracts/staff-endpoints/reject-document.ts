import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../fields.ts';
import { RejectDocumentBodySchema, ReviewDocumentResponseSchema } from '../review-document.ts';

export const rejectDocument = endpoint(
  'POST /api/staff/documents/:id/reject',
  'Reject a document with a reason: back to Richiesto (decision 0009)',
  { params: IdParamsSchema, body: RejectDocumentBodySchema, answer: ReviewDocumentResponseSchema },
);
