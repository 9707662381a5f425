import { canOpenDoors } from '@school/domain/access/rules';
import * as doorsApi from '@school/domain/doors/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { createDoorController } from '../../platform/doors/create-door-controller.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { type DoorsDeps, doorRows, listDoors, openDoor } from './doors.service.ts';

/**
 * Opening the school's doors from the phone (saveApriPorta), for a course with door opening or an
 * employee with "Apertura Porte" (`canOpenDoors`). The door controller is chosen by DOOR_CONTROLLER.
 */
export default async function doorsRoutes(app: FastifyInstance) {
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
  const route = routes(app, { access: canOpenDoors });

  route(doorsApi.listDoors, () => listDoors(deps));
  route(doorsApi.openDoor, (request) =>
    openDoor(deps, requireUser(request).id, request.params.door, request.body),
  );
}
