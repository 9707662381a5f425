import { endpoint } from '../../../shared/endpoint.ts';
import { ListClassroomsResponseSchema } from '../staff-attendance.ts';

export const listClassrooms = endpoint(
  'GET /api/staff/classrooms',
  'Every classroom with its check-ins of today and its version (Didattica)',
  { answer: ListClassroomsResponseSchema },
);
