import { endpoint } from '../../../shared/endpoint.ts';
import {
  InternshipResponseSchema,
  SURVEY_BODY_MAX_BYTES,
  SurveyAnswersBodySchema,
  SurveyParamsSchema,
} from '../internship.ts';

export const sendForm = endpoint(
  'POST /api/internship/forms/:form',
  'Send a form (updatePreferenzeStage): answers checked against the definition, saved text and completed flag stored once',
  {
    params: SurveyParamsSchema,
    body: SurveyAnswersBodySchema,
    bodyLimit: SURVEY_BODY_MAX_BYTES,
    answer: InternshipResponseSchema,
  },
);
