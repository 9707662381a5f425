import { endpoint } from '../../../shared/endpoint.ts';
import { EditionParamsSchema, StaffSurveyDefinitionsSchema } from '../staff-internship.ts';

export const getDefinitions = endpoint(
  'GET /api/staff/internship/editions/:code/surveys',
  "The edition's three survey definitions, as stored and as the survey engine reads them",
  { params: EditionParamsSchema, answer: StaffSurveyDefinitionsSchema },
);
