import type { DoorKey } from '@school/domain/doors/doors';
import { type DoorController, DoorControllerError } from './door-controller.ts';

/**
 * A command is a POST to the door's relay (its own URL, or DOOR_HTTP_URL with {door}) with the
 * bearer token and a JSON body { door, requestedBy, at }; any 2xx answer within the timeout is a
 * success.
 */
export function httpDoorController(options: {
  urls: Record<DoorKey, string>;
  token: string | undefined;
  timeoutMs: number;
}): DoorController {
  return {
    kind: 'http',
    async open(door, requestedBy) {
      let response: Response;
      try {
        response = await fetch(options.urls[door], {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ door, requestedBy, at: new Date().toISOString() }),
          signal: AbortSignal.timeout(options.timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        throw new DoorControllerError(`relay: ${error instanceof Error ? error.name : 'unreachable'}`);
      }
      // The answer's body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new DoorControllerError(`relay answered ${response.status}`);
    },
  };
}
