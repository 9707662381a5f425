import type { FastifyBaseLogger } from 'fastify';
import type { DoorController } from './door-controller.ts';

/** The local default: no door is wired, the command is only written to the log. */
export function logDoorController(log: Pick<FastifyBaseLogger, 'info'>): DoorController {
  return {
    kind: 'log',
    async open(door, requestedBy) {
      log.info({ door, requestedBy }, 'door command (DOOR_CONTROLLER=log: no door is wired)');
    },
  };
}
