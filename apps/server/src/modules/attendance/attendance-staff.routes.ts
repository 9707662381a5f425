import * as staffAttendanceApi from '@school/domain/attendance/contracts/staff-endpoints';
import type { FastifyInstance } from 'fastify';
import { csvAttachment } from '../../lib/csv.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import {
  changeClassroom,
  createClassroom,
  exportRegister,
  getRegister,
  listClassrooms,
} from './attendance-staff.service.ts';

/** Didattica's classrooms and attendance register, under /api/staff. */
export default async function attendanceStaffRoutes(app: FastifyInstance) {
  const route = routes(app, { access: staffOnly('Didattica') });
  const api = staffAttendanceApi;

  route(api.listClassrooms, () => listClassrooms(app.db, Date.now()));
  route(api.createClassroom, (request) =>
    createClassroom(app.db, requireUser(request).id, request.body, Date.now()),
  );
  route(api.changeClassroom, (request) =>
    changeClassroom(app.db, requireUser(request).id, request.params.id, request.body, Date.now()),
  );
  route(api.register, (request) => getRegister(app.db, request.query));
  route(api.registerCsv, async (request, reply) => {
    const { fileName, csv } = await exportRegister(app.db, request.query);
    return reply.headers(csvAttachment(fileName)).send(csv);
  });
}
