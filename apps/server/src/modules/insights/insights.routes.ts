import {
  InsightAnswerSchema,
  InsightChartParamsSchema,
  InsightEditionsResponseSchema,
  InsightsCsvQuerySchema,
  InsightsQuerySchema,
  InsightTableParamsSchema,
} from '@school/domain/insights/contracts/insights';
import { type InsightChart, insightCharts, mayReadInsight } from '@school/domain/insights/insights';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noRoute } from '../../lib/app-error.ts';
import { csvAttachment } from '../../lib/csv.ts';
import { errorResponses } from '../../lib/error-schema.ts';
import { checkedSubject, staffOnly } from '../../plugins/app/access.ts';
import * as repo from './insights.repository.ts';
import { insightCsv, readInsight } from './insights.service.ts';

const tags = ['staff'];
/**
 * Any staff member reaches these routes; each chart is then read by Amministrazione and by the
 * permission of its area only (`mayReadInsight`). A chart someone may not read answers 404, as a
 * route that does not exist: it is not in their console.
 */
const STAFF = staffOnly('any');

function assertReads(request: FastifyRequest, chart?: InsightChart): void {
  const subject = checkedSubject(request);
  const allowed = chart ? mayReadInsight(subject, chart) : insightCharts(subject).length > 0;
  if (!allowed) throw noRoute(request.method, request.url);
}

/** The console's insights: charts a director reads at a glance, each with its table and CSV. */
export default async function insightsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/insights/editions',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'The course editions the insights can be narrowed to, newest first',
        response: { 200: InsightEditionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertReads(request);
      return { editions: await repo.editions(app.db) };
    },
  );

  app.get(
    '/insights/:chart',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: "A chart's figures for an edition and a period, as tables",
        params: InsightChartParamsSchema,
        querystring: InsightsQuerySchema,
        response: { 200: InsightAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertReads(request, request.params.chart);
      return readInsight(app.db, request.params.chart, request.query, new Date());
    },
  );

  app.get(
    '/insights/:chart/:table.csv',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'One table of a chart as CSV, its headers in the language asked',
        params: InsightTableParamsSchema,
        querystring: InsightsCsvQuerySchema,
      },
    },
    async (request, reply) => {
      assertReads(request, request.params.chart);
      const { lang, ...query } = request.query;
      const { fileName, csv } = await insightCsv(
        app.db,
        request.params.chart,
        request.params.table,
        query,
        lang,
        new Date(),
      );
      return reply.headers(csvAttachment(fileName)).send(csv);
    },
  );
}
