import {
  ATTENDANCE_GRACE_MS,
  ATTENDANCE_WINDOW_MS,
  buildCode,
  hourStartAt,
  windowIndex,
} from '@school/domain/attendance/qr-code';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkIns, classrooms } from '../../db/schema/index.ts';
import { errorOf, signIn } from '../../test/application-fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { hmacSigner } from './attendance-secret.ts';

const SECRET = 'attendance-test-secret-0123456789abcdef';
const sign = hmacSigner(SECRET);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { ATTENDANCE_SECRET: SECRET } });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await ctx.db.insert(classrooms).values([
    { id: '12', name: 'Aula 12' },
    { id: 'LAB3', name: 'Laboratorio 3' },
    { id: 'OLD', name: 'Aula chiusa', isActive: false },
  ]);
});

const attendanceCourse = (isActiveAttendance = true) => ({
  categories: ['Studente' as const],
  enrolments: [{ kind: 'course' as const, isActive: true, isActiveAttendance }],
});
const student = () => signIn(ctx, attendanceCourse());
const teacher = () => signIn(ctx, { categories: ['Insegnante'] });

/**
 * The current window's code of a room, unless the window ends within the grace (then the next
 * window is waited for), so that "now" on the server is the same window or its grace.
 */
async function currentCode(roomId: string): Promise<string> {
  const into = Date.now() % ATTENDANCE_WINDOW_MS;
  if (into > ATTENDANCE_WINDOW_MS - 500)
    await new Promise((r) => setTimeout(r, ATTENDANCE_WINDOW_MS - into + 10));
  return buildCode(sign, roomId, windowIndex(Date.now()));
}
/** A room's code of `back` windows ago (never accepted once back ≥ 2, grace or not). */
const oldCode = (roomId: string, back: number) => buildCode(sign, roomId, windowIndex(Date.now()) - back);
const rows = () => ctx.db.select().from(checkIns);
const checkIn = (client: TestClient, code: unknown) => client.post('/api/attendance/check-ins', { code });

describe('attendance — access', () => {
  it('answers 401 to a visitor and 403 to a signed-in user without the attendance flag, recording nothing', async () => {
    const anon = new TestClient(ctx.app);
    const code = await currentCode('12');
    expect((await anon.get('/api/attendance/last-check-in')).statusCode).toBe(401);
    expect((await checkIn(anon, code)).statusCode).toBe(401);
    expect((await anon.get('/api/attendance/classrooms/12/code')).statusCode).toBe(401);

    for (const values of [
      attendanceCourse(false),
      { categories: ['Studente' as const] },
      { categories: ['Insegnante' as const] },
      { categories: ['Dipendente' as const], webappPermissions: ['Didattica'] },
    ]) {
      const { client } = await signIn(ctx, values);
      const last = await client.get('/api/attendance/last-check-in');
      expect(last.statusCode).toBe(403);
      expect(errorOf(last).code).toBe('auth.forbidden');
      expect((await checkIn(client, code)).statusCode).toBe(403);
    }
    expect(await rows()).toEqual([]);
  });

  it('shows the kiosk code to a teacher and to staff with Didattica only', async () => {
    const allowed = [
      { categories: ['Insegnante' as const] },
      { categories: ['Dipendente' as const], webappPermissions: ['Didattica'] },
    ];
    for (const values of allowed) {
      const { client } = await signIn(ctx, values);
      expect((await client.get('/api/attendance/classrooms/12/code')).statusCode).toBe(200);
    }
    const refused = [
      attendanceCourse(),
      { categories: ['Dipendente' as const], webappPermissions: ['Segreteria', 'Amministrazione'] },
      { categories: ['Studente' as const], webappPermissions: ['Didattica'] },
    ];
    for (const values of refused) {
      const { client } = await signIn(ctx, values);
      const res = await client.get('/api/attendance/classrooms/12/code');
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('auth.forbidden');
    }
  });
});

describe('GET /api/attendance/classrooms/:id/code — the kiosk', () => {
  it('gives the room’s code of the current window, when it ends and the room’s name; never cached', async () => {
    const { client } = await teacher();
    const before = Date.now();
    const res = await client.get('/api/attendance/classrooms/12/code');
    const after = Date.now();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ classroomId: '12', classroomName: 'Aula 12', windowSeconds: 15 });
    const window = windowIndex(Date.parse(body.serverTime));
    expect(Date.parse(body.serverTime)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(body.serverTime)).toBeLessThanOrEqual(after);
    expect(body.code).toBe(buildCode(sign, '12', window));
    expect(Date.parse(body.expiresAt)).toBe((window + 1) * ATTENDANCE_WINDOW_MS);
  });

  it('answers 404 attendance.unknownRoom for a room that does not exist or is inactive', async () => {
    const { client } = await teacher();
    for (const id of ['99', 'OLD', 'a'.repeat(21)]) {
      const res = await client.get(`/api/attendance/classrooms/${id}/code`);
      expect(res.statusCode).toBe(id.length > 20 ? 400 : 404);
      if (id.length <= 20) expect(errorOf(res).code).toBe('attendance.unknownRoom');
    }
  });
});

describe('POST /api/attendance/check-ins', () => {
  it('records a check-in with the kiosk’s code, once per room and hour; the second is 409 attendance.alreadyCheckedIn', async () => {
    const { client, user } = await student();
    const { client: kiosk } = await teacher();
    const code = (await kiosk.get('/api/attendance/classrooms/12/code')).json().code;
    expect((await client.get('/api/attendance/last-check-in')).json()).toEqual({ checkIn: null });

    const res = await checkIn(client, code);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ classroomId: '12', classroomName: 'Aula 12' });
    expect(res.json().hourStart).toBe(hourStartAt(Date.parse(res.json().checkedInAt)).toISOString());
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ userId: user.id, classroomId: '12' });
    expect(stored[0]?.enrolmentId).not.toBeNull();

    const last = await client.get('/api/attendance/last-check-in');
    expect(last.headers['cache-control']).toBe('no-store');
    expect(last.json().checkIn).toMatchObject({ classroomId: '12', classroomName: 'Aula 12' });

    const again = await checkIn(client, await currentCode('12'));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('attendance.alreadyCheckedIn');
    expect(await rows()).toHaveLength(1);
  });

  it('lets the same student check in to another room in the same hour, and another student to the same room', async () => {
    const { client } = await student();
    const { client: other } = await student();
    expect((await checkIn(client, await currentCode('12'))).statusCode).toBe(201);
    expect((await checkIn(client, await currentCode('LAB3'))).statusCode).toBe(201);
    expect((await checkIn(other, await currentCode('12'))).statusCode).toBe(201);
    expect(await rows()).toHaveLength(3);
  });

  it('accepts the previous window’s code within the grace (a code built for the instant 1 s ago, when still in grace)', async () => {
    const { client } = await student();
    // Wait until the first second of a window, then use the previous window's code.
    const into = Date.now() % ATTENDANCE_WINDOW_MS;
    await new Promise((r) => setTimeout(r, ATTENDANCE_WINDOW_MS - into + 50));
    const previous = oldCode('12', 1);
    expect(Date.now() % ATTENDANCE_WINDOW_MS).toBeLessThan(ATTENDANCE_GRACE_MS - 500);
    const res = await checkIn(client, previous);
    expect(res.statusCode, res.body).toBe(201);
  }, 20_000);

  it.each<[string, () => string | Promise<string>, number, string]>([
    ['an expired code (two windows ago)', () => oldCode('12', 2), 400, 'attendance.codeExpired'],
    ['a replayed code of an hour ago', () => oldCode('12', 240), 400, 'attendance.codeExpired'],
    [
      'another room’s current code under this room’s id',
      async () => `${(await currentCode('LAB3')).split(';')[0]};12`,
      400,
      'attendance.otherRoom',
    ],
    ['a forged token', async () => `${'A'.repeat(22)};12`, 400, 'attendance.invalidCode'],
    [
      'a token with another secret',
      async () => buildCode(hmacSigner('x'.repeat(40)), '12', windowIndex(Date.now())),
      400,
      'attendance.invalidCode',
    ],
    [
      'an unknown room',
      async () => `${(await currentCode('99')).split(';')[0]};99`,
      404,
      'attendance.unknownRoom',
    ],
    ['an inactive room’s code', async () => currentCode('OLD'), 404, 'attendance.unknownRoom'],
    ['one part only', async () => 'abcdef', 400, 'attendance.malformedCode'],
    ['an empty room part', async () => 'abcdef;', 400, 'attendance.malformedCode'],
    ['an empty code', async () => '', 400, 'attendance.malformedCode'],
    ['a test code (TEST_QR)', async () => 'x;TEST_QR', 400, 'attendance.malformedCode'],
    ['a test code (TQR_)', async () => 'x;AULA_TQR_1', 400, 'attendance.malformedCode'],
  ])('refuses %s, recording nothing', async (_case, code, status, errorCode) => {
    const { client } = await student();
    const res = await checkIn(client, await code());
    expect(res.statusCode, res.body).toBe(status);
    expect(errorOf(res).code).toBe(errorCode);
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['a huge code', { code: `${'a'.repeat(5000)};12` }, 'request.invalid'],
    ['a code of 201 characters', { code: `${'a'.repeat(198)};12` }, 'request.invalid'],
    ['a number', { code: 12 }, 'request.invalid'],
    ['no code', {}, 'request.invalid'],
    ['an extra field', { code: 'a;12', userId: 'someone-else' }, 'request.invalid'],
    ['a control character', { code: 'abc\u0000;12' }, 'request.controlCharacters'],
  ])('refuses %s with 400, recording nothing', async (_case, body, errorCode) => {
    const { client } = await student();
    const res = await client.post('/api/attendance/check-ins', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe(errorCode);
    expect(await rows()).toEqual([]);
  });

  it('never shows one student’s check-in to another', async () => {
    const { client } = await student();
    const { client: other } = await student();
    expect((await checkIn(client, await currentCode('12'))).statusCode).toBe(201);
    expect((await other.get('/api/attendance/last-check-in')).json()).toEqual({ checkIn: null });
  });
});

describe('one check-in per student, room and hour under concurrency', () => {
  it('ten simultaneous check-ins of the same student record exactly one row; the others are 409', async () => {
    const { client } = await student();
    const code = await currentCode('12');
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkIn(client, code)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(await rows()).toHaveLength(1);
  });

  it('negative control: without the unique constraint the same ten requests store duplicates', async () => {
    await ctx.db.execute(sql`alter table check_ins drop constraint check_ins_one_per_hour`);
    try {
      const { client } = await student();
      const code = await currentCode('12');
      const answers = await Promise.all(Array.from({ length: 10 }, () => checkIn(client, code)));
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(10);
      expect(await rows()).toHaveLength(10);
    } finally {
      await ctx.reset();
      await ctx.db.execute(
        sql`alter table check_ins add constraint check_ins_one_per_hour unique (user_id, classroom_id, hour_start)`,
      );
    }
  });
});
