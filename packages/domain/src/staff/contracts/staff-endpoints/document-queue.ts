import { endpoint } from '../../../shared/endpoint.ts';
import { ListDocumentQueueQuerySchema, ListDocumentQueueResponseSchema } from '../document-queue.ts';

export const documentQueue = endpoint(
  'GET /api/staff/documents',
  'The documents of every candidate, awaiting validation first, oldest first',
  { querystring: ListDocumentQueueQuerySchema, answer: ListDocumentQueueResponseSchema },
);
