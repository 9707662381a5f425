import { endpoint } from '../../../shared/endpoint.ts';
import { ListExamsResponseSchema } from '../thesis.ts';

export const listExams = endpoint(
  'GET /api/thesis/exams',
  "The exams the student sees (the course's thesis flags) and the one opened by itself",
  { answer: ListExamsResponseSchema },
);
