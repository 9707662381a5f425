import { endpoint } from '../../../shared/endpoint.ts';
import { ListStaffDoorsResponseSchema } from '../staff-doors.ts';

export const listDoors = endpoint(
  'GET /api/staff/doors',
  'The three doors with their positions and versions',
  {
    answer: ListStaffDoorsResponseSchema,
  },
);
