import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { DocumentParamsSchema } from '../upload-document.ts';

export const downloadDocument = endpoint(
  'GET /api/candidate/documents/:id/file',
  'Download the file of a document (its owner or the secretariat)',
  { params: DocumentParamsSchema, answer: z.any() },
);
