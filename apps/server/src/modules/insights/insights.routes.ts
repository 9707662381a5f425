import * as staffInsightsApi from '@school/domain/insights/contracts/staff-endpoints';
import { type InsightChart, insightCharts, mayReadInsight } from '@school/domain/insights/insights';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noRoute } from '../../lib/app-error.ts';
import { csvAttachment } from '../../lib/csv.ts';
import { checkedSubject, staffOnly } from '../../plugins/app/access.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import * as repo from './insights.repository.ts';
import { insightCsv, readInsight } from './insights.service.ts';

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
export default async function insightsRoutes(app: FastifyInstance) {
  const route = routes(app, { access: STAFF });
  const api = staffInsightsApi;

  route(api.editions, async (request) => {
    assertReads(request);
    return { editions: await repo.editions(app.db) };
  });
  route(api.chart, async (request) => {
    assertReads(request, request.params.chart);
    return readInsight(app.db, request.params.chart, request.query, new Date());
  });
  route(api.tableCsv, async (request, reply) => {
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
  });
}
