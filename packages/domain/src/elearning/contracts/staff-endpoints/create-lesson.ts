import { endpoint } from '../../../shared/endpoint.ts';
import { CreateLessonBodySchema, StaffLessonSchema } from '../staff-lessons.ts';

export const createLesson = endpoint(
  'POST /api/staff/lessons',
  'Create a lesson (title, kind, video address, language, position, published)',
  { body: CreateLessonBodySchema, answer: { 201: StaffLessonSchema } },
);
