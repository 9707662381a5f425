import * as staffEditionsApi from '@school/domain/staff/contracts/staff-endpoints';
import type { FastifyInstance } from 'fastify';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { changeEdition, createEdition, listEditions } from './staff-editions.service.ts';

/** The course editions, kept by Amministrazione (read by any staff member), under /api/staff. */
export default async function staffEditionsRoutes(app: FastifyInstance) {
  const route = routes(app, { access: staffOnly('Amministrazione') });
  const api = staffEditionsApi;

  // Read by any staff member: the secretariat picks an edition to list its applications.
  route(api.listEditions, { access: staffOnly('any') }, () => listEditions(app.db));
  route(api.createEdition, (request) => createEdition(app.db, requireUser(request).id, request.body));
  route(api.changeEdition, (request) =>
    changeEdition(app.db, requireUser(request).id, request.params.id, request.body),
  );
}
