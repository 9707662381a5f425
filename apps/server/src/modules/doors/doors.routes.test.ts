import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBAPP_PERMISSION_DOORS } from '@school/domain/access/subject';
import { DOOR_OPENS_PER_HOUR } from '@school/domain/doors/doors';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DOOR_POSITIONS } from '../../config/env.ts';
import { doorOpenings, doors } from '../../db/schema/index.ts';
import { errorOf, signIn } from '../../test/application-fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

/** The building's relay, as the http door controller reaches it: every command it received. */
const received: Array<{ method?: string; url?: string; auth?: string; body: string }> = [];
let relayMode: 'ok' | 'error' = 'ok';
let relay: http.Server;
let ctx: TestContext;

beforeAll(async () => {
  relay = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, auth: req.headers.authorization, body });
      res.statusCode = relayMode === 'ok' ? 204 : 502;
      res.end();
    });
  });
  relay.listen(0, '127.0.0.1');
  await once(relay, 'listening');
  const port = (relay.address() as AddressInfo).port;
  ctx = await createTestApp({
    env: {
      DOOR_CONTROLLER: 'http',
      DOOR_HTTP_URL: `http://127.0.0.1:${port}/relay/{door}/open`,
      DOOR_HTTP_TOKEN: 'relay-token-0123456789',
      DOOR_CONTROLLER_TIMEOUT_MS: '2000',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  relay.closeAllConnections();
  await new Promise<void>((resolve) => relay.close(() => resolve()));
});
beforeEach(async () => {
  await ctx.reset();
  received.length = 0;
  relayMode = 'ok';
});

const GATE = DEFAULT_DOOR_POSITIONS.Cancello;
/** A reading `metres` north of the gate (1 m of latitude is 1/111,195.08 of a degree). */
const northOfGate = (metres: number, accuracy = 8) => ({
  latitude: GATE.latitude + metres / 111_195.08,
  longitude: GATE.longitude,
  accuracy,
});

const student = () =>
  signIn(ctx, {
    categories: ['Studente'],
    enrolments: [{ kind: 'course', name: 'Cucina 2027A', isActive: true, isActiveDoorOpening: true }],
  });
const openings = () => ctx.db.select().from(doorOpenings).orderBy(asc(doorOpenings.id));

describe('access', () => {
  it('answers 401 to a visitor and 403 to someone without door opening, recording nothing', async () => {
    const anon = new TestClient(ctx.app);
    expect((await anon.get('/api/doors')).statusCode).toBe(401);
    const res = await anon.post('/api/doors/Cancello/open', northOfGate(10));
    expect(res.statusCode).toBe(401);
    for (const values of [
      // a student whose course has no door opening
      { categories: ['Studente' as const], enrolments: [{ kind: 'course' as const, isActive: true }] },
      // the door flag on a housing enrolment does not count
      {
        categories: ['Studente' as const],
        enrolments: [
          { kind: 'course' as const, isActive: true },
          { kind: 'housing' as const, isActive: true, isActiveHousing: true, isActiveDoorOpening: true },
        ],
      },
      // "Apertura Porte" without Dipendente, Dipendente without "Apertura Porte"
      { categories: ['Insegnante' as const], webappPermissions: [WEBAPP_PERMISSION_DOORS] },
      { categories: ['Dipendente' as const], webappPermissions: ['Segreteria'] },
      { categories: ['Candidato' as const] },
      // an external user whose shop enrolments have no door flag
      { categories: ['Esterno' as const], enrolments: [{ kind: 'shop' as const, isActiveEcommerce: true }] },
    ]) {
      const { client } = await signIn(ctx, values);
      expect((await client.get('/api/doors')).statusCode).toBe(403);
      const refused = await client.post('/api/doors/Cancello/open', northOfGate(10));
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe('auth.forbidden');
    }
    expect(await openings()).toEqual([]);
    expect(received).toEqual([]);
  });

  it('lets a student whose course opens doors and an employee with "Apertura Porte" read the doors', async () => {
    const employee = await signIn(ctx, {
      categories: ['Dipendente'],
      webappPermissions: [WEBAPP_PERMISSION_DOORS],
    });
    for (const { client } of [await student(), employee]) {
      const res = await client.get('/api/doors');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        radiusMetres: 50,
        accuracyMaxMetres: 100,
        items: [
          { key: 'Cancello', ...DEFAULT_DOOR_POSITIONS.Cancello },
          { key: 'Spogliatoio', ...DEFAULT_DOOR_POSITIONS.Spogliatoio },
          { key: 'SpogliatoioInterno', ...DEFAULT_DOOR_POSITIONS.SpogliatoioInterno },
        ],
      });
    }
  });
});

describe('an external user given the doors: a door-opening shop enrolment and no course', () => {
  it('reads the doors and opens one, whatever else the person holds', async () => {
    const { client, user } = await signIn(ctx, {
      categories: ['Esterno'],
      enrolments: [
        { kind: 'housing', isActive: false },
        { kind: 'shop', isActiveEcommerce: true },
        { kind: 'shop', isActiveDoorOpening: true },
      ],
    });
    expect((await client.get('/api/doors')).statusCode).toBe(200);
    const res = await client.post('/api/doors/Cancello/open', northOfGate(10));
    expect(res.statusCode, res.body).toBe(200);
    expect((await openings()).map((o) => [o.userId, o.outcome])).toEqual([[user.id, 'sent']]);
  });
});

describe('POST /api/doors/:door/open', () => {
  it('opens a door 40 m away: one command to the relay, the request logged as sent', async () => {
    const { client, user } = await student();
    const res = await client.post('/api/doors/Cancello/open', northOfGate(40));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ door: 'Cancello', outcome: 'sent' });
    expect(res.json().distanceMetres).toBeCloseTo(40, 1);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/relay/Cancello/open',
      auth: 'Bearer relay-token-0123456789',
    });
    expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({ door: 'Cancello', requestedBy: user.id });
    const [row] = await openings();
    expect(row).toMatchObject({ userId: user.id, door: 'Cancello', outcome: 'sent', accuracy: 8 });
    expect(row?.distanceMetres).toBeCloseTo(40, 1);
    expect(row?.latitude).toBeCloseTo(northOfGate(40).latitude, 9);
  });

  it('refuses a door 60 m away with 403 doors.tooFar: logged, nothing sent', async () => {
    const { client, user } = await student();
    const res = await client.post('/api/doors/Cancello/open', northOfGate(60));
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('doors.tooFar');
    expect(received).toEqual([]);
    const rows = await openings();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: user.id, door: 'Cancello', outcome: 'tooFar' });
    expect(rows[0]?.distanceMetres).toBeCloseTo(60, 1);
  });

  it('measures from the door asked for: near the gate is too far from the changing room', async () => {
    const { client } = await student();
    // The changing room is about 80 m from the gate.
    const res = await client.post('/api/doors/Spogliatoio/open', northOfGate(0));
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('doors.tooFar');
    expect(received).toEqual([]);
  });

  it('refuses a reading less accurate than 100 m with 403 doors.inaccurate, even at the door: logged, nothing sent', async () => {
    const { client } = await student();
    const res = await client.post('/api/doors/Cancello/open', northOfGate(0, 150));
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('doors.inaccurate');
    expect(received).toEqual([]);
    expect((await openings()).map((r) => r.outcome)).toEqual(['inaccurate']);
  });

  it.each([
    ['Portone', 'a door that does not exist'],
    ['cancello', 'the key in another case'],
    ['Cancello%20', 'a trailing space'],
    [encodeURIComponent("Cancello' or 1=1 --"), 'an injection'],
    ['x'.repeat(150), 'a huge name'],
  ])('refuses the door %s (%s) with 400, recording nothing', async (door) => {
    const { client } = await student();
    const res = await client.post(`/api/doors/${door}/open`, northOfGate(10));
    expect(res.statusCode).toBe(400);
    expect(await openings()).toEqual([]);
    expect(received).toEqual([]);
  });

  it.each([
    [{ latitude: '44.9292' }, 'latitude'],
    [{ latitude: 90.5 }, 'latitude'],
    [{ latitude: -91 }, 'latitude'],
    [{ longitude: 180.01 }, 'longitude'],
    [{ longitude: -720 }, 'longitude'],
    [{ accuracy: -1 }, 'accuracy'],
    [{ accuracy: 1e12 }, 'accuracy'],
    [{ accuracy: null }, 'accuracy'],
    [{ longitude: [10.37] }, 'longitude'],
    [{ latitude: { $gt: 0 } }, 'latitude'],
    [{ latitude: true }, 'latitude'],
    [{ latitude: undefined }, 'latitude'],
    [{ distanceMetres: 0 }, undefined],
  ])('refuses the forged position %j with 400, recording nothing', async (change, field) => {
    const { client } = await student();
    const res = await client.post('/api/doors/Cancello/open', { ...northOfGate(10), ...change });
    expect(res.statusCode).toBe(400);
    if (field) expect(Object.keys(errorOf(res).fields ?? {})).toContain(field);
    expect(await openings()).toEqual([]);
    expect(received).toEqual([]);
  });

  it('refuses huge values (a 100,000-character latitude, a 300-digit number) with 400, recording nothing', async () => {
    const { client } = await student();
    const long = await client.post('/api/doors/Cancello/open', {
      ...northOfGate(10),
      latitude: 'x'.repeat(100_000),
    });
    expect(long.statusCode).toBe(400);
    const digits = await client.post('/api/doors/Cancello/open', undefined, {
      rawBody: `{"latitude":${'9'.repeat(300)},"longitude":10.37675,"accuracy":5}`,
    });
    expect(digits.statusCode).toBe(400);
    expect(await openings()).toEqual([]);
    expect(received).toEqual([]);
  });

  it.each([
    ['{"latitude":NaN,"longitude":10.37675,"accuracy":5}', 'NaN'],
    ['{"latitude":1e400,"longitude":10.37675,"accuracy":5}', 'a number that overflows to Infinity'],
    ['{"latitude":44.9,"longitude":-1e999,"accuracy":5}', 'minus Infinity'],
    ['{"latitude":"\\u0000","longitude":10.37675,"accuracy":5}', 'a control character'],
    ['[44.9, 10.3, 5]', 'an array'],
    ['"open"', 'a string'],
  ])('refuses the raw body %s (%s) with 400, recording nothing', async (rawBody) => {
    const { client } = await student();
    const res = await client.post('/api/doors/Cancello/open', undefined, { rawBody });
    expect(res.statusCode, res.body).toBe(400);
    expect(await openings()).toEqual([]);
    expect(received).toEqual([]);
  });

  it('answers 503 doors.controllerFailed when the relay refuses: the row says failed', async () => {
    relayMode = 'error';
    const { client } = await student();
    const res = await client.post('/api/doors/Cancello/open', northOfGate(5));
    expect(res.statusCode).toBe(503);
    expect(errorOf(res).code).toBe('doors.controllerFailed');
    expect(received).toHaveLength(1);
    expect((await openings()).map((r) => r.outcome)).toEqual(['failed']);
  });

  it('limits one command per door every 5 seconds (429 doors.rateLimited, logged, nothing sent); another door and another person are free', async () => {
    const { client, user } = await student();
    const { client: other } = await student();
    expect((await client.post('/api/doors/Cancello/open', northOfGate(5))).statusCode).toBe(200);
    const again = await client.post('/api/doors/Cancello/open', northOfGate(5));
    expect(again.statusCode).toBe(429);
    expect(errorOf(again).code).toBe('doors.rateLimited');
    expect(received).toHaveLength(1);
    // Another person at the same door, and the same person at another door, are not limited.
    expect((await other.post('/api/doors/Cancello/open', northOfGate(5))).statusCode).toBe(200);
    const inner = DEFAULT_DOOR_POSITIONS.SpogliatoioInterno;
    expect(
      (await client.post('/api/doors/SpogliatoioInterno/open', { ...inner, accuracy: 5 })).statusCode,
    ).toBe(200);
    expect(received).toHaveLength(3);
    const mine = (await openings()).filter((r) => r.userId === user.id).map((r) => [r.door, r.outcome]);
    expect(mine).toEqual([
      ['Cancello', 'sent'],
      ['Cancello', 'rateLimited'],
      ['SpogliatoioInterno', 'sent'],
    ]);
    // Five seconds later the gate opens again.
    await ctx.db
      .update(doorOpenings)
      .set({ createdAt: new Date(Date.now() - 6_000) })
      .where(eq(doorOpenings.userId, user.id));
    expect((await client.post('/api/doors/Cancello/open', northOfGate(5))).statusCode).toBe(200);
  });

  it(`limits ${DOOR_OPENS_PER_HOUR} commands an hour per person; refusals and older commands do not count`, async () => {
    const { client, user } = await student();
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await ctx.db.insert(doorOpenings).values([
      // 18 commands in the last hour (sent or failed), on the changing room
      ...Array.from({ length: DOOR_OPENS_PER_HOUR - 2 }, (_, i) => ({
        userId: user.id,
        door: 'Spogliatoio',
        outcome: i % 2 ? 'sent' : 'failed',
        createdAt: minutesAgo(10 + i),
      })),
      // refusals and a command of more than an hour ago are not commands of this hour
      { userId: user.id, door: 'Cancello', outcome: 'tooFar', createdAt: minutesAgo(1) },
      { userId: user.id, door: 'Cancello', outcome: 'rateLimited', createdAt: minutesAgo(1) },
      { userId: user.id, door: 'Cancello', outcome: 'inaccurate', createdAt: minutesAgo(1) },
      { userId: user.id, door: 'Cancello', outcome: 'sent', createdAt: minutesAgo(61) },
    ]);
    expect((await client.post('/api/doors/Cancello/open', northOfGate(5))).statusCode).toBe(200); // 19th
    const inner = { ...DEFAULT_DOOR_POSITIONS.SpogliatoioInterno, accuracy: 5 };
    expect((await client.post('/api/doors/SpogliatoioInterno/open', inner)).statusCode).toBe(200); // 20th
    const over = await client.post('/api/doors/Spogliatoio/open', {
      ...DEFAULT_DOOR_POSITIONS.Spogliatoio,
      accuracy: 5,
    });
    expect(over.statusCode).toBe(429);
    expect(errorOf(over).code).toBe('doors.rateLimited');
    expect(received).toHaveLength(2);
  });

  it('lets one of many simultaneous requests for a door through: one command, the others refused and logged', async () => {
    const { client } = await student();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => client.post('/api/doors/Cancello/open', northOfGate(5))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(received).toHaveLength(1);
    expect((await openings()).map((r) => r.outcome).sort()).toEqual([
      'rateLimited',
      'rateLimited',
      'rateLimited',
      'rateLimited',
      'rateLimited',
      'sent',
    ]);
  });

  it('uses the position staff set: the doors table, not the configuration, once a door is there', async () => {
    const { client } = await student();
    await client.get('/api/doors'); // the doors are added at their configured positions
    const moved = { latitude: 44.93, longitude: 10.38 };
    await ctx.db.update(doors).set(moved).where(eq(doors.key, 'Cancello'));
    expect((await client.post('/api/doors/Cancello/open', northOfGate(0))).statusCode).toBe(403);
    expect((await client.post('/api/doors/Cancello/open', { ...moved, accuracy: 3 })).statusCode).toBe(200);
    expect(received).toHaveLength(1);
  });
});
