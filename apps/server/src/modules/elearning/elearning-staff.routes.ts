import * as staffElearningApi from '@school/domain/elearning/contracts/staff-endpoints';
import type { FastifyInstance } from 'fastify';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { changeLesson, createLesson, listStaffLessons, removeLesson } from './elearning-staff.service.ts';

/** The e-learning lessons, kept by Didattica (area `lessons`), under /api/staff. */
export default async function elearningStaffRoutes(app: FastifyInstance) {
  const route = routes(app, { access: staffOnly('Didattica') });
  const api = staffElearningApi;

  route(api.listLessons, () => listStaffLessons(app.db));
  route(api.createLesson, (request) => createLesson(app.db, requireUser(request).id, request.body));
  route(api.changeLesson, (request) =>
    changeLesson(app.db, requireUser(request).id, request.params.id, request.body),
  );
  route(api.deleteLesson, async (request) => {
    await removeLesson(app.db, requireUser(request).id, request.params.id, request.query.version);
    return null;
  });
}
