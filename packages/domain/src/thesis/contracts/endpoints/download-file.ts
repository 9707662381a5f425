import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { ThesisFileParamsSchema } from '../thesis.ts';

export const downloadFile = endpoint(
  'GET /api/thesis/:exam/files/:kind',
  "Download the student's own uploaded thesis file or dossier (getAttachment)",
  { params: ThesisFileParamsSchema, answer: { 200: z.any() }, errors: [503] },
);
