import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';
import {
  AttendanceRegisterQuerySchema,
  AttendanceRegisterResponseSchema,
  CreateClassroomBodySchema,
  ListClassroomsResponseSchema,
  StaffClassroomParamsSchema,
  StaffClassroomSchema,
  UpdateClassroomBodySchema,
} from './staff-attendance.ts';

/** The attendance endpoints of the staff console (Didattica): the classrooms and the register. */
export const staffAttendanceApi = {
  listClassrooms: endpoint(
    'GET /api/staff/classrooms',
    'Every classroom with its check-ins of today and its version (Didattica)',
    { answer: ListClassroomsResponseSchema },
  ),
  createClassroom: endpoint(
    'POST /api/staff/classrooms',
    'Create a classroom (409 attendance.classroomExists when its id is taken)',
    { body: CreateClassroomBodySchema, answer: { 201: StaffClassroomSchema } },
  ),
  changeClassroom: endpoint(
    'PUT /api/staff/classrooms/:id',
    'Rename, activate or deactivate a classroom on the version read',
    { params: StaffClassroomParamsSchema, body: UpdateClassroomBodySchema, answer: StaffClassroomSchema },
  ),
  register: endpoint(
    'GET /api/staff/attendance',
    'The check-ins of a classroom on a school day (Europe/Rome), earliest first',
    { querystring: AttendanceRegisterQuerySchema, answer: AttendanceRegisterResponseSchema },
  ),
  registerCsv: endpoint(
    'GET /api/staff/attendance.csv',
    'The same register as CSV (400 staff.csvTooLarge beyond the row limit)',
    { querystring: AttendanceRegisterQuerySchema, answer: z.string() },
  ),
};
