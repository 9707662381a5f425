import mqtt from 'mqtt';
import { type DoorController, DoorControllerError, fillTemplate, withTimeout } from './door-controller.ts';

/**
 * A command is one MQTT message at QoS 1 to the building's broker: `topic` and `payload` are
 * templates ({door}, {requestedBy}, {at}). Each command opens its own connection and waits for the
 * broker's PUBACK; on a timeout the connection is dropped with the message, so a door never opens
 * late, after the person was told it failed. The payload's {at} lets the device ignore old commands.
 */
export function mqttDoorController(options: {
  url: string;
  topic: string;
  payload: string;
  timeoutMs: number;
}): DoorController {
  return {
    kind: 'mqtt',
    async open(door, requestedBy) {
      const values = { door, requestedBy, at: new Date().toISOString() };
      const client = mqtt.connect(options.url, {
        reconnectPeriod: 0,
        connectTimeout: options.timeoutMs,
        clean: true,
      });
      // A failed connection is reported by the publish (or the timeout), never thrown from here.
      client.on('error', () => undefined);
      const publish = (async () => {
        await new Promise<void>((resolve, reject) => {
          client.once('connect', () => resolve());
          client.once('error', (error) => reject(new DoorControllerError(`broker: ${error.message}`)));
          client.once('close', () => reject(new DoorControllerError('broker closed the connection')));
        });
        await client.publishAsync(
          fillTemplate(options.topic, values),
          fillTemplate(options.payload, values),
          {
            qos: 1,
          },
        );
      })();
      try {
        await withTimeout(publish, options.timeoutMs, () => client.end(true));
      } finally {
        await client.endAsync(true).catch(() => undefined);
      }
    },
  };
}
