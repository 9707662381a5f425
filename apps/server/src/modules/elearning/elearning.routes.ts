import { hasCourseFlag } from '@school/domain/access/rules';
import type { AccessSubject } from '@school/domain/access/subject';
import {
  GetLessonProgressResponseSchema,
  LessonParamsSchema,
  ListLessonsResponseSchema,
  SaveLessonProgressBodySchema,
} from '@school/domain/elearning/contracts/lessons';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { getLessonProgress, listLessons, saveLessonProgress } from './elearning.service.ts';

const tags = ['elearning'];
/** "elearning … menus depend on matching active flags": isActiveElearning__c of the course enrolment. */
const canSeeElearning = (subject: AccessSubject) => hasCourseFlag(subject, 'isActiveElearning');

/** E-learning (specification 000, section 2 "eLearning"; section 7 getMateriali (locale)). */
export default async function elearningRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/elearning/lessons',
    {
      config: { access: canSeeElearning },
      schema: {
        tags,
        summary:
          "The published lessons of the student's language, in order, each with where the student stopped",
        response: { 200: ListLessonsResponseSchema, ...errorResponses },
      },
    },
    async (request) => listLessons(app.db, requireUser(request)),
  );

  app.get(
    '/elearning/lessons/:id/progress',
    {
      config: { access: canSeeElearning },
      schema: {
        tags,
        summary:
          'Where the student stopped in a lesson (null: not started); 404 for a lesson they do not see',
        params: LessonParamsSchema,
        response: { 200: GetLessonProgressResponseSchema, ...errorResponses },
      },
    },
    async (request) => getLessonProgress(app.db, requireUser(request), request.params.id),
  );

  app.put(
    '/elearning/lessons/:id/progress',
    {
      config: { access: canSeeElearning },
      schema: {
        tags,
        summary: 'Save where the student is in a lesson (whole seconds, never past the duration)',
        params: LessonParamsSchema,
        body: SaveLessonProgressBodySchema,
        response: { 200: GetLessonProgressResponseSchema, ...errorResponses },
      },
    },
    async (request) => saveLessonProgress(app.db, requireUser(request), request.params.id, request.body),
  );
}
