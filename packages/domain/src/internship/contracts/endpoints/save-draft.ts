import { endpoint } from '../../../shared/endpoint.ts';
import {
  SURVEY_BODY_MAX_BYTES,
  SurveyAnswersBodySchema,
  SurveyDraftResponseSchema,
  SurveyParamsSchema,
} from '../internship.ts';

export const saveDraft = endpoint(
  'PUT /api/internship/forms/:form/draft',
  'Save the answers being typed (while the form is editable); they resume on any device',
  {
    params: SurveyParamsSchema,
    body: SurveyAnswersBodySchema,
    bodyLimit: SURVEY_BODY_MAX_BYTES,
    answer: SurveyDraftResponseSchema,
    errors: [413],
  },
);
