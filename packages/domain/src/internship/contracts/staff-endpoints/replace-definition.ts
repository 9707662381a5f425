import { endpoint } from '../../../shared/endpoint.ts';
import {
  EditionFormParamsSchema,
  ReplaceSurveyDefinitionBodySchema,
  StaffSurveyDefinitionsSchema,
  SURVEY_DEFINITION_BODY_MAX_BYTES,
} from '../staff-internship.ts';

export const replaceDefinition = endpoint(
  'PUT /api/staff/internship/editions/:code/surveys/:form',
  "Replace a form's definition (checked by the survey engine's schema: 400 with a code per field)",
  {
    params: EditionFormParamsSchema,
    body: ReplaceSurveyDefinitionBodySchema,
    bodyLimit: SURVEY_DEFINITION_BODY_MAX_BYTES,
    answer: StaffSurveyDefinitionsSchema,
    errors: [413],
  },
);
