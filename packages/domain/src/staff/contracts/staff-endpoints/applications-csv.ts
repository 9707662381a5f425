import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { EditionApplicationsCsvQuerySchema } from '../list-applications.ts';

export const applicationsCsv = endpoint(
  'GET /api/staff/applications.csv',
  'The same list as CSV, every row (400 staff.csvTooLarge beyond the row limit)',
  { querystring: EditionApplicationsCsvQuerySchema, answer: z.string() },
);
