import { endpoint } from '../../../shared/endpoint.ts';
import { EditionFormParamsSchema, StageAnswersSchema } from '../staff-internship.ts';

export const getAnswers = endpoint(
  'GET /api/staff/internship/editions/:code/answers/:form',
  "The sent answers of a form across the edition's stages, with the summary (counts, spread, averages)",
  { params: EditionFormParamsSchema, answer: StageAnswersSchema },
);
