import { endpoint } from '../../../shared/endpoint.ts';
import { InsightsCsvQuerySchema, InsightTableParamsSchema } from '../insights.ts';

export const tableCsv = endpoint(
  'GET /api/staff/insights/:chart/:table.csv',
  'One table of a chart as CSV, its headers in the language asked',
  { params: InsightTableParamsSchema, querystring: InsightsCsvQuerySchema },
);
