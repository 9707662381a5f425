import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Aedes } from 'aedes';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DoorControllerError } from './door-controller.ts';
import { httpDoorController } from './http-door-controller.ts';
import { logDoorController } from './log-door-controller.ts';
import { mqttDoorController } from './mqtt-door-controller.ts';

const USER = '2f1c7c5e-6f1f-4a5e-9d3c-2a8f0c1b7e11';

describe('mqtt door controller against a real broker (aedes over TCP)', () => {
  let broker: Aedes;
  let server: net.Server;
  let url: string;
  beforeAll(async () => {
    broker = await Aedes.createBroker();
    server = net.createServer(broker.handle);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `mqtt://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('publishes the command at QoS 1 on the door’s topic with the payload, and resolves after the PUBACK', async () => {
    const subscriber = await mqtt.connectAsync(url, { reconnectPeriod: 0 });
    await subscriber.subscribeAsync('alma/doors/#', { qos: 1 });
    const received: Array<{ topic: string; payload: string; qos: number }> = [];
    subscriber.on('message', (topic, payload, packet) => {
      received.push({ topic, payload: payload.toString(), qos: packet.qos });
    });
    const controller = mqttDoorController({
      url,
      topic: 'alma/doors/{door}/open',
      payload: '{"door":"{door}","requestedBy":"{requestedBy}","at":"{at}"}',
      timeoutMs: 3000,
    });
    await controller.open('SpogliatoioInterno', USER);
    await expect.poll(() => received.length).toBe(1);
    const [message] = received;
    expect(message?.topic).toBe('alma/doors/SpogliatoioInterno/open');
    expect(message?.qos).toBe(1);
    const body = JSON.parse(message?.payload ?? '{}');
    expect(body).toMatchObject({ door: 'SpogliatoioInterno', requestedBy: USER });
    expect(Date.now() - Date.parse(body.at)).toBeLessThan(10_000);
    await subscriber.endAsync();
  });

  it('rejects when the broker cannot be reached (nothing listens on the port)', async () => {
    const closed = net.createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const controller = mqttDoorController({
      url: `mqtt://127.0.0.1:${port}`,
      topic: 't',
      payload: 'p',
      timeoutMs: 2000,
    });
    await expect(controller.open('Cancello', USER)).rejects.toBeInstanceOf(DoorControllerError);
  });

  it('rejects after the timeout when the broker accepts the connection but never answers', async () => {
    const silent = net.createServer((socket) => socket.on('data', () => undefined));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const port = (silent.address() as AddressInfo).port;
    const controller = mqttDoorController({
      url: `mqtt://127.0.0.1:${port}`,
      topic: 't',
      payload: 'p',
      timeoutMs: 300,
    });
    const started = Date.now();
    await expect(controller.open('Cancello', USER)).rejects.toBeInstanceOf(DoorControllerError);
    expect(Date.now() - started).toBeLessThan(2000);
    silent.close();
  });
});

describe('http door controller against a local relay', () => {
  const requests: Array<{ method?: string; url?: string; auth?: string; type?: string; body: string }> = [];
  let mode: 'ok' | 'error' | 'hang' = 'ok';
  let relay: http.Server;
  let base: string;
  beforeAll(async () => {
    relay = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        requests.push({
          method: req.method,
          url: req.url,
          auth: req.headers.authorization,
          type: req.headers['content-type'],
          body,
        });
        if (mode === 'hang') return; // never answers
        res.statusCode = mode === 'ok' ? 204 : 500;
        res.end();
      });
    });
    relay.listen(0, '127.0.0.1');
    await once(relay, 'listening');
    base = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    relay.closeAllConnections();
    await new Promise<void>((resolve) => relay.close(() => resolve()));
  });

  const controller = (timeoutMs = 2000) =>
    httpDoorController({
      urls: {
        Cancello: `${base}/relay/Cancello/open`,
        Spogliatoio: `${base}/relay/Spogliatoio/open`,
        SpogliatoioInterno: `${base}/other-relay`,
      },
      token: 'relay-token-0123456789',
      timeoutMs,
    });

  it('POSTs to the door’s URL with the bearer token and a JSON body', async () => {
    requests.length = 0;
    mode = 'ok';
    await controller().open('Spogliatoio', USER);
    await controller().open('SpogliatoioInterno', USER);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/relay/Spogliatoio/open',
      auth: 'Bearer relay-token-0123456789',
      type: 'application/json',
    });
    expect(JSON.parse(requests[0]?.body ?? '{}')).toMatchObject({ door: 'Spogliatoio', requestedBy: USER });
    expect(requests[1]?.url).toBe('/other-relay');
  });

  it('rejects an answer that is not 2xx', async () => {
    mode = 'error';
    await expect(controller().open('Cancello', USER)).rejects.toBeInstanceOf(DoorControllerError);
  });

  it('rejects after the timeout when the relay does not answer', async () => {
    mode = 'hang';
    const started = Date.now();
    await expect(controller(300).open('Cancello', USER)).rejects.toBeInstanceOf(DoorControllerError);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('log door controller', () => {
  it('only logs the command', async () => {
    const lines: unknown[] = [];
    await logDoorController({ info: (...args: unknown[]) => void lines.push(args) } as never).open(
      'Cancello',
      USER,
    );
    expect(lines).toEqual([[{ door: 'Cancello', requestedBy: USER }, expect.stringContaining('log')]]);
  });
});
