import { WEBAPP_PERMISSION_DOORS } from '@school/domain/access/subject';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DOOR_POSITIONS } from '../../config/env.ts';
import { doorOpenings, doors, staffAudit } from '../../db/schema/index.ts';
import { errorOf, signIn } from '../../test/application-fixtures.ts';
import { createUser } from '../../test/fixtures.ts';
import { createTestApp, TestClient, type TestContext, testConfig } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const admin = () => signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Amministrazione'] });
const auditRows = () => ctx.db.select().from(staffAudit);

interface Door {
  key: string;
  latitude: number;
  longitude: number;
  version: string;
}
async function staffDoors(client: TestClient): Promise<Door[]> {
  const res = await client.get('/api/staff/doors');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

describe('staff doors — access', () => {
  it('is 404 for a visitor, a student who opens doors and an employee with only "Apertura Porte"; 403 for Segreteria', async () => {
    const calls = (client: TestClient) => [
      client.get('/api/staff/doors'),
      client.put('/api/staff/doors/Cancello', { latitude: 45, longitude: 10, version: 'x' }),
      client.get('/api/staff/doors/openings'),
    ];
    for (const res of await Promise.all(calls(new TestClient(ctx.app)))) expect(res.statusCode).toBe(404);
    for (const values of [
      {
        categories: ['Studente' as const],
        enrolments: [{ kind: 'course' as const, isActive: true, isActiveDoorOpening: true }],
      },
      { categories: ['Dipendente' as const], webappPermissions: [WEBAPP_PERMISSION_DOORS] },
    ]) {
      const { client } = await signIn(ctx, values);
      for (const res of await Promise.all(calls(client))) {
        expect(res.statusCode).toBe(404);
        expect(errorOf(res).code).toBe('request.notFound');
      }
    }
    const { client: secretariat } = await signIn(ctx, {
      categories: ['Dipendente'],
      webappPermissions: ['Segreteria'],
    });
    for (const res of await Promise.all(calls(secretariat))) expect(res.statusCode).toBe(403);
    expect(await auditRows()).toEqual([]);
  });
});

describe('GET/PUT /api/staff/doors', () => {
  it('lists the three doors at their configured positions, with versions', async () => {
    const { client } = await admin();
    const items = await staffDoors(client);
    expect(items.map((d) => [d.key, d.latitude, d.longitude])).toEqual([
      ['Cancello', DEFAULT_DOOR_POSITIONS.Cancello.latitude, DEFAULT_DOOR_POSITIONS.Cancello.longitude],
      [
        'Spogliatoio',
        DEFAULT_DOOR_POSITIONS.Spogliatoio.latitude,
        DEFAULT_DOOR_POSITIONS.Spogliatoio.longitude,
      ],
      [
        'SpogliatoioInterno',
        DEFAULT_DOOR_POSITIONS.SpogliatoioInterno.latitude,
        DEFAULT_DOOR_POSITIONS.SpogliatoioInterno.longitude,
      ],
    ]);
    expect(items.every((d) => d.version.length > 10)).toBe(true);
  });

  it('moves a door on the version read and audits latitude and longitude; the doors answer the new place', async () => {
    const { client, user } = await admin();
    const [gate] = await staffDoors(client);
    const res = await client.put('/api/staff/doors/Cancello', {
      latitude: 44.93,
      longitude: 10.377,
      version: gate?.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ key: 'Cancello', latitude: 44.93, longitude: 10.377 });
    expect(res.json().version).not.toBe(gate?.version);
    const audit = await auditRows();
    expect(audit.map((a) => a.field).sort()).toEqual(['latitude', 'longitude']);
    expect(audit.find((a) => a.field === 'latitude')).toMatchObject({
      recordTable: 'doors',
      recordId: (await ctx.db.select().from(doors)).find((d) => d.key === 'Cancello')?.id,
      changedBy: user.id,
      before: DEFAULT_DOOR_POSITIONS.Cancello.latitude,
      after: 44.93,
    });
    const { client: student } = await signIn(ctx, {
      categories: ['Studente'],
      enrolments: [{ kind: 'course', isActive: true, isActiveDoorOpening: true }],
    });
    const seen = (await student.get('/api/doors')).json().items[0];
    expect(seen).toEqual({ key: 'Cancello', latitude: 44.93, longitude: 10.377 });
  });

  it('answers 409 staff.staleRecord on an old version or another door’s, writing nothing', async () => {
    const { client } = await admin();
    const [gate, room] = await staffDoors(client);
    const first = await client.put('/api/staff/doors/Cancello', {
      latitude: 44.93,
      longitude: 10.377,
      version: gate?.version,
    });
    expect(first.statusCode).toBe(200);
    const before = await ctx.db.select().from(doors);
    const auditBefore = (await auditRows()).length;
    for (const version of [gate?.version, room?.version]) {
      const res = await client.put('/api/staff/doors/Cancello', { latitude: 44.9, longitude: 10.3, version });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).code).toBe('staff.staleRecord');
    }
    expect(await ctx.db.select().from(doors)).toEqual(before);
    expect((await auditRows()).length).toBe(auditBefore);
  });

  it.each([
    ['Cancello', { latitude: 91 }, 'latitude', 'doors.invalidPosition'],
    ['Cancello', { longitude: -180.5 }, 'longitude', 'doors.invalidPosition'],
    ['Cancello', { latitude: '44.9' }, 'latitude', 'request.invalid'],
    ['Cancello', { latitude: null }, 'latitude', 'request.invalid'],
    ['Cancello', { version: '' }, 'version', undefined],
    ['Cancello', { version: 'v'.repeat(65) }, 'version', undefined],
    ['Cancello', { extra: true }, undefined, undefined],
    ['Portone', {}, undefined, undefined],
    ['Cancello%00', {}, undefined, undefined],
  ])('refuses %s %j with 400, writing nothing', async (door, change, field, code) => {
    const { client } = await admin();
    const [gate] = await staffDoors(client);
    const before = await ctx.db.select().from(doors);
    const res = await client.put(`/api/staff/doors/${door}`, {
      latitude: 44.93,
      longitude: 10.377,
      version: gate?.version,
      ...change,
    });
    expect(res.statusCode, res.body).toBe(400);
    if (field && code) expect(errorOf(res).fields?.[field]).toBe(code);
    expect(await ctx.db.select().from(doors)).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });
});

describe('GET /api/staff/doors/openings — the door log', () => {
  it('lists every request newest first with the person, filtered by door, person, outcome and day, paged', async () => {
    const { client } = await admin();
    const luca = await createUser(ctx.db, {
      firstName: 'Luca',
      lastName: 'Studenti',
      username: 'luca@example.com',
    });
    const anna = await createUser(ctx.db, {
      firstName: 'Anna',
      lastName: 'Dipendenti',
      username: 'anna@example.com',
    });
    const at = (iso: string) => new Date(iso);
    await ctx.db.insert(doorOpenings).values([
      {
        userId: luca.id,
        door: 'Cancello',
        outcome: 'sent',
        distanceMetres: 12.5,
        latitude: 44.9,
        longitude: 10.3,
        accuracy: 5,
        createdAt: at('2026-03-02T07:30:00Z'),
      },
      {
        userId: luca.id,
        door: 'Cancello',
        outcome: 'tooFar',
        distanceMetres: 80,
        createdAt: at('2026-03-02T23:30:00Z'),
      }, // 3 March in Rome
      {
        userId: anna.id,
        door: 'Spogliatoio',
        outcome: 'sent',
        distanceMetres: 3,
        createdAt: at('2026-03-03T08:00:00Z'),
      },
      {
        userId: anna.id,
        door: 'SpogliatoioInterno',
        outcome: 'failed',
        distanceMetres: 4,
        createdAt: at('2026-03-04T08:00:00Z'),
      },
    ]);
    const list = async (query: string) => {
      const res = await client.get(`/api/staff/doors/openings${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        items: Array<{ door: string; outcome: string; at: string; person: { firstName: string } }>;
        total: number;
      };
    };
    const all = await list('');
    expect(all.total).toBe(4);
    expect(all.items.map((i) => [i.door, i.outcome, i.person.firstName])).toEqual([
      ['SpogliatoioInterno', 'failed', 'Anna'],
      ['Spogliatoio', 'sent', 'Anna'],
      ['Cancello', 'tooFar', 'Luca'],
      ['Cancello', 'sent', 'Luca'],
    ]);
    expect(all.items[3]).toMatchObject({
      distanceMetres: 12.5,
      accuracy: 5,
      latitude: 44.9,
      at: '2026-03-02T07:30:00.000Z',
    });
    expect((await list('?door=Cancello')).total).toBe(2);
    expect((await list('?person=studenti')).items.every((i) => i.person.firstName === 'Luca')).toBe(true);
    expect((await list('?person=anna%40example')).total).toBe(2);
    expect((await list('?person=%25')).total).toBe(0); // % is a character, not a wildcard
    expect((await list('?outcome=sent')).total).toBe(2);
    // The day is the school's: 23:30 UTC on 2 March is 3 March in Rome.
    expect((await list('?day=2026-03-03')).items.map((i) => i.outcome)).toEqual(['sent', 'tooFar']);
    expect((await list('?door=Cancello&outcome=sent&day=2026-03-02')).total).toBe(1);
    const page2 = await list('?pageSize=3&page=2');
    expect(page2.items).toHaveLength(1);
    expect(page2.total).toBe(4);
  });

  it.each([
    '?door=Portone',
    '?outcome=opened',
    '?day=2026-02-30',
    '?day=yesterday',
    '?pageSize=1000',
    '?page=0',
    `?person=${'x'.repeat(101)}`,
    '?person=%01',
    '?other=1',
  ])('refuses %s with 400', async (query) => {
    const { client } = await admin();
    expect((await client.get(`/api/staff/doors/openings${query}`)).statusCode).toBe(400);
  });
});

describe('door configuration (config/env.ts)', () => {
  it('fills missing doors from DOOR_POSITIONS over the Colorno defaults', () => {
    const config = testConfig({ DOOR_POSITIONS: '{"Cancello":{"latitude":45.1,"longitude":10.2}}' });
    expect(config.doors.positions).toEqual({
      ...DEFAULT_DOOR_POSITIONS,
      Cancello: { latitude: 45.1, longitude: 10.2 },
    });
    expect(config.doors.controller).toEqual({ kind: 'log' });
  });

  it.each([
    [{ DOOR_POSITIONS: 'not json' }, 'DOOR_POSITIONS'],
    [{ DOOR_POSITIONS: '{"Portone":{"latitude":45,"longitude":10}}' }, 'DOOR_POSITIONS'],
    [{ DOOR_POSITIONS: '{"Cancello":{"latitude":95,"longitude":10}}' }, 'DOOR_POSITIONS'],
    [{ DOOR_CONTROLLER: 'mqtt' }, 'DOOR_MQTT_URL'],
    [{ DOOR_CONTROLLER: 'mqtt', DOOR_MQTT_URL: 'http://broker' }, 'DOOR_MQTT_URL'],
    [{ DOOR_CONTROLLER: 'http' }, 'DOOR_HTTP_URL'],
    [{ DOOR_CONTROLLER: 'http', DOOR_HTTP_URLS: '{"Cancello":"https://relay/1"}' }, 'DOOR_HTTP_URL'],
    [{ DOOR_CONTROLLER: 'pigeon' }, 'DOOR_CONTROLLER'],
  ])('refuses %j at start, naming %s', (env, name) => {
    expect(() => testConfig(env)).toThrow(ConfigError);
    expect(() => testConfig(env)).toThrow(name);
  });

  it('builds each door’s relay URL from the template, a door’s own URL winning', () => {
    const config = testConfig({
      DOOR_CONTROLLER: 'http',
      DOOR_HTTP_URL: 'https://relay.example/doors/{door}/open',
      DOOR_HTTP_URLS: '{"SpogliatoioInterno":"https://inner.example/open"}',
      DOOR_HTTP_TOKEN: 'relay-token-0123456789',
    });
    expect(config.doors.controller).toEqual({
      kind: 'http',
      token: 'relay-token-0123456789',
      urls: {
        Cancello: 'https://relay.example/doors/Cancello/open',
        Spogliatoio: 'https://relay.example/doors/Spogliatoio/open',
        SpogliatoioInterno: 'https://inner.example/open',
      },
    });
    expect(
      testConfig({ DOOR_CONTROLLER: 'mqtt', DOOR_MQTT_URL: 'mqtts://broker.example:8883' }).doors.controller,
    ).toMatchObject({ kind: 'mqtt', url: 'mqtts://broker.example:8883', topic: 'alma/doors/{door}/open' });
  });
});
