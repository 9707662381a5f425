import { endpoint } from '../../../shared/endpoint.ts';
import { GetLessonProgressResponseSchema, LessonParamsSchema } from '../lessons.ts';

export const getProgress = endpoint(
  'GET /api/elearning/lessons/:id/progress',
  'Where the student stopped in a lesson (null: not started); 404 for a lesson they do not see',
  { params: LessonParamsSchema, answer: GetLessonProgressResponseSchema },
);
