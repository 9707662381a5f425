import { endpoint } from '../../../shared/endpoint.ts';
import { ListDocumentsResponseSchema } from '../list-documents.ts';

export const listDocuments = endpoint(
  'GET /api/candidate/documents',
  'Documents requested for the current application',
  {
    answer: ListDocumentsResponseSchema,
  },
);
