import { endpoint } from '../../../shared/endpoint.ts';
import {
  GetLessonProgressResponseSchema,
  LessonParamsSchema,
  SaveLessonProgressBodySchema,
} from '../lessons.ts';

export const saveProgress = endpoint(
  'PUT /api/elearning/lessons/:id/progress',
  'Save where the student is in a lesson (whole seconds, never past the duration)',
  {
    params: LessonParamsSchema,
    body: SaveLessonProgressBodySchema,
    answer: GetLessonProgressResponseSchema,
  },
);
