import { canOpenAttendanceKiosk, hasCourseFlag } from '@school/domain/access/rules';
import type { AccessSubject } from '@school/domain/access/subject';
import * as attendanceApi from '@school/domain/attendance/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { checkedSubject } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { createCheckIn, getKioskCode, getLastCheckIn } from './attendance.service.ts';
import { attendanceSecret, hmacSigner } from './attendance-secret.ts';

/** "attendance … menus depend on matching active flags": IsActivePresenze__c of the course enrolment. */
const hasAttendance = (subject: AccessSubject) => hasCourseFlag(subject, 'isActiveAttendance');

/** Attendance by QR under /api/attendance: the student's check-in and the classroom kiosk's code. */
export default async function attendanceRoutes(app: FastifyInstance) {
  const deps = { db: app.db, sign: hmacSigner(await attendanceSecret(app.config)) };
  const route = routes(app, { access: hasAttendance });
  const api = attendanceApi;

  route(api.lastCheckIn, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getLastCheckIn(app.db, requireUser(request).id, request.arrivedAt);
  });
  route(api.checkIn, async (request) => {
    const user = requireUser(request);
    const checkIn = await createCheckIn(
      deps,
      { id: user.id, subject: checkedSubject(request) },
      request.body.code,
      request.arrivedAt,
    );
    return checkIn;
  });
  route(api.kioskCode, { access: canOpenAttendanceKiosk }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getKioskCode(deps, request.params.id, request.arrivedAt);
  });
}
