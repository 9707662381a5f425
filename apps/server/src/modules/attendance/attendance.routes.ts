import { canOpenAttendanceKiosk, hasCourseFlag } from '@school/domain/access/rules';
import type { AccessSubject } from '@school/domain/access/subject';
import {
  CreateCheckInBodySchema,
  CreateCheckInResponseSchema,
  GetLastCheckInResponseSchema,
} from '@school/domain/attendance/contracts/check-in';
import {
  ClassroomParamsSchema,
  GetKioskCodeResponseSchema,
} from '@school/domain/attendance/contracts/kiosk-code';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { checkedSubject } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { createCheckIn, getKioskCode, getLastCheckIn } from './attendance.service.ts';
import { attendanceSecret, hmacSigner } from './attendance-secret.ts';

const tags = ['attendance'];

/** "attendance … menus depend on matching active flags": IsActivePresenze__c of the course enrolment. */
const hasAttendance = (subject: AccessSubject) => hasCourseFlag(subject, 'isActiveAttendance');

/** Attendance by QR under /api/attendance: the student's check-in and the classroom kiosk's code. */
export default async function attendanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, sign: hmacSigner(await attendanceSecret(app.config)) };

  app.get(
    '/attendance/last-check-in',
    {
      config: { access: hasAttendance },
      schema: {
        tags,
        summary: 'The check-in of the current hour (Europe/Rome), any room, or null (lastRecordedCheckin)',
        response: { 200: GetLastCheckInResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getLastCheckIn(app.db, requireUser(request).id, request.arrivedAt);
    },
  );

  app.post(
    '/attendance/check-ins',
    {
      config: { access: hasAttendance },
      schema: {
        tags,
        summary:
          'Check in with the code scanned in a classroom (saveCheckin): one per room and hour; 400 attendance.malformedCode, attendance.otherRoom, attendance.codeExpired, attendance.invalidCode; 404 attendance.unknownRoom; 409 attendance.alreadyCheckedIn',
        body: CreateCheckInBodySchema,
        response: { 201: CreateCheckInResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const checkIn = await createCheckIn(
        deps,
        { id: user.id, subject: checkedSubject(request) },
        request.body.code,
        request.arrivedAt,
      );
      return reply.status(201).send(checkIn);
    },
  );

  app.get(
    '/attendance/classrooms/:id/code',
    {
      config: { access: canOpenAttendanceKiosk },
      schema: {
        tags,
        summary:
          'The classroom kiosk’s current code ({token};{roomId}, a new one every 15 s) and when it ends (a teacher, or staff with Didattica)',
        params: ClassroomParamsSchema,
        response: { 200: GetKioskCodeResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getKioskCode(deps, request.params.id, request.arrivedAt);
    },
  );
}
