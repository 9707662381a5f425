import { endpoint } from '../../../shared/endpoint.ts';
import { DoorParamsSchema, OpenDoorBodySchema, OpenDoorResponseSchema } from '../open-door.ts';

export const openDoor = endpoint(
  'POST /api/doors/:door/open',
  'Open a door from the reported position (403 doors.tooFar beyond 50 m, 403 doors.inaccurate, 429 doors.rateLimited, 503 doors.controllerFailed); every request is logged',
  {
    params: DoorParamsSchema,
    body: OpenDoorBodySchema,
    answer: OpenDoorResponseSchema,
    errors: [503],
  },
);
