import { endpoint } from '../../../shared/endpoint.ts';
import { ListLessonsResponseSchema } from '../lessons.ts';

export const listLessons = endpoint(
  'GET /api/elearning/lessons',
  "The published lessons of the student's language, in order, each with where the student stopped",
  { answer: ListLessonsResponseSchema },
);
