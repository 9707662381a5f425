import { endpoint } from '../../../shared/endpoint.ts';
import {
  EditionFormParamsSchema,
  ResetSurveyDefinitionBodySchema,
  StaffSurveyDefinitionsSchema,
} from '../staff-internship.ts';

export const resetDefinition = endpoint(
  'POST /api/staff/internship/editions/:code/surveys/:form/reset',
  "Put a ready definition in place: the one named (the generic preferences form, CSCI or ICPU2 for the preferences; Midterm and Endterm Survey), or the edition's course's own",
  {
    params: EditionFormParamsSchema,
    body: ResetSurveyDefinitionBodySchema,
    answer: StaffSurveyDefinitionsSchema,
  },
);
