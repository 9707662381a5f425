import { endpoint } from '../../../shared/endpoint.ts';
import { ListStaffLessonsResponseSchema } from '../staff-lessons.ts';

export const listLessons = endpoint(
  'GET /api/staff/lessons',
  'Every e-learning lesson, published or not, in order, with its version',
  { answer: ListStaffLessonsResponseSchema },
);
