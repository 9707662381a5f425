import { hourStartAt } from '@school/domain/attendance/qr-code';
import { schoolDayBounds, schoolToday } from '@school/domain/attendance/school-day';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkIns, classrooms, staffAudit } from '../../db/schema/index.ts';
import { errorOf, signIn } from '../../test/application-fixtures.ts';
import { createUser } from '../../test/fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { classroomAuditId } from './attendance-staff.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await ctx.db.insert(classrooms).values([
    { id: '12', name: 'Aula 12' },
    { id: 'LAB3', name: 'Laboratorio 3' },
  ]);
});

const teaching = () => signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Didattica'] });
const auditRows = () => ctx.db.select().from(staffAudit);
const today = () => schoolToday(Date.now());

async function classroomsOf(client: TestClient) {
  const res = await client.get('/api/staff/classrooms');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Array<{
    id: string;
    name: string;
    isActive: boolean;
    version: string;
    checkInsToday: number;
  }>;
}

describe('staff attendance — access', () => {
  it('is 404 for a visitor, a student, a teacher and an employee without a staff permission; 403 for staff without Didattica', async () => {
    const calls = (client: TestClient) => [
      client.get('/api/staff/classrooms'),
      client.post('/api/staff/classrooms', { id: 'NEW', name: 'Nuova', isActive: true }),
      client.put('/api/staff/classrooms/12', { name: 'X', isActive: true, version: 'v' }),
      client.get(`/api/staff/attendance?classroomId=12&date=${today()}`),
      client.get(`/api/staff/attendance.csv?classroomId=12&date=${today()}`),
    ];
    for (const res of await Promise.all(calls(new TestClient(ctx.app)))) expect(res.statusCode).toBe(404);
    for (const values of [
      { categories: ['Studente' as const] },
      { categories: ['Insegnante' as const] },
      { categories: ['Dipendente' as const] },
    ]) {
      const { client } = await signIn(ctx, values);
      for (const res of await Promise.all(calls(client))) {
        expect(res.statusCode).toBe(404);
        expect(errorOf(res).code).toBe('request.notFound');
      }
    }
    const { client: secretariat } = await signIn(ctx, {
      categories: ['Dipendente'],
      webappPermissions: ['Segreteria', 'Amministrazione'],
    });
    for (const res of await Promise.all(calls(secretariat))) expect(res.statusCode).toBe(403);
    expect(await auditRows()).toEqual([]);
    expect((await ctx.db.select().from(classrooms)).map((c) => c.name).sort()).toEqual([
      'Aula 12',
      'Laboratorio 3',
    ]);
  });
});

describe('classrooms', () => {
  it('creates a classroom, audited; a taken id is 409 attendance.classroomExists', async () => {
    const { client, user } = await teaching();
    const res = await client.post('/api/staff/classrooms', { id: 'A7', name: 'Aula 7', isActive: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: 'A7', name: 'Aula 7', isActive: true, checkInsToday: 0 });
    const audit = await auditRows();
    expect(
      audit.every(
        (a) =>
          a.recordTable === 'classrooms' && a.recordId === classroomAuditId('A7') && a.changedBy === user.id,
      ),
    ).toBe(true);
    expect(classroomAuditId('A7')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(classroomAuditId('A7')).not.toBe(classroomAuditId('12'));
    const history = await client.get(`/api/staff/audit/classrooms/${classroomAuditId('A7')}`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().items).toHaveLength(2);
    expect(audit.map((a) => a.field).sort()).toEqual(['isActive', 'name']);

    const taken = await client.post('/api/staff/classrooms', { id: '12', name: 'Altra', isActive: true });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('attendance.classroomExists');
    expect(await auditRows()).toHaveLength(2);
  });

  it.each([
    ['an id with a semicolon', { id: '1;2' }, 'id', 'attendance.invalidClassroomId'],
    ['an id with a space', { id: 'Aula 7' }, 'id', 'attendance.invalidClassroomId'],
    ['a test room id', { id: 'TEST_QR' }, 'id', 'attendance.invalidClassroomId'],
    ['a TQR_ id', { id: 'X_TQR_1' }, 'id', 'attendance.invalidClassroomId'],
    ['a huge id', { id: 'a'.repeat(5000) }, 'id', 'attendance.invalidClassroomId'],
    ['an empty name', { name: '  ' }, 'name', 'candidate.required'],
    ['a huge name', { name: 'a'.repeat(101) }, 'name', 'attendance.invalidClassroomName'],
    ['a wrong type', { isActive: 'yes' }, 'isActive', undefined],
    ['an extra field', { extra: 1 }, undefined, undefined],
  ])('refuses %s with 400, writing nothing', async (_case, change, field, code) => {
    const { client } = await teaching();
    const res = await client.post('/api/staff/classrooms', {
      id: 'A7',
      name: 'Aula 7',
      isActive: true,
      ...change,
    });
    expect(res.statusCode, res.body).toBe(400);
    const fields = (res.json() as { error: { fields?: Record<string, string> } }).error.fields ?? {};
    if (field && code) expect(fields[field]).toBe(code);
    expect(await auditRows()).toEqual([]);
    expect(await ctx.db.select().from(classrooms)).toHaveLength(2);
  });

  it('refuses control characters with 400 request.controlCharacters', async () => {
    const { client } = await teaching();
    const res = await client.post('/api/staff/classrooms', { id: 'A7', name: 'Aula\u00007', isActive: true });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('request.controlCharacters');
    expect(await ctx.db.select().from(classrooms)).toHaveLength(2);
  });

  it('renames and deactivates on the version read (audited); an old version is 409 staff.staleRecord; an unknown room 404', async () => {
    const { client } = await teaching();
    const [room] = (await classroomsOf(client)).filter((c) => c.id === '12');
    if (!room) throw new Error('no room 12');
    const res = await client.put('/api/staff/classrooms/12', {
      name: 'Aula 12 bis',
      isActive: false,
      version: room.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: '12', name: 'Aula 12 bis', isActive: false });
    expect((await auditRows()).map((a) => [a.field, a.before, a.after]).sort()).toEqual([
      ['isActive', true, false],
      ['name', 'Aula 12', 'Aula 12 bis'],
    ]);
    const stale = await client.put('/api/staff/classrooms/12', {
      name: 'Aula X',
      isActive: true,
      version: room.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('staff.staleRecord');
    const unknown = await client.put('/api/staff/classrooms/99', {
      name: 'X',
      isActive: true,
      version: room.version,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await auditRows()).toHaveLength(2);
    // A deactivated room shows no kiosk code.
    const { client: teacher } = await signIn(ctx, { categories: ['Insegnante'] });
    expect((await teacher.get('/api/attendance/classrooms/12/code')).statusCode).toBe(404);
  });
});

describe('the register', () => {
  it('lists a room’s check-ins of one school day with names and times, earliest first, and exports them as CSV', async () => {
    const { client } = await teaching();
    const anna = await createUser(ctx.db, {
      firstName: 'Anna',
      lastName: 'Bianchi',
      registrationNumber: '=HYPERLINK(1)',
    });
    const bruno = await createUser(ctx.db, { firstName: 'Bruno', lastName: 'Neri' });
    const day = '2026-03-10';
    const { from } = schoolDayBounds(day);
    const at = (minutes: number) => new Date(from.getTime() + minutes * 60_000);
    const add = (userId: string, classroomId: string, when: Date) =>
      ctx.db
        .insert(checkIns)
        .values({ userId, classroomId, checkedInAt: when, hourStart: hourStartAt(when.getTime()) });
    await add(bruno.id, '12', at(9 * 60 + 5));
    await add(anna.id, '12', at(9 * 60 + 1));
    await add(anna.id, 'LAB3', at(10 * 60));
    await add(anna.id, '12', at(-1)); // the day before, 23:59
    await add(anna.id, '12', at(24 * 60)); // the next day, 00:00

    const res = await client.get(`/api/staff/attendance?classroomId=12&date=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().classroom).toEqual({ id: '12', name: 'Aula 12' });
    expect(
      res.json().items.map((i: { lastName: string; checkedInAt: string }) => [i.lastName, i.checkedInAt]),
    ).toEqual([
      ['Bianchi', at(9 * 60 + 1).toISOString()],
      ['Neri', at(9 * 60 + 5).toISOString()],
    ]);

    const csv = await client.get(`/api/staff/attendance.csv?classroomId=12&date=${day}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename=presenze-aula-12-2026-03-10.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Aula,Data,Ora,Cognome,Nome,Matricola,Username,Registrata alle');
    expect(lines[1]).toBe(`12,2026-03-10,09:00,Bianchi,Anna,'=HYPERLINK(1),${anna.username},09:01:00`);
    expect(lines).toHaveLength(3);
  });

  it('refuses an unknown room (404 attendance.unknownRoom) and a bad date or room (400)', async () => {
    const { client } = await teaching();
    const unknown = await client.get(`/api/staff/attendance?classroomId=99&date=${today()}`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('attendance.unknownRoom');
    for (const query of [
      'classroomId=12&date=2026-02-30',
      'classroomId=12',
      `date=${today()}`,
      `classroomId=${'a'.repeat(30)}&date=${today()}`,
    ]) {
      expect((await client.get(`/api/staff/attendance?${query}`)).statusCode).toBe(400);
    }
  });
});
