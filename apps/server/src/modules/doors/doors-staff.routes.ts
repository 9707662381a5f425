import * as staffDoorsApi from '@school/domain/doors/contracts/staff-endpoints';
import type { FastifyInstance } from 'fastify';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { changeDoorPosition, listDoorOpenings, listStaffDoors } from './doors-staff.service.ts';

const ADMINISTRATION = staffOnly('Amministrazione');

/** The doors in the staff console (area `doors`, Amministrazione), under /api/staff. */
export default async function doorsStaffRoutes(app: FastifyInstance) {
  const positions = app.config.doors.positions;
  const route = routes(app, { access: ADMINISTRATION });

  route(staffDoorsApi.listDoors, () => listStaffDoors(app.db, positions));
  route(staffDoorsApi.moveDoor, (request) =>
    changeDoorPosition(app.db, requireUser(request).id, request.params.door, request.body),
  );
  route(staffDoorsApi.listOpenings, (request) => listDoorOpenings(app.db, request.query));
}
