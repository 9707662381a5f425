import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { StageDocumentParamsSchema } from '../internship.ts';

export const downloadDocument = endpoint(
  'GET /api/internship/documents/:id',
  "Download a published document of the student's stage (getStageDocumentByID)",
  { params: StageDocumentParamsSchema, answer: { 200: z.any() }, errors: [503] },
);
