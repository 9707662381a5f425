import { endpoint } from '../../../shared/endpoint.ts';
import { ListDoorOpeningsQuerySchema, ListDoorOpeningsResponseSchema } from '../staff-doors.ts';

export const listOpenings = endpoint(
  'GET /api/staff/doors/openings',
  'The door log, newest first (filters: door, person, outcome, day; paged)',
  { querystring: ListDoorOpeningsQuerySchema, answer: ListDoorOpeningsResponseSchema },
);
