import { endpoint } from '../../shared/endpoint.ts';
import {
  GetLessonProgressResponseSchema,
  LessonParamsSchema,
  ListLessonsResponseSchema,
  SaveLessonProgressBodySchema,
} from './lessons.ts';

/** The student's e-learning endpoints. */
export const elearningApi = {
  listLessons: endpoint(
    'GET /api/elearning/lessons',
    "The published lessons of the student's language, in order, each with where the student stopped",
    { answer: ListLessonsResponseSchema },
  ),
  getProgress: endpoint(
    'GET /api/elearning/lessons/:id/progress',
    'Where the student stopped in a lesson (null: not started); 404 for a lesson they do not see',
    { params: LessonParamsSchema, answer: GetLessonProgressResponseSchema },
  ),
  saveProgress: endpoint(
    'PUT /api/elearning/lessons/:id/progress',
    'Save where the student is in a lesson (whole seconds, never past the duration)',
    {
      params: LessonParamsSchema,
      body: SaveLessonProgressBodySchema,
      answer: GetLessonProgressResponseSchema,
    },
  ),
};
