import * as internshipApi from '@school/domain/internship/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/app/endpoints.ts';
import { getEvaluationPage, submitEvaluationAnswers } from './internship-staff.service.ts';

/**
 * The tutor's end-of-stage evaluation (ours, beyond the specification), with no login: the link
 * mailed to the tutor carries a token whose hash is the only thing stored. Unknown 404, expired
 * 410, already sent 409.
 */
export default async function internshipEvaluationRoutes(app: FastifyInstance) {
  const route = routes(app, { access: 'public' });
  const api = internshipApi;

  route(api.getEvaluation, (request) => getEvaluationPage(app.db, request.params.token));
  route(api.sendEvaluation, (request) =>
    submitEvaluationAnswers(app.db, request.params.token, request.body.answers),
  );
}
