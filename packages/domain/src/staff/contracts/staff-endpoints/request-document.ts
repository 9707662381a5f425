import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../fields.ts';
import { RequestDocumentBodySchema, RequestDocumentResponseSchema } from '../request-document.ts';

export const requestDocument = endpoint(
  'POST /api/staff/applications/:id/documents',
  'Request a new document from the candidate',
  {
    params: IdParamsSchema,
    body: RequestDocumentBodySchema,
    answer: { 201: RequestDocumentResponseSchema },
  },
);
