import { endpoint } from '../../../shared/endpoint.ts';
import { AttendanceRegisterQuerySchema, AttendanceRegisterResponseSchema } from '../staff-attendance.ts';

export const register = endpoint(
  'GET /api/staff/attendance',
  'The check-ins of a classroom on a school day (Europe/Rome), earliest first',
  { querystring: AttendanceRegisterQuerySchema, answer: AttendanceRegisterResponseSchema },
);
