import { endpoint } from '../../shared/endpoint.ts';
import {
  InsightAnswerSchema,
  InsightChartParamsSchema,
  InsightEditionsResponseSchema,
  InsightsCsvQuerySchema,
  InsightsQuerySchema,
  InsightTableParamsSchema,
} from './insights.ts';

/** The console's insights: charts a director reads at a glance, each with its table and CSV. */
export const staffInsightsApi = {
  editions: endpoint(
    'GET /api/staff/insights/editions',
    'The course editions the insights can be narrowed to, newest first',
    { answer: InsightEditionsResponseSchema },
  ),
  chart: endpoint(
    'GET /api/staff/insights/:chart',
    "A chart's figures for an edition and a period, as tables",
    {
      params: InsightChartParamsSchema,
      querystring: InsightsQuerySchema,
      answer: InsightAnswerSchema,
    },
  ),
  tableCsv: endpoint(
    'GET /api/staff/insights/:chart/:table.csv',
    'One table of a chart as CSV, its headers in the language asked',
    { params: InsightTableParamsSchema, querystring: InsightsCsvQuerySchema },
  ),
};
