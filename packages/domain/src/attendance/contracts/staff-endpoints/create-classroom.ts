import { endpoint } from '../../../shared/endpoint.ts';
import { CreateClassroomBodySchema, StaffClassroomSchema } from '../staff-attendance.ts';

export const createClassroom = endpoint(
  'POST /api/staff/classrooms',
  'Create a classroom (409 attendance.classroomExists when its id is taken)',
  { body: CreateClassroomBodySchema, answer: { 201: StaffClassroomSchema } },
);
