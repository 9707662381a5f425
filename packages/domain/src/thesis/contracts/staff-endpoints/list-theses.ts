import { endpoint } from '../../../shared/endpoint.ts';
import { EditionExamParamsSchema, StaffThesesSchema } from '../staff-thesis.ts';

export const listTheses = endpoint(
  'GET /api/staff/thesis/editions/:edition/exams/:exam/theses',
  "The exam's theses of the edition: student, dishes, total from today's costs, over budget",
  { params: EditionExamParamsSchema, answer: StaffThesesSchema },
);
