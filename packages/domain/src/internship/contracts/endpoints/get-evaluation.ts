import { endpoint } from '../../../shared/endpoint.ts';
import { EvaluationTokenParamsSchema, TutorEvaluationPageSchema } from '../tutor-evaluation.ts';

export const getEvaluation = endpoint(
  'GET /api/internship/evaluation/:token',
  "The tutor's evaluation page: the student's name and period, and the form",
  {
    params: EvaluationTokenParamsSchema,
    answer: TutorEvaluationPageSchema,
    errors: [410],
  },
);
