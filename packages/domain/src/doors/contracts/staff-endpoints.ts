import { endpoint } from '../../shared/endpoint.ts';
import { DoorParamsSchema } from './open-door.ts';
import {
  ListDoorOpeningsQuerySchema,
  ListDoorOpeningsResponseSchema,
  ListStaffDoorsResponseSchema,
  StaffDoorSchema,
  UpdateStaffDoorBodySchema,
} from './staff-doors.ts';

/** The doors endpoints of the staff console. */
export const staffDoorsApi = {
  listDoors: endpoint('GET /api/staff/doors', 'The three doors with their positions and versions', {
    answer: ListStaffDoorsResponseSchema,
  }),
  moveDoor: endpoint(
    'PUT /api/staff/doors/:door',
    'Move a door (latitude, longitude) on the version read; audited',
    { params: DoorParamsSchema, body: UpdateStaffDoorBodySchema, answer: StaffDoorSchema },
  ),
  listOpenings: endpoint(
    'GET /api/staff/doors/openings',
    'The door log, newest first (filters: door, person, outcome, day; paged)',
    { querystring: ListDoorOpeningsQuerySchema, answer: ListDoorOpeningsResponseSchema },
  ),
};
