import {
  CreateLessonBodySchema,
  DeleteLessonQuerySchema,
  ListStaffLessonsResponseSchema,
  StaffLessonSchema,
  UpdateLessonBodySchema,
} from '@school/domain/elearning/contracts/staff-lessons';
import { IdParamsSchema } from '@school/domain/staff/contracts/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { changeLesson, createLesson, listStaffLessons, removeLesson } from './elearning-staff.service.ts';

const tags = ['staff'];
const TEACHING = staffOnly('Didattica');

/** The e-learning lessons, kept by Didattica (area `lessons`), under /api/staff. */
export default async function elearningStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/lessons',
    {
      config: { access: TEACHING },
      schema: {
        tags,
        summary: 'Every e-learning lesson, published or not, in order, with its version',
        response: { 200: ListStaffLessonsResponseSchema, ...errorResponses },
      },
    },
    async () => listStaffLessons(app.db),
  );

  app.post(
    '/lessons',
    {
      config: { access: TEACHING },
      schema: {
        tags,
        summary: 'Create a lesson (title, kind, video address, language, position, published)',
        body: CreateLessonBodySchema,
        response: { 201: StaffLessonSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createLesson(app.db, requireUser(request).id, request.body)),
  );

  app.put(
    '/lessons/:id',
    {
      config: { access: TEACHING },
      schema: {
        tags,
        summary: 'Change a lesson on the version read (409 staff.staleRecord when it changed since)',
        params: IdParamsSchema,
        body: UpdateLessonBodySchema,
        response: { 200: StaffLessonSchema, ...errorResponses },
      },
    },
    async (request) => changeLesson(app.db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/lessons/:id',
    {
      config: { access: TEACHING },
      schema: {
        tags,
        summary: "Delete a lesson on the version read, with the students' progress in it",
        params: IdParamsSchema,
        querystring: DeleteLessonQuerySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeLesson(app.db, requireUser(request).id, request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );
}
