import type { FastifyBaseLogger } from 'fastify';
import type { DoorsConfig } from '../../config/env.ts';
import type { DoorController } from './door-controller.ts';
import { httpDoorController } from './http-door-controller.ts';
import { logDoorController } from './log-door-controller.ts';
import { mqttDoorController } from './mqtt-door-controller.ts';

/** The controller DOOR_CONTROLLER names (config/env.ts validated its settings). */
export function createDoorController(config: DoorsConfig, log: FastifyBaseLogger): DoorController {
  const { controller, timeoutMs } = config;
  switch (controller.kind) {
    case 'mqtt':
      return mqttDoorController({ ...controller, timeoutMs });
    case 'http':
      return httpDoorController({ urls: controller.urls, token: controller.token, timeoutMs });
    default:
      return logDoorController(log);
  }
}
