import * as staffApplicationsApi from '@school/domain/staff/contracts/staff-endpoints';
import type { FastifyInstance } from 'fastify';
import { csvAttachment } from '../../lib/csv.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import {
  applicationsCsv,
  getApplicationForm,
  listApplicationsOfEdition,
} from './staff-applications.service.ts';

/** The secretariat's list of an edition's applications, under /api/staff (Segreteria). */
export default async function staffApplicationsRoutes(app: FastifyInstance) {
  const route = routes(app, { access: staffOnly('Segreteria') });
  const api = staffApplicationsApi;

  route(api.listApplications, (request) => listApplicationsOfEdition(app.db, request.query));
  route(api.applicationsCsv, async (request, reply) => {
    const csv = await applicationsCsv(app.db, request.query);
    return reply.headers(csvAttachment(`applications-${request.query.edition}.csv`)).send(csv);
  });
  route(api.getForm, (request) => getApplicationForm(app.db, request.params.id));
}
