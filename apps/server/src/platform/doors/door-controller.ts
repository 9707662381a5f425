import type { DoorKey } from '@school/domain/doors/doors';

/**
 * What opens a door: the portal records the request, then hands the command to a controller. The
 * implementations are chosen by DOOR_CONTROLLER (`create-door-controller.ts`): `log` (the local
 * default: only logged), `mqtt` (a message to the building's broker) and `http` (a relay's URL).
 * `open` resolves once the command was accepted (the broker's PUBACK, the relay's 2xx) and rejects
 * when it was not, or not within the configured timeout.
 */
export interface DoorController {
  readonly kind: 'log' | 'mqtt' | 'http';
  open(door: DoorKey, requestedBy: string): Promise<void>;
}

export class DoorControllerError extends Error {}

/** A command's text with {door}, {requestedBy} and {at} replaced. */
export function fillTemplate(template: string, values: { door: DoorKey; requestedBy: string; at: string }) {
  return template
    .replaceAll('{door}', values.door)
    .replaceAll('{requestedBy}', values.requestedBy)
    .replaceAll('{at}', values.at);
}

/** Rejects with DoorControllerError when `work` takes longer than `ms` (then `onTimeout` runs). */
export async function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new DoorControllerError(`no answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
