import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enrolments, housingStays, staffAudit } from '../../db/schema/index.ts';
import { errorOf, signIn } from '../../test/application-fixtures.ts';
import { createUser } from '../../test/fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const STAY = {
  apartmentName: 'Appartamento Reggia 3',
  apartmentAddress: 'Via Roma 1, 43052 Colorno (PR)',
  checkInDate: '2026-09-01',
  checkInTime: '15:00',
  checkOutDate: '2027-06-30',
  checkOutTime: '10:00',
};

const secretariat = () => signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Segreteria'] });
const auditRows = () => ctx.db.select().from(staffAudit);
const stays = () => ctx.db.select().from(housingStays);

/** A person with a housing contract (and a course enrolment beside it); returns the contract. */
async function housed(
  firstName: string,
  lastName: string,
  housing: Partial<typeof enrolments.$inferInsert> = {},
) {
  const user = await createUser(ctx.db, {
    firstName,
    lastName,
    categories: ['Studente'],
    enrolments: [
      { name: 'Corso Superiore di Cucina Italiana 2026B', kind: 'course', isActive: true },
      { name: `Housing ${lastName}`, kind: 'housing', isActive: true, isActiveHousing: true, ...housing },
    ],
  });
  const rows = await ctx.db.select().from(enrolments).where(eq(enrolments.userId, user.id));
  const contract = rows.find((r) => r.kind === 'housing');
  const course = rows.find((r) => r.kind === 'course');
  if (!contract || !course) throw new Error('no contract');
  return { user, contract, course };
}

interface Listed {
  enrolmentId: string;
  contractName: string;
  person: { firstName: string; lastName: string };
  stay: Record<string, string> | null;
  version: string | null;
}
async function list(client: TestClient, query = '') {
  const res = await client.get(`/api/staff/housing/stays${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Listed[]; total: number; page: number; pageSize: number };
}

describe('staff housing stays — access', () => {
  it('is 404 for a visitor, a student and an employee without a staff permission; 403 for staff without Segreteria', async () => {
    const { contract } = await housed('Luca', 'Studenti');
    const calls = (client: TestClient) => [
      client.get('/api/staff/housing/stays'),
      client.put(`/api/staff/housing/stays/${contract.id}`, { ...STAY, version: null }),
    ];
    for (const res of await Promise.all(calls(new TestClient(ctx.app)))) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('request.notFound');
    }
    const student = await signIn(ctx, {
      categories: ['Studente'],
      enrolments: [{ name: 'Housing', kind: 'housing', isActive: true, isActiveHousing: true }],
    });
    const employee = await signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Apertura Porte'] });
    for (const { client } of [student, employee]) {
      for (const res of await Promise.all(calls(client))) expect(res.statusCode).toBe(404);
    }
    for (const permission of ['Amministrazione', 'Didattica']) {
      const { client } = await signIn(ctx, { categories: ['Dipendente'], webappPermissions: [permission] });
      for (const res of await Promise.all(calls(client))) {
        expect(res.statusCode).toBe(403);
        expect(errorOf(res).code).toBe('auth.forbidden');
      }
    }
    expect(await stays()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });
});

describe('GET /api/staff/housing/stays', () => {
  it('lists housing contracts only, with their person and stay, searched and filtered with or without a stay', async () => {
    const luca = await housed('Luca', 'Studenti');
    const giulia = await housed('Giulia', 'Senzacasa');
    await ctx.db.insert(housingStays).values({ enrolmentId: luca.contract.id, ...STAY });
    const { client } = await secretariat();

    const all = await list(client);
    expect(all.total).toBe(2);
    expect(all.items.map((i) => i.enrolmentId).sort()).toEqual([luca.contract.id, giulia.contract.id].sort());
    expect(all.items.map((i) => i.enrolmentId)).not.toContain(luca.course.id);
    const lucaRow = all.items.find((i) => i.enrolmentId === luca.contract.id);
    expect(lucaRow).toMatchObject({
      contractName: 'Housing Studenti',
      person: { firstName: 'Luca', lastName: 'Studenti' },
      stay: STAY,
    });
    expect(lucaRow?.version).toEqual(expect.any(String));
    expect(all.items.find((i) => i.enrolmentId === giulia.contract.id)).toMatchObject({
      stay: null,
      version: null,
    });

    expect((await list(client, '?stay=with')).items.map((i) => i.person.firstName)).toEqual(['Luca']);
    expect((await list(client, '?stay=without')).items.map((i) => i.person.firstName)).toEqual(['Giulia']);
    expect((await list(client, '?search=senzac')).items.map((i) => i.person.firstName)).toEqual(['Giulia']);
    expect((await list(client, '?search=Luca%20Stud')).items.map((i) => i.person.firstName)).toEqual([
      'Luca',
    ]);
    expect((await list(client, '?search=100%25')).total).toBe(0);
    const paged = await list(client, '?pageSize=1&page=2');
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(1);
    expect((await list(client, '?pageSize=1&page=9')).total).toBe(2);
  });

  it.each([
    ['?stay=maybe'],
    ['?pageSize=101'],
    ['?page=0'],
    [`?search=${'x'.repeat(101)}`],
    ['?unknown=1'],
    ['?search=%01'],
  ])('refuses %s with 400', async (query) => {
    const { client } = await secretariat();
    const res = await client.get(`/api/staff/housing/stays${query}`);
    expect(res.statusCode).toBe(400);
    expect(['request.invalid', 'request.controlCharacters']).toContain(errorOf(res).code);
  });
});

describe('PUT /api/staff/housing/stays/:enrolmentId', () => {
  it('assigns a stay (version null), then changes it on the version read; each change audited; the student reads it', async () => {
    const luca = await housed('Luca', 'Studenti');
    const { client, user: clerk } = await secretariat();
    const url = `/api/staff/housing/stays/${luca.contract.id}`;

    const created = await client.put(url, { ...STAY, version: null });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ enrolmentId: luca.contract.id, stay: STAY });
    const firstAudit = await auditRows();
    expect(firstAudit.every((a) => a.recordTable === 'housing_stays' && a.changedBy === clerk.id)).toBe(true);
    expect(firstAudit.map((a) => a.field)).toEqual(
      expect.arrayContaining(['enrolmentId', 'apartmentName', 'checkOutTime']),
    );

    const changed = await client.put(url, {
      ...STAY,
      checkOutTime: '11:30',
      version: created.json().version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().stay.checkOutTime).toBe('11:30');
    expect(changed.json().version).not.toBe(created.json().version);
    const audit = (await auditRows()).filter((a) => a.before !== null);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ field: 'checkOutTime', before: '10:00', after: '11:30' });

    const student = new TestClient(ctx.app);
    await student.post('/api/auth/login', { username: luca.user.username, password: 'S3cret-pass!' });
    expect((await student.get('/api/housing')).json().checkOutTime).toBe('11:30');
  });

  it('answers 409 staff.staleRecord on an old version, a version for a contract without stay, or null when a stay exists; nothing written', async () => {
    const luca = await housed('Luca', 'Studenti');
    const giulia = await housed('Giulia', 'Senzacasa');
    const { client } = await secretariat();
    const url = `/api/staff/housing/stays/${luca.contract.id}`;
    const first = await client.put(url, { ...STAY, version: null });
    const oldVersion = first.json().version;
    await client.put(url, { ...STAY, apartmentName: 'Reggia 5', version: oldVersion });
    const before = { stays: await stays(), audit: (await auditRows()).length };
    for (const [target, version] of [
      [luca.contract.id, oldVersion],
      [luca.contract.id, null],
      [giulia.contract.id, oldVersion],
    ] as const) {
      const res = await client.put(`/api/staff/housing/stays/${target}`, { ...STAY, version });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).code).toBe('staff.staleRecord');
    }
    expect(await stays()).toEqual(before.stays);
    expect((await auditRows()).length).toBe(before.audit);
  });

  it('assigns once when two first assignments race: one 200, one 409', async () => {
    const luca = await housed('Luca', 'Studenti');
    const { client } = await secretariat();
    const url = `/api/staff/housing/stays/${luca.contract.id}`;
    const results = await Promise.all([
      client.put(url, { ...STAY, apartmentName: 'Reggia 3', version: null }),
      client.put(url, { ...STAY, apartmentName: 'Reggia 5', version: null }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stays()).toHaveLength(1);
  });

  it('answers 404 for a course enrolment, an unknown id, and refuses a malformed id with 400', async () => {
    const luca = await housed('Luca', 'Studenti');
    const { client } = await secretariat();
    for (const id of [luca.course.id, '7d1a4a38-9c5e-4a57-9f57-5b1b2c3d4e5f']) {
      const res = await client.put(`/api/staff/housing/stays/${id}`, { ...STAY, version: null });
      expect(res.statusCode).toBe(404);
    }
    const bad = await client.put('/api/staff/housing/stays/not-a-uuid', { ...STAY, version: null });
    expect(bad.statusCode).toBe(400);
    expect(await stays()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it.each([
    [{ checkOutDate: '2026-09-01', checkOutTime: '14:00' }, 'checkOutTime', 'housing.checkOutBeforeCheckIn'],
    [{ checkOutDate: '2026-08-01' }, 'checkOutTime', 'housing.checkOutBeforeCheckIn'],
    [{ checkInTime: '25:00' }, 'checkInTime', 'housing.invalidTime'],
    [{ checkOutTime: '9.30' }, 'checkOutTime', 'housing.invalidTime'],
    [{ checkInTime: 930 }, 'checkInTime', 'housing.invalidTime'],
    [{ checkInDate: '2026-02-30' }, 'checkInDate', 'candidate.invalidDate'],
    [{ checkInDate: '1999-12-31' }, 'checkInDate', 'candidate.invalidDate'],
    [{ apartmentName: '   ' }, 'apartmentName', 'candidate.required'],
    [{ apartmentName: 'x'.repeat(101) }, 'apartmentName', undefined],
    [{ apartmentAddress: 'x'.repeat(201) }, 'apartmentAddress', undefined],
    [{ apartmentAddress: 42 }, 'apartmentAddress', undefined],
    [{ version: 7 }, 'version', undefined],
    [{ extra: true }, undefined, undefined],
  ])('refuses %j with 400 and its code, writing nothing', async (change, field, code) => {
    const luca = await housed('Luca', 'Studenti');
    const { client } = await secretariat();
    const res = await client.put(`/api/staff/housing/stays/${luca.contract.id}`, {
      ...STAY,
      version: null,
      ...change,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).code).toBe('request.invalid');
    const fields = (res.json() as { error: { fields?: Record<string, string> } }).error.fields ?? {};
    if (field) expect(Object.keys(fields)).toContain(field);
    if (field && code) expect(fields[field]).toBe(code);
    expect(await stays()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('refuses control characters in a text with 400 request.controlCharacters, writing nothing', async () => {
    const luca = await housed('Luca', 'Studenti');
    const { client } = await secretariat();
    const res = await client.put(`/api/staff/housing/stays/${luca.contract.id}`, {
      ...STAY,
      apartmentName: 'Reggia\u00003',
      version: null,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('request.controlCharacters');
    expect(await stays()).toEqual([]);
  });
});
