import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { DeleteLessonQuerySchema } from '../staff-lessons.ts';

export const deleteLesson = endpoint(
  'DELETE /api/staff/lessons/:id',
  "Delete a lesson on the version read, with the students' progress in it",
  { params: IdParamsSchema, querystring: DeleteLessonQuerySchema, answer: { 204: z.null() } },
);
