import { endpoint } from '../../../shared/endpoint.ts';
import { InsightEditionsResponseSchema } from '../insights.ts';

export const editions = endpoint(
  'GET /api/staff/insights/editions',
  'The course editions the insights can be narrowed to, newest first',
  { answer: InsightEditionsResponseSchema },
);
