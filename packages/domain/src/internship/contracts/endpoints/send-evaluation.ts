import { endpoint } from '../../../shared/endpoint.ts';
import { SURVEY_BODY_MAX_BYTES } from '../internship.ts';
import {
  EvaluationTokenParamsSchema,
  TutorEvaluationBodySchema,
  TutorEvaluationSentSchema,
} from '../tutor-evaluation.ts';

export const sendEvaluation = endpoint(
  'POST /api/internship/evaluation/:token',
  "Send the tutor's evaluation, once (answers checked by the survey engine)",
  {
    params: EvaluationTokenParamsSchema,
    body: TutorEvaluationBodySchema,
    bodyLimit: SURVEY_BODY_MAX_BYTES,
    answer: TutorEvaluationSentSchema,
    errors: [410, 413],
  },
);
