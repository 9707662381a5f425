import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { AttendanceRegisterQuerySchema } from '../staff-attendance.ts';

export const registerCsv = endpoint(
  'GET /api/staff/attendance.csv',
  'The same register as CSV (400 staff.csvTooLarge beyond the row limit)',
  { querystring: AttendanceRegisterQuerySchema, answer: z.string() },
);
