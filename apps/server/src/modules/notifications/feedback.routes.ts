import { isStudent } from '@school/domain/access/rules';
import {
  FeedbackAnswersBodySchema,
  FeedbackParamsSchema,
  OpenFeedbacksResponseSchema,
} from '@school/domain/notifications/contracts/feedback';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { answerFeedback, openFeedbacks, weeklyFeedbackJob } from './feedback.service.ts';

const tags = ['notifications'];

/** The weekly survey of the students (decision 52): getOpenFeedbacks and the answers. */
export default async function feedbackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  if (app.config.weeklySurvey) app.jobs.every(weeklyFeedbackJob(app.db, app.notifier), 60, {});

  app.get(
    '/feedback/open',
    {
      config: { access: isStudent },
      schema: {
        tags,
        summary: "The student's open weekly surveys (getOpenFeedbacks)",
        response: { 200: OpenFeedbacksResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ feedbacks: await openFeedbacks(app.db, requireUser(request).id) }),
  );

  app.post(
    '/feedback/:id/answers',
    {
      config: { access: isStudent },
      schema: {
        tags,
        summary: 'Send the answers of a weekly survey',
        params: FeedbackParamsSchema,
        body: FeedbackAnswersBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await answerFeedback(app.db, requireUser(request).id, request.params.id, request.body.answers);
      return reply.status(204).send(null);
    },
  );
}
