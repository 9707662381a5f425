import { endpoint } from '../../../shared/endpoint.ts';
import { ExamParamsSchema, ThesisResponseSchema } from '../thesis.ts';

export const addDish = endpoint(
  'POST /api/thesis/:exam/dishes',
  'Add a dish (conditions exist, not locked); answers the thesis',
  { params: ExamParamsSchema, answer: ThesisResponseSchema },
);
