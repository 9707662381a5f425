import { endpoint } from '../../../shared/endpoint.ts';
import { InsightAnswerSchema, InsightChartParamsSchema, InsightsQuerySchema } from '../insights.ts';

export const chart = endpoint(
  'GET /api/staff/insights/:chart',
  "A chart's figures for an edition and a period, as tables",
  {
    params: InsightChartParamsSchema,
    querystring: InsightsQuerySchema,
    answer: InsightAnswerSchema,
  },
);
