import * as staffConsoleApi from '@school/domain/staff/contracts/staff-endpoints';
import type { FastifyInstance } from 'fastify';
import { staffOnly } from '../../plugins/app/access.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { getDocumentQueue, getOverview, getVisaQueue } from './staff-console.service.ts';

/** The console's home counts, the document validation queue and the visa queue (Segreteria). */
export default async function staffConsoleRoutes(app: FastifyInstance) {
  const route = routes(app, { access: staffOnly('Segreteria') });
  const api = staffConsoleApi;

  route(api.overview, () => getOverview(app.db));
  route(api.documentQueue, (request) => getDocumentQueue(app.db, request.query));
  route(api.visaQueue, (request) => getVisaQueue(app.db, request.query));
}
