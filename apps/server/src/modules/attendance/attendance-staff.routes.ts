import {
  AttendanceRegisterQuerySchema,
  AttendanceRegisterResponseSchema,
  CreateClassroomBodySchema,
  ListClassroomsResponseSchema,
  StaffClassroomParamsSchema,
  StaffClassroomSchema,
  UpdateClassroomBodySchema,
} from '@school/domain/attendance/contracts/staff-attendance';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvAttachment } from '../../lib/csv.ts';
import { errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import {
  changeClassroom,
  createClassroom,
  exportRegister,
  getRegister,
  listClassrooms,
} from './attendance-staff.service.ts';

const tags = ['staff'];
const TEACHING = staffOnly('Didattica');

/** Didattica's classrooms and attendance register, under /api/staff. */
export default async function attendanceStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/classrooms',
    {
      config: { access: TEACHING },
      schema: {
        tags,
        summary: 'Every classroom with its check-ins of today and its version (Didattica)',
        response: { 200: ListClassroomsResponseSchema, ...errorResponses },
      },
    },
    async () => listClassrooms(app.db, Date.now()),
  );

  app.post(
    '/classrooms',
    {
      config: { access: TEACHING },
      schema: {
        tags,
        summary: 'Create a classroom (409 attendance.classroomExists when its id is taken)',
        body: CreateClassroomBodySchema,
        response: { 201: StaffClassroomSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createClassroom(app.db, requireUser(request).id, request.body, Date.now())),
  );

  app.put(
    '/classrooms/:id',
    {
      config: { access: TEACHING },
      schema: {
        tags,
        summary: 'Rename, activate or deactivate a classroom on the version read',
        params: StaffClassroomParamsSchema,
        body: UpdateClassroomBodySchema,
        response: { 200: StaffClassroomSchema, ...errorResponses },
      },
    },
    async (request) =>
      changeClassroom(app.db, requireUser(request).id, request.params.id, request.body, Date.now()),
  );

  app.get(
    '/attendance',
    {
      config: { access: TEACHING },
      schema: {
        tags,
        summary: 'The check-ins of a classroom on a school day (Europe/Rome), earliest first',
        querystring: AttendanceRegisterQuerySchema,
        response: { 200: AttendanceRegisterResponseSchema, ...errorResponses },
      },
    },
    async (request) => getRegister(app.db, request.query),
  );

  app.get(
    '/attendance.csv',
    {
      config: { access: TEACHING },
      schema: {
        tags,
        summary: 'The same register as CSV (400 staff.csvTooLarge beyond the row limit)',
        querystring: AttendanceRegisterQuerySchema,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportRegister(app.db, request.query);
      return reply.headers(csvAttachment(fileName)).send(csv);
    },
  );
}
