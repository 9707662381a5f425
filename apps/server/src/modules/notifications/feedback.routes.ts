import { isStudent } from '@school/domain/access/rules';
import * as notificationsApi from '@school/domain/notifications/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { answerFeedback, openFeedbacks, weeklyFeedbackJob } from './feedback.service.ts';

/** The weekly survey of the students (decision 52): getOpenFeedbacks and the answers. */
export default async function feedbackRoutes(app: FastifyInstance) {
  if (app.config.weeklySurvey) app.jobs.every(weeklyFeedbackJob(app.db, app.notifier), 60, {});
  const route = routes(app, { access: isStudent });
  const api = notificationsApi;

  route(api.openFeedbacks, async (request) => ({
    feedbacks: await openFeedbacks(app.db, requireUser(request).id),
  }));
  route(api.answerFeedback, async (request) => {
    await answerFeedback(app.db, requireUser(request).id, request.params.id, request.body.answers);
    return null;
  });
}
