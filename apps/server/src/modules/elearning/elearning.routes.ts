import { hasCourseFlag } from '@school/domain/access/rules';
import type { AccessSubject } from '@school/domain/access/subject';
import * as elearningApi from '@school/domain/elearning/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { getLessonProgress, listLessons, saveLessonProgress } from './elearning.service.ts';

/** "elearning … menus depend on matching active flags": isActiveElearning__c of the course enrolment. */
const canSeeElearning = (subject: AccessSubject) => hasCourseFlag(subject, 'isActiveElearning');

/** E-learning (specification 000, section 2 "eLearning"; section 7 getMateriali (locale)). */
export default async function elearningRoutes(app: FastifyInstance) {
  const route = routes(app, { access: canSeeElearning });
  const api = elearningApi;

  route(api.listLessons, (request) => listLessons(app.db, requireUser(request)));
  route(api.getProgress, (request) => getLessonProgress(app.db, requireUser(request), request.params.id));
  route(api.saveProgress, (request) =>
    saveLessonProgress(app.db, requireUser(request), request.params.id, request.body),
  );
}
