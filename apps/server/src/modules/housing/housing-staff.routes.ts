import * as staffHousingApi from '@school/domain/housing/contracts/staff-endpoints';
import type { FastifyInstance } from 'fastify';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { listHousingStays, saveHousingStay } from './housing-staff.service.ts';

/** The secretariat's area `housing` (STAFF_PERMISSIONS). */
const SECRETARIAT = staffOnly('Segreteria');

/** The housing stays in the staff console, under /api/staff/housing. */
export default async function housingStaffRoutes(app: FastifyInstance) {
  const route = routes(app, { access: SECRETARIAT });
  const api = staffHousingApi;

  route(api.listStays, (request) => listHousingStays(app.db, request.query));
  route(api.saveStay, (request) =>
    saveHousingStay(app.db, requireUser(request).id, request.params.enrolmentId, request.body),
  );
}
