import { SURVEY_BODY_MAX_BYTES } from '@school/domain/internship/contracts/internship';
import {
  EvaluationTokenParamsSchema,
  TutorEvaluationBodySchema,
  TutorEvaluationPageSchema,
  TutorEvaluationSentSchema,
} from '@school/domain/internship/contracts/staff-internship';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, errorResponses } from '../../lib/error-schema.ts';
import { getEvaluationPage, submitEvaluationAnswers } from './internship-staff.service.ts';

const tags = ['internship'];

/**
 * The tutor's end-of-stage evaluation (ours, beyond the specification), with no login: the link
 * mailed to the tutor carries a token whose hash is the only thing stored. Unknown 404, expired
 * 410, already sent 409.
 */
export default async function internshipEvaluationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/internship/evaluation/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The tutor's evaluation page: the student's name and period, and the form",
        params: EvaluationTokenParamsSchema,
        response: { 200: TutorEvaluationPageSchema, 410: ErrorResponseSchema, ...errorResponses },
      },
    },
    async (request) => getEvaluationPage(app.db, request.params.token),
  );

  app.post(
    '/internship/evaluation/:token',
    {
      config: { access: 'public' },
      bodyLimit: SURVEY_BODY_MAX_BYTES,
      schema: {
        tags,
        summary: "Send the tutor's evaluation, once (answers checked by the survey engine)",
        params: EvaluationTokenParamsSchema,
        body: TutorEvaluationBodySchema,
        response: {
          200: TutorEvaluationSentSchema,
          410: ErrorResponseSchema,
          413: ErrorResponseSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => submitEvaluationAnswers(app.db, request.params.token, request.body.answers),
  );
}
