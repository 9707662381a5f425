import { endpoint } from '../../../shared/endpoint.ts';
import { DoorParamsSchema } from '../open-door.ts';
import { StaffDoorSchema, UpdateStaffDoorBodySchema } from '../staff-doors.ts';

export const moveDoor = endpoint(
  'PUT /api/staff/doors/:door',
  'Move a door (latitude, longitude) on the version read; audited',
  { params: DoorParamsSchema, body: UpdateStaffDoorBodySchema, answer: StaffDoorSchema },
);
