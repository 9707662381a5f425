import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';
import { IdParamsSchema } from '../../staff/contracts/fields.ts';
import {
  CreateLessonBodySchema,
  DeleteLessonQuerySchema,
  ListStaffLessonsResponseSchema,
  StaffLessonSchema,
  UpdateLessonBodySchema,
} from './staff-lessons.ts';

/** The e-learning endpoints of the staff console. */
export const staffElearningApi = {
  listLessons: endpoint(
    'GET /api/staff/lessons',
    'Every e-learning lesson, published or not, in order, with its version',
    { answer: ListStaffLessonsResponseSchema },
  ),
  createLesson: endpoint(
    'POST /api/staff/lessons',
    'Create a lesson (title, kind, video address, language, position, published)',
    { body: CreateLessonBodySchema, answer: { 201: StaffLessonSchema } },
  ),
  changeLesson: endpoint(
    'PUT /api/staff/lessons/:id',
    'Change a lesson on the version read (409 staff.staleRecord when it changed since)',
    { params: IdParamsSchema, body: UpdateLessonBodySchema, answer: StaffLessonSchema },
  ),
  deleteLesson: endpoint(
    'DELETE /api/staff/lessons/:id',
    "Delete a lesson on the version read, with the students' progress in it",
    { params: IdParamsSchema, querystring: DeleteLessonQuerySchema, answer: { 204: z.null() } },
  ),
};
