import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffLessonSchema, UpdateLessonBodySchema } from '../staff-lessons.ts';

export const changeLesson = endpoint(
  'PUT /api/staff/lessons/:id',
  'Change a lesson on the version read (409 staff.staleRecord when it changed since)',
  { params: IdParamsSchema, body: UpdateLessonBodySchema, answer: StaffLessonSchema },
);
