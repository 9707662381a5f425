import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../fields.ts';
import { ApproveDocumentBodySchema, ReviewDocumentResponseSchema } from '../review-document.ts';

export const approveDocument = endpoint(
  'POST /api/staff/documents/:id/approve',
  'Approve a document awaiting validation (Validato)',
  { params: IdParamsSchema, body: ApproveDocumentBodySchema, answer: ReviewDocumentResponseSchema },
);
