import { endpoint } from '../../../shared/endpoint.ts';
import { ExamParamsSchema, ThesisResponseSchema } from '../thesis.ts';

export const getThesis = endpoint(
  'GET /api/thesis/:exam',
  'The thesis of an exam (created on first read with its dishes): conditions, dishes, lines, totals, budget and lock',
  { params: ExamParamsSchema, answer: ThesisResponseSchema },
);
