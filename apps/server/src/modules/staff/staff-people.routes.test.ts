import { areBookingsEnabled, canSeeCandidateArea } from '@school/domain/access/rules';
import { ENROLMENT_SWITCHES } from '@school/domain/staff/people';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applications,
  checkIns,
  classrooms,
  enrolments,
  lockers,
  mailOutbox,
  peopleSearchText,
  staffAudit,
  users,
} from '../../db/schema/index.ts';
import { createUser } from '../../test/fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; fields?: Record<string, string> } }).error;
const staff = (webappPermissions = ['Segreteria', 'Amministrazione']) =>
  signIn(ctx, { categories: ['Dipendente'], webappPermissions });
const auditRows = () => ctx.db.select().from(staffAudit);
const mails = () => ctx.db.select().from(mailOutbox);
const ids = (res: { json(): unknown }) =>
  (res.json() as { items: Array<{ id: string }> }).items.map((i) => i.id);

async function person(client: TestClient, id: string) {
  const res = await client.get(`/api/staff/people/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('who may use the people routes', () => {
  it('is 404 to visitors and to anyone not staff, 403 to staff without the permission', async () => {
    const target = await createUser(ctx.db, { enrolments: [{ kind: 'course' }] });
    const [enrolment] = await ctx.db.select().from(enrolments);
    const routes: Array<[method: 'get' | 'put' | 'post', url: string, permission: string | null]> = [
      ['get', '/api/staff/people', null],
      ['get', `/api/staff/people/${target.id}`, null],
      ['put', `/api/staff/people/${target.id}/blocked`, 'Segreteria'],
      ['put', `/api/staff/people/${target.id}/categories`, 'Segreteria'],
      ['put', `/api/staff/people/${target.id}/permissions`, 'Amministrazione'],
      ['put', `/api/staff/people/${target.id}/registration`, 'Segreteria'],
      ['put', `/api/staff/people/${target.id}/enrolments/${enrolment?.id}/flags`, 'Segreteria'],
      ['post', `/api/staff/people/${target.id}/role-claim/confirm`, 'Segreteria'],
      ['post', `/api/staff/people/${target.id}/role-claim/refuse`, 'Segreteria'],
    ];
    const visitor = new TestClient(ctx.app);
    const { client: student } = await signIn(ctx, { categories: ['Studente'] });
    const { client: employee } = await signIn(ctx, {
      categories: ['Dipendente'],
      webappPermissions: ['Apertura Porte'],
    });
    const { client: secretariat } = await staff(['Segreteria']);
    const { client: administration } = await staff(['Amministrazione']);
    for (const [method, url, permission] of routes) {
      const send = (client: TestClient) => (method === 'get' ? client.get(url) : client[method](url, {}));
      for (const client of [visitor, student, employee]) {
        const res = await send(client);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(errorOf(res).code).toBe('request.notFound');
      }
      const refused = permission === 'Segreteria' ? administration : permission ? secretariat : null;
      if (refused) {
        const res = await send(refused);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(errorOf(res).code).toBe('auth.forbidden');
      }
    }
    expect(await auditRows()).toEqual([]);
  });
});

describe('GET /api/staff/people', () => {
  async function people() {
    const anna = await createUser(ctx.db, {
      firstName: 'Anna',
      lastName: 'Bianchi',
      username: 'anna.b@example.com',
      taxCode: 'BNCNNA90A41H501X',
      categories: ['Studente'],
      registrationNumber: 'S2026042',
    });
    const marco = await createUser(ctx.db, {
      firstName: 'Marco',
      lastName: 'Verdi',
      username: 'mverdi@example.com',
      email: 'marco.contact@example.org',
      categories: ['Candidato'],
      isBlocked: true,
    });
    const zoe = await createUser(ctx.db, {
      firstName: 'Zoe',
      lastName: 'Amato',
      username: 'zoe@example.com',
      signupRole: 7,
      roleClaim: 'pending',
    });
    return { anna, marco, zoe };
  }

  it('finds a part of the name, e-mail, username, tax code or registration number, in any case', async () => {
    const { anna, marco, zoe } = await people();
    const { client } = await staff();
    const search = async (text: string) =>
      ids(await client.get(`/api/staff/people?search=${encodeURIComponent(text)}`));
    expect(await search('bianch')).toEqual([anna.id]);
    expect(await search('ANNA BIAN')).toEqual([anna.id]);
    expect(await search('verdi marco')).toEqual([marco.id]);
    expect(await search('CONTACT@')).toEqual([marco.id]);
    expect(await search('mverdi')).toEqual([marco.id]);
    expect(await search('h501x')).toEqual([anna.id]);
    expect(await search('s2026')).toEqual([anna.id]);
    expect(await search('zoe@')).toEqual([zoe.id]);
    expect(await search('%')).toEqual([]);
  });

  it('filters by category, blocked and claimed role awaiting confirmation', async () => {
    const { anna, marco, zoe } = await people();
    const { client } = await staff();
    expect(ids(await client.get('/api/staff/people?category=Studente'))).toEqual([anna.id]);
    expect(ids(await client.get('/api/staff/people?blocked=true'))).toEqual([marco.id]);
    expect(ids(await client.get('/api/staff/people?roleClaim=pending'))).toEqual([zoe.id]);
    const [item] = (await client.get('/api/staff/people?roleClaim=pending')).json().items;
    expect(item.roleClaim).toEqual({ role: 7, category: 'Diplomato', state: 'pending' });
  });

  it('sorts by name, e-mail or creation, each way, and pages with the total', async () => {
    const { anna, marco, zoe } = await people();
    const { client, user: clerk } = await staff();
    expect(ids(await client.get('/api/staff/people'))).toEqual([zoe.id, anna.id, clerk.id, marco.id]);
    expect(ids(await client.get('/api/staff/people?sort=name&dir=desc'))).toEqual([
      marco.id,
      clerk.id,
      anna.id,
      zoe.id,
    ]);
    // By the contact e-mail: marco.contact@example.org after anna.b@example.com.
    expect(ids(await client.get('/api/staff/people?sort=email'))).toEqual([
      anna.id,
      marco.id,
      clerk.id,
      zoe.id,
    ]);
    expect(ids(await client.get('/api/staff/people?sort=createdAt&dir=desc&pageSize=2'))[0]).toBe(clerk.id);
    const page = (await client.get('/api/staff/people?pageSize=3&page=2')).json();
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page.items.map((i: { id: string }) => i.id)).toEqual([marco.id]);
    expect((await client.get('/api/staff/people?pageSize=3&page=9')).json()).toMatchObject({
      items: [],
      total: 4,
    });
  });

  it('reads a page in one statement, however many people it holds', async () => {
    await people();
    const { client } = await staff();
    /** Statements a request sends (the session's read included). */
    const statements = async (url: string) => {
      await ctx.settled();
      const before = ctx.queryCount();
      expect((await client.get(url)).statusCode).toBe(200);
      return ctx.queryCount() - before;
    };
    await statements('/api/me');
    const session = await statements('/api/me');
    expect(await statements('/api/staff/people?search=a&category=Studente')).toBe(session + 1);
    for (let i = 0; i < 5; i++) await createUser(ctx.db, { categories: ['Studente'] });
    await statements('/api/me');
    expect(await statements('/api/staff/people?category=Studente')).toBe(session + 1);
  });

  it('refuses an unknown category, filter, sort or page size with 400', async () => {
    const { client } = await staff();
    for (const query of [
      'category=Cuoco',
      'blocked=yes',
      'roleClaim=refused',
      'sort=pin',
      'pageSize=500',
      'x=1',
    ]) {
      const res = await client.get(`/api/staff/people?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect(errorOf(await client.get('/api/staff/people?category=Cuoco')).fields?.category).toBe(
      'staff.unknownCategory',
    );
  });
});

describe('the people search and its trigram index', () => {
  it('finds by a part of any field, never across two fields; the planner can answer it from users_search_idx', async () => {
    await createUser(ctx.db, {
      firstName: 'Luca',
      lastName: 'Studenti',
      username: 'luca@example.com',
      email: 'luca@example.com',
      taxCode: 'STDLCU00A01H501Z',
    });
    const { client } = await signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Segreteria'] });
    const found = async (text: string) => {
      const res = await client.get(`/api/staff/people?search=${encodeURIComponent(text)}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { items: Array<{ lastName: string }> }).items.map((p) => p.lastName);
    };
    for (const text of ['STUDENTI', 'luca stud', 'Studenti Luca', 'example.com', 'lcu00a01', 'ti lu']) {
      expect(await found(text), text).toContain('Studenti');
    }
    // "Luca" then the e-mail: the two fields are not one text.
    expect(await found('luca luca@')).not.toContain('Studenti');

    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select ${users.id} from ${users} where ${peopleSearchText(users)} ilike ${'%studenti%'}`,
      );
      return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
    });
    expect(plan).toContain('users_search_idx');
  });
});

describe('GET /api/staff/people/:id', () => {
  it('gives the account, its permissions, categories, language, blocked state, enrolments with every flag, versions', async () => {
    const target = await createUser(ctx.db, {
      categories: ['Studente'],
      webappPermissions: ['Apertura Porte'],
      language: 'en',
      registrationNumber: 'S1',
      pin: '1234',
      enrolments: [{ kind: 'course', name: 'Cucina 2026', isActiveBooking: true, hasExams: true }],
    });
    const { client } = await staff(['Segreteria']);
    const body = await person(client, target.id);
    expect(body.person).toMatchObject({
      id: target.id,
      categories: ['Studente'],
      webappPermissions: ['Apertura Porte'],
      language: 'en',
      isBlocked: false,
      registrationNumber: 'S1',
      pin: '1234',
      roleClaim: null,
    });
    expect(body.person.version).toEqual(expect.any(String));
    expect(body.enrolments).toHaveLength(1);
    expect(Object.keys(body.enrolments[0].flags).sort()).toEqual([...ENROLMENT_SWITCHES].sort());
    expect(body.enrolments[0]).toMatchObject({
      name: 'Cucina 2026',
      kind: 'course',
      flags: { isActiveBooking: true, hasExams: true, isActiveThesis: false },
    });
    expect(body.enrolments[0].version).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toContain('passwordHash');
  });

  it('is 404 for an unknown person and 400 for a malformed id', async () => {
    const { client } = await staff();
    expect((await client.get('/api/staff/people/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await client.get('/api/staff/people/nope')).statusCode).toBe(400);
  });
});

describe('changes to a person', () => {
  it('blocks and unblocks: the blocked person can no longer sign in and their session ends; audited', async () => {
    const { user: target, client: targetClient } = await signIn(ctx);
    const { client, user: clerk } = await staff();
    const { version } = (await person(client, target.id)).person;
    const res = await client.put(`/api/staff/people/${target.id}/blocked`, { blocked: true, version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().person.isBlocked).toBe(true);
    const login = await new TestClient(ctx.app).post('/api/auth/login', {
      username: target.username,
      password: 'S3cret-pass!',
    });
    expect(errorOf(login).code).toBe('auth.blocked');
    expect((await targetClient.get('/api/me')).json().user).toBeNull();
    expect(
      (await auditRows()).map((r) => [r.recordTable, r.recordId, r.field, r.before, r.after, r.changedBy]),
    ).toEqual([['users', target.id, 'isBlocked', false, true, clerk.id]]);
    const again = await client.put(`/api/staff/people/${target.id}/blocked`, {
      blocked: false,
      version: res.json().person.version,
    });
    expect(again.json().person.isBlocked).toBe(false);
  });

  it('sets the categories from the portal list only; an unknown one changes nothing', async () => {
    const target = await createUser(ctx.db, { categories: ['Candidato'] });
    const { client } = await staff(['Segreteria']);
    const { version } = (await person(client, target.id)).person;
    const url = `/api/staff/people/${target.id}/categories`;
    const bad = await client.put(url, { categories: ['Studente', 'Cuoco'], version });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.['categories.1']).toBe('staff.unknownCategory');
    const ok = await client.put(url, { categories: ['Studente', 'Candidato', 'Studente'], version });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().person.categories).toEqual(['Studente', 'Candidato']);
    const [row] = await auditRows();
    expect(row).toMatchObject({
      field: 'categories',
      before: ['Candidato'],
      after: ['Studente', 'Candidato'],
    });
  });

  it('grants and revokes web-app permissions from the list (administration only)', async () => {
    const target = await createUser(ctx.db, { categories: ['Dipendente'] });
    const { client } = await staff(['Amministrazione']);
    const { version } = (await person(client, target.id)).person;
    const url = `/api/staff/people/${target.id}/permissions`;
    const bad = await client.put(url, { permissions: ['Superuser'], version });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.['permissions.0']).toBe('staff.unknownPermission');
    expect(await auditRows()).toEqual([]);
    const ok = await client.put(url, { permissions: ['Segreteria', 'Apertura Porte'], version });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().person.webappPermissions).toEqual(['Segreteria', 'Apertura Porte']);
    expect((await auditRows()).map((r) => [r.field, r.before, r.after])).toEqual([
      ['webappPermissions', [], ['Segreteria', 'Apertura Porte']],
    ]);
    // The new permission opens the console to them.
    const login = new TestClient(ctx.app);
    await login.post('/api/auth/login', { username: target.username, password: 'S3cret-pass!' });
    expect((await login.get('/api/staff/people')).statusCode).toBe(200);
    const revoked = await client.put(url, { permissions: [], version: ok.json().person.version });
    expect(revoked.json().person.webappPermissions).toEqual([]);
    expect((await login.get('/api/staff/people')).statusCode).toBe(404);
  });

  it('sets the registration number (upper-case) and the PIN in their formats; a taken number is 409', async () => {
    const target = await createUser(ctx.db);
    await createUser(ctx.db, { registrationNumber: 'S2026777' });
    const { client } = await staff(['Segreteria']);
    const { version } = (await person(client, target.id)).person;
    const url = `/api/staff/people/${target.id}/registration`;
    for (const [body, field, code] of [
      [{ registrationNumber: '1234', pin: '1234' }, 'registrationNumber', 'staff.invalidRegistrationNumber'],
      [{ registrationNumber: 'S-1', pin: '1234' }, 'registrationNumber', 'staff.invalidRegistrationNumber'],
      [{ registrationNumber: 'S1', pin: '12' }, 'pin', 'staff.invalidPin'],
      [{ registrationNumber: 'S1', pin: '12a4' }, 'pin', 'staff.invalidPin'],
    ] as const) {
      const res = await client.put(url, { ...body, version });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).fields?.[field]).toBe(code);
    }
    const taken = await client.put(url, { registrationNumber: 's2026777', pin: null, version });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('staff.registrationNumberTaken');
    expect(await auditRows()).toEqual([]);
    const ok = await client.put(url, { registrationNumber: ' s2026001 ', pin: '48210', version });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().person).toMatchObject({ registrationNumber: 'S2026001', pin: '48210' });
    // Stored as JSON text values (the digits of a PIN stay a string).
    const stored = (await ctx.db.execute(
      sql`select field, before, after #>> '{}' as after, jsonb_typeof(after) as type from staff_audit order by field`,
    )) as unknown as { rows: unknown[] };
    expect(stored.rows).toEqual([
      { field: 'pin', before: null, after: '48210', type: 'string' },
      { field: 'registrationNumber', before: null, after: 'S2026001', type: 'string' },
    ]);
    // Read back as text too (a JSON text that looks like a number is not a number).
    const history = (await client.get(`/api/staff/audit/users/${target.id}`)).json().items;
    expect(history.find((i: { field: string }) => i.field === 'pin').after).toBe('48210');
    const cleared = await client.put(url, {
      registrationNumber: '',
      pin: null,
      version: ok.json().person.version,
    });
    expect(cleared.json().person).toMatchObject({ registrationNumber: null, pin: null });
  });

  it('switches one enrolment flag on the enrolment version; its effect reaches the person at once', async () => {
    const { user: target, client: studentClient } = await signIn(ctx, {
      categories: ['Studente'],
      enrolments: [{ kind: 'course', isActive: true }],
    });
    const { client } = await staff(['Segreteria']);
    const [enrolment] = (await person(client, target.id)).enrolments;
    const url = `/api/staff/people/${target.id}/enrolments/${enrolment.id}/flags`;
    const unknown = await client.put(url, {
      flag: 'isActiveEverything',
      value: true,
      version: enrolment.version,
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).fields?.flag).toBe('staff.unknownFlag');
    const me = async () => (await studentClient.get('/api/me')).json().user.subject;
    expect(areBookingsEnabled(await me())).toBe(false);
    const res = await client.put(url, { flag: 'isActiveBooking', value: true, version: enrolment.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().enrolments[0].flags.isActiveBooking).toBe(true);
    expect(areBookingsEnabled(await me())).toBe(true);
    expect(await auditRows()).toEqual([
      expect.objectContaining({
        recordTable: 'enrolments',
        recordId: enrolment.id,
        field: 'isActiveBooking',
        after: true,
      }),
    ]);
    // Another person's enrolment is not found under this person.
    const other = await createUser(ctx.db, { enrolments: [{ kind: 'course' }] });
    const [theirs] = (await person(client, other.id)).enrolments;
    const wrong = await client.put(`/api/staff/people/${target.id}/enrolments/${theirs.id}/flags`, {
      flag: 'isActive',
      value: true,
      version: theirs.version,
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('answers 409 staff.staleRecord, writing nothing, to a change made on an older version', async () => {
    const target = await createUser(ctx.db, { enrolments: [{ kind: 'course' }] });
    const { client } = await staff();
    const seen = await person(client, target.id);
    await ctx.db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, target.id));
    await ctx.db.update(enrolments).set({ name: 'Renamed' }).where(eq(enrolments.userId, target.id));
    const base = `/api/staff/people/${target.id}`;
    const stale = [
      client.put(`${base}/blocked`, { blocked: true, version: seen.person.version }),
      client.put(`${base}/categories`, { categories: ['Studente'], version: seen.person.version }),
      client.put(`${base}/permissions`, { permissions: ['Segreteria'], version: seen.person.version }),
      client.put(`${base}/registration`, {
        registrationNumber: 'S9',
        pin: null,
        version: seen.person.version,
      }),
      client.put(`${base}/enrolments/${seen.enrolments[0].id}/flags`, {
        flag: 'isActive',
        value: true,
        version: seen.enrolments[0].version,
      }),
    ];
    for (const res of await Promise.all(stale)) {
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).code).toBe('staff.staleRecord');
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({
      isBlocked: false,
      categories: [],
      webappPermissions: [],
      registrationNumber: null,
    });
    expect(await auditRows()).toEqual([]);
  });

  it('refuses a body with missing or extra fields with 400', async () => {
    const target = await createUser(ctx.db);
    const { client } = await staff();
    const { version } = (await person(client, target.id)).person;
    const base = `/api/staff/people/${target.id}`;
    for (const [url, body] of [
      [`${base}/blocked`, { blocked: true }],
      [`${base}/blocked`, { blocked: 'yes', version }],
      [`${base}/categories`, { categories: 'Studente', version }],
      [`${base}/permissions`, { permissions: ['Segreteria'], version, extra: 1 }],
      [`${base}/registration`, { version }],
    ] as const) {
      expect((await client.put(url, body)).statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
    }
    expect(await auditRows()).toEqual([]);
  });
});

describe('claimed roles', () => {
  async function signUp(role: number, language = 'it') {
    const client = new TestClient(ctx.app);
    const username = `claim${role}${language}@example.com`;
    const res = await client.post('/api/auth/signup', {
      username,
      password: 'Another-s3cret!',
      email: username,
      firstName: 'Sara',
      lastName: 'Neri',
      role,
      privacy: true,
      language,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.db.select().from(users).where(eq(users.username, username));
    if (!row) throw new Error('not signed up');
    return { client, user: row };
  }

  it('a sign-up claiming role 5, 6 or 7 waits without the category; other roles claim nothing', async () => {
    const { client, user } = await signUp(6);
    expect(user).toMatchObject({ signupRole: 6, roleClaim: 'pending', categories: [] });
    const me = (await client.get('/api/me')).json().user.subject;
    expect(me.categories).toEqual([]);
    expect(canSeeCandidateArea(me)).toBe(false);
    expect((await signUp(3)).user.roleClaim).toBeNull();
    const { client: clerk } = await staff();
    const listed = (await clerk.get('/api/staff/people?roleClaim=pending')).json().items;
    expect(listed.map((i: { id: string }) => i.id)).toEqual([user.id]);
  });

  it('confirm grants the claimed category, links the registration number, mails the person in their language; audited', async () => {
    const { client: person6, user } = await signUp(6, 'en');
    const { client, user: clerk } = await staff(['Segreteria']);
    const { version } = (await person(client, user.id)).person;
    await ctx.db.delete(mailOutbox);
    const res = await client.post(`/api/staff/people/${user.id}/role-claim/confirm`, {
      registrationNumber: 's2026100',
      version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().person).toMatchObject({
      categories: ['Studente'],
      registrationNumber: 'S2026100',
      roleClaim: { role: 6, category: 'Studente', state: 'confirmed' },
    });
    expect(canSeeCandidateArea((await person6.get('/api/me')).json().user.subject)).toBe(true);
    const [mail] = await mails();
    expect(mail).toMatchObject({ to: user.username, subject: 'ALMA - Role confirmed' });
    expect(mail?.text).toContain('ALMA student');
    const audit = await auditRows();
    expect(audit.map((r) => r.field).sort()).toEqual(['categories', 'registrationNumber', 'roleClaim']);
    expect(audit.every((r) => r.changedBy === clerk.id && r.recordId === user.id)).toBe(true);
    // Decided once: a second confirmation has nothing to confirm.
    const again = await client.post(`/api/staff/people/${user.id}/role-claim/confirm`, {
      version: res.json().person.version,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('staff.noPendingRoleClaim');
  });

  it('refuse grants nothing, mails the person in Italian; no pending claim is 409 with nothing written', async () => {
    const { user } = await signUp(7);
    const { client } = await staff(['Segreteria']);
    const { version } = (await person(client, user.id)).person;
    await ctx.db.delete(mailOutbox);
    const res = await client.post(`/api/staff/people/${user.id}/role-claim/refuse`, { version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().person).toMatchObject({ categories: [], roleClaim: { state: 'refused' } });
    const [mail] = await mails();
    expect(mail).toMatchObject({ subject: 'ALMA - Ruolo non confermato' });
    expect(mail?.text).toContain('diplomato ALMA');
    expect((await auditRows()).map((r) => [r.field, r.before, r.after])).toEqual([
      ['roleClaim', 'pending', 'refused'],
    ]);

    const plain = await createUser(ctx.db, { signupRole: 2 });
    await ctx.db.delete(mailOutbox);
    const before = (await auditRows()).length;
    const none = await client.post(`/api/staff/people/${plain.id}/role-claim/refuse`, {
      version: (await person(client, plain.id)).person.version,
    });
    expect(none.statusCode).toBe(409);
    expect(errorOf(none).code).toBe('staff.noPendingRoleClaim');
    expect(await auditRows()).toHaveLength(before);
    expect(await mails()).toEqual([]);
  });

  it('a stale confirmation, an invalid registration number or a taken one writes nothing and mails nobody', async () => {
    const { user } = await signUp(5);
    await createUser(ctx.db, { registrationNumber: 'C1' });
    const { client } = await staff(['Segreteria']);
    const { version } = (await person(client, user.id)).person;
    await ctx.db.delete(mailOutbox);
    const url = `/api/staff/people/${user.id}/role-claim/confirm`;
    const invalid = await client.post(url, { registrationNumber: '!!', version });
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid).fields?.registrationNumber).toBe('staff.invalidRegistrationNumber');
    const taken = await client.post(url, { registrationNumber: 'C1', version });
    expect(taken.statusCode).toBe(409);
    await ctx.db.update(users).set({ phone: '+39051' }).where(eq(users.id, user.id));
    const stale = await client.post(url, { version });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('staff.staleRecord');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ categories: [], roleClaim: 'pending' });
    expect(await auditRows()).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it('two clerks deciding one claim at once: one decision is made, one mail is sent, the other is refused', async () => {
    const { user } = await signUp(5);
    const { client: first } = await staff(['Segreteria']);
    const { client: second } = await staff(['Segreteria']);
    const { version } = (await person(first, user.id)).person;
    await ctx.db.delete(mailOutbox);
    const results = await Promise.all([
      first.post(`/api/staff/people/${user.id}/role-claim/confirm`, { version }),
      second.post(`/api/staff/people/${user.id}/role-claim/refuse`, { version }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    const decided = results.find((r) => r.statusCode === 200)?.json().person.roleClaim.state;
    expect(row?.roleClaim).toBe(decided);
    expect(row?.categories).toEqual(decided === 'confirmed' ? ['Candidato'] : []);
    expect(await mails()).toHaveLength(1);
    expect((await auditRows()).filter((r) => r.field === 'roleClaim')).toHaveLength(1);
  });
});

describe('moving an enrolment to another person (the existing record linked to an account)', () => {
  const HOUR = new Date('2026-11-20T09:00:00Z');

  /** Giulia's old record: a course enrolment with its application, a check-in and a locker. */
  async function oldRecord() {
    const old = await createUser(ctx.db, {
      firstName: 'Giulia',
      lastName: 'Vecchia',
      enrolments: [{ kind: 'course', name: 'Corso 2026B', isActive: true, isActiveAttendance: true }],
    });
    const [enrolment] = await ctx.db.select().from(enrolments).where(eq(enrolments.userId, old.id));
    if (!enrolment) throw new Error('no enrolment');
    const [application] = await ctx.db
      .insert(applications)
      .values({ userId: old.id, enrolmentId: enrolment.id, productCode: 'CUCINA-2026B' })
      .returning();
    await ctx.db.insert(classrooms).values({ id: '12', name: 'Aula 12' });
    await ctx.db
      .insert(checkIns)
      .values({ userId: old.id, classroomId: '12', enrolmentId: enrolment.id, hourStart: HOUR });
    await ctx.db.insert(lockers).values({ enrolmentId: enrolment.id, kind: 'course', name: 'A-112' });
    if (!application) throw new Error('no application');
    return { old, enrolment, application };
  }
  const moveUrl = (userId: string, enrolmentId: string) =>
    `/api/staff/people/${userId}/enrolments/${enrolmentId}/move`;
  const versionOf = async (client: TestClient, userId: string, enrolmentId: string) =>
    ((await person(client, userId)).enrolments as Array<{ id: string; version: string }>).find(
      (e) => e.id === enrolmentId,
    )?.version as string;

  it('moves the enrolment with its application, check-ins and locker, audited; the new person sees it, the old one no more', async () => {
    const { old, enrolment, application } = await oldRecord();
    const giulia = await createUser(ctx.db, {
      firstName: 'Giulia',
      lastName: 'Nuova',
      categories: ['Studente'],
    });
    const { client, user: clerk } = await staff(['Segreteria']);
    const res = await client.post(moveUrl(old.id, enrolment.id), {
      toUserId: giulia.id,
      version: await versionOf(client, old.id, enrolment.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().enrolments).toEqual([]);
    expect((await person(client, giulia.id)).enrolments.map((e: { id: string }) => e.id)).toEqual([
      enrolment.id,
    ]);

    const [movedApplication] = await ctx.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(movedApplication?.userId).toBe(giulia.id);
    const [checkIn] = await ctx.db.select().from(checkIns);
    expect(checkIn?.userId).toBe(giulia.id);
    const [locker] = await ctx.db.select().from(lockers);
    expect(locker?.enrolmentId).toBe(enrolment.id);
    const audit = (await auditRows()).filter((a) => a.field === 'userId');
    expect(audit.map((a) => [a.recordTable, a.before, a.after, a.changedBy])).toEqual(
      expect.arrayContaining([
        ['enrolments', old.id, giulia.id, clerk.id],
        ['applications', old.id, giulia.id, clerk.id],
      ]),
    );
  });

  it('refuses the same person, an unknown person, a stale version, an enrolment of someone else, and an edition the other person already applied for; nothing changed', async () => {
    const { old, enrolment } = await oldRecord();
    const giulia = await createUser(ctx.db, { firstName: 'Giulia', lastName: 'Nuova' });
    const other = await createUser(ctx.db, {
      enrolments: [{ kind: 'course', name: 'Altro corso', isActive: true }],
    });
    const { client } = await staff(['Segreteria']);
    const version = await versionOf(client, old.id, enrolment.id);
    const url = moveUrl(old.id, enrolment.id);

    const same = await client.post(url, { toUserId: old.id, version });
    expect([same.statusCode, errorOf(same).fields?.toUserId]).toEqual([400, 'staff.samePerson']);
    const unknown = await client.post(url, { toUserId: '7d1a4a38-9c5e-4a57-9f57-5b1b2c3d4e5f', version });
    expect([unknown.statusCode, errorOf(unknown).fields?.toUserId]).toEqual([400, 'staff.unknownPerson']);
    const malformed = await client.post(url, { toUserId: 'giulia', version });
    expect([malformed.statusCode, errorOf(malformed).fields?.toUserId]).toEqual([400, 'staff.unknownPerson']);
    const stale = await client.post(url, { toUserId: giulia.id, version: 'old' });
    expect(errorOf(stale).code).toBe('staff.staleRecord');
    // The enrolment through another person's address: not found.
    const elsewhere = await client.post(moveUrl(other.id, enrolment.id), { toUserId: giulia.id, version });
    expect(elsewhere.statusCode).toBe(404);

    await ctx.db.insert(applications).values({ userId: giulia.id, productCode: 'CUCINA-2026B' });
    const clash = await client.post(url, { toUserId: giulia.id, version });
    expect([clash.statusCode, errorOf(clash).code]).toEqual([409, 'staff.applicationExists']);

    const [row] = await ctx.db.select().from(enrolments).where(eq(enrolments.id, enrolment.id));
    expect(row?.userId).toBe(old.id);
    const [checkIn] = await ctx.db.select().from(checkIns);
    expect(checkIn?.userId).toBe(old.id);
    expect(await auditRows()).toEqual([]);
  });

  it('is for the secretariat: 404 to visitors and students, 403 to staff without Segreteria', async () => {
    const { old, enrolment } = await oldRecord();
    const giulia = await createUser(ctx.db);
    const body = { toUserId: giulia.id, version: 'x' };
    expect((await new TestClient(ctx.app).post(moveUrl(old.id, enrolment.id), body)).statusCode).toBe(404);
    const { client: student } = await signIn(ctx, { categories: ['Studente'] });
    expect((await student.post(moveUrl(old.id, enrolment.id), body)).statusCode).toBe(404);
    const { client: admin } = await staff(['Amministrazione']);
    const res = await admin.post(moveUrl(old.id, enrolment.id), body);
    expect([res.statusCode, errorOf(res).code]).toEqual([403, 'auth.forbidden']);
    const [row] = await ctx.db.select().from(enrolments).where(eq(enrolments.id, enrolment.id));
    expect(row?.userId).toBe(old.id);
  });
});
