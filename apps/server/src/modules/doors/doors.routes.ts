import { canOpenDoors } from '@school/domain/access/rules';
import { ListDoorsResponseSchema } from '@school/domain/doors/contracts/list-doors';
import {
  DoorParamsSchema,
  OpenDoorBodySchema,
  OpenDoorResponseSchema,
} from '@school/domain/doors/contracts/open-door';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, errorResponses } from '../../lib/error-schema.ts';
import { createDoorController } from '../../platform/doors/create-door-controller.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { type DoorsDeps, doorRows, listDoors, openDoor } from './doors.service.ts';

const tags = ['doors'];

/**
 * Opening the school's doors from the phone (saveApriPorta), for a course with door opening or an
 * employee with "Apertura Porte" (`canOpenDoors`). The door controller is chosen by DOOR_CONTROLLER.
 */
export default async function doorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: DoorsDeps = {
    db: app.db,
    positions: app.config.doors.positions,
    controller: createDoorController(app.config.doors, app.log),
    log: app.log,
  };
  // The doors missing from the database are added at their configured positions at start.
  app.addHook('onReady', async () => {
    await doorRows(app.db, deps.positions);
  });

  app.get(
    '/doors',
    {
      config: { access: canOpenDoors },
      schema: {
        tags,
        summary: 'Where the doors are, the 50 m reach and the accuracy bound',
        response: { 200: ListDoorsResponseSchema, ...errorResponses },
      },
    },
    async () => listDoors(deps),
  );

  app.post(
    '/doors/:door/open',
    {
      config: { access: canOpenDoors },
      schema: {
        tags,
        summary:
          'Open a door from the reported position (403 doors.tooFar beyond 50 m, 403 doors.inaccurate, 429 doors.rateLimited, 503 doors.controllerFailed); every request is logged',
        params: DoorParamsSchema,
        body: OpenDoorBodySchema,
        response: { 200: OpenDoorResponseSchema, ...errorResponses, 503: ErrorResponseSchema },
      },
    },
    async (request) => openDoor(deps, requireUser(request).id, request.params.door, request.body),
  );
}
