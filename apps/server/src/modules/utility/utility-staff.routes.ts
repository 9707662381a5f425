import * as staffUtilityApi from '@school/domain/utility/contracts/staff-endpoints';
import type { FastifyInstance } from 'fastify';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { addBook, getEnrolment, listEnrolments, removeBook, setLocker } from './utility.service.ts';

/** The secretariat's areas `lockers` and `books`. */
const SECRETARIAT = staffOnly('Segreteria');

/** The lockers and digital books of course enrolments, kept by the secretariat, under /api/staff. */
export default async function utilityStaffRoutes(app: FastifyInstance) {
  const route = routes(app, { access: SECRETARIAT });

  route(staffUtilityApi.listEnrolments, (request) => listEnrolments(app.db, request.query));
  route(staffUtilityApi.getEnrolment, (request) => getEnrolment(app.db, request.params.id));
  route(staffUtilityApi.setLocker, (request) =>
    setLocker(app.db, requireUser(request).id, request.params.id, request.params.kind, request.body),
  );
  route(staffUtilityApi.addBook, (request) =>
    addBook(app.db, requireUser(request).id, request.params.id, request.body),
  );
  route(staffUtilityApi.removeBook, (request) =>
    removeBook(
      app.db,
      requireUser(request).id,
      request.params.id,
      request.params.bookId,
      request.query.version,
    ),
  );
}
