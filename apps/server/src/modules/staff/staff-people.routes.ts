import * as staffPeopleApi from '@school/domain/staff/contracts/staff-endpoints';
import type { FastifyInstance } from 'fastify';
import { staffOnly } from '../../plugins/app/access.ts';
import { byOf } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import {
  confirmRoleClaim,
  getPerson,
  listPeoplePage,
  moveEnrolment,
  refuseRoleClaim,
  setBlocked,
  setCategories,
  setEnrolmentFlag,
  setPermissions,
  setRegistration,
} from './staff-people.service.ts';

/**
 * The people of the staff console, under /api/staff/people: any staff member reads them; the
 * secretariat blocks, sets categories, registration number and PIN, enrolment flags, and decides
 * claimed roles; web-app permissions are the administration's.
 */
export default async function staffPeopleRoutes(app: FastifyInstance) {
  const route = routes(app, { access: staffOnly('Segreteria') });
  const api = staffPeopleApi;
  const anyStaff = { access: staffOnly('any') };
  const deps = { db: app.db, mailer: app.mailer };

  route(api.listPeople, anyStaff, (request) => listPeoplePage(app.db, request.query));
  route(api.getPerson, anyStaff, (request) => getPerson(app.db, request.params.id));
  route(api.setBlocked, (request) => setBlocked(app.db, byOf(request), request.params.id, request.body));
  route(api.setCategories, (request) =>
    setCategories(app.db, byOf(request), request.params.id, request.body),
  );
  route(api.setPermissions, { access: staffOnly('Amministrazione') }, (request) =>
    setPermissions(app.db, byOf(request), request.params.id, request.body),
  );
  route(api.setRegistration, (request) =>
    setRegistration(app.db, byOf(request), request.params.id, request.body),
  );
  route(api.setEnrolmentFlag, (request) =>
    setEnrolmentFlag(app.db, byOf(request), request.params.id, request.params.enrolmentId, request.body),
  );
  route(api.moveEnrolment, (request) =>
    moveEnrolment(app.db, byOf(request), request.params.id, request.params.enrolmentId, request.body),
  );
  route(api.confirmRoleClaim, (request) =>
    confirmRoleClaim(deps, byOf(request), request.params.id, request.body),
  );
  route(api.refuseRoleClaim, (request) =>
    refuseRoleClaim(deps, byOf(request), request.params.id, request.body),
  );
}
