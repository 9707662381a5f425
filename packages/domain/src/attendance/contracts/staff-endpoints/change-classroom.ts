import { endpoint } from '../../../shared/endpoint.ts';
import {
  StaffClassroomParamsSchema,
  StaffClassroomSchema,
  UpdateClassroomBodySchema,
} from '../staff-attendance.ts';

export const changeClassroom = endpoint(
  'PUT /api/staff/classrooms/:id',
  'Rename, activate or deactivate a classroom on the version read',
  { params: StaffClassroomParamsSchema, body: UpdateClassroomBodySchema, answer: StaffClassroomSchema },
);
