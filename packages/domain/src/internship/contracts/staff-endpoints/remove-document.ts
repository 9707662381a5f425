import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';

export const removeDocument = endpoint(
  'DELETE /api/staff/internship/documents/:id',
  'Delete a document (its file is removed after the commit)',
  { params: IdParamsSchema, answer: { 204: z.null() } },
);
