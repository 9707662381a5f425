import { endpoint } from '../../shared/endpoint.ts';
import { ErrorResponseSchema } from '../../shared/errors.ts';
import { ListDoorsResponseSchema } from './list-doors.ts';
import { DoorParamsSchema, OpenDoorBodySchema, OpenDoorResponseSchema } from './open-door.ts';

/** The doors' endpoints, for someone who may open them (`canOpenDoors`). */
export const doorsApi = {
  listDoors: endpoint('GET /api/doors', 'Where the doors are, the 50 m reach and the accuracy bound', {
    answer: ListDoorsResponseSchema,
  }),
  openDoor: endpoint(
    'POST /api/doors/:door/open',
    'Open a door from the reported position (403 doors.tooFar beyond 50 m, 403 doors.inaccurate, 429 doors.rateLimited, 503 doors.controllerFailed); every request is logged',
    {
      params: DoorParamsSchema,
      body: OpenDoorBodySchema,
      answer: { 200: OpenDoorResponseSchema, 503: ErrorResponseSchema },
    },
  ),
};
