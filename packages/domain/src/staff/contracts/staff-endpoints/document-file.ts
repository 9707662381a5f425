import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../fields.ts';

export const documentFile = endpoint(
  'GET /api/staff/documents/:id/file',
  "Download any candidate's document",
  {
    params: IdParamsSchema,
    answer: z.any(),
  },
);
