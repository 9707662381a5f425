import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { EditionFormParamsSchema } from '../staff-internship.ts';

export const answersCsv = endpoint(
  'GET /api/staff/internship/editions/:code/answers/:form/export.csv',
  'The same answers as CSV (400 staff.csvTooLarge beyond the row limit)',
  { params: EditionFormParamsSchema, answer: z.string() },
);
