import { WEBAPP_PERMISSION_DOORS } from '@school/domain/access/subject';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { books, enrolments, lockers } from '../../db/schema/index.ts';
import { errorOf } from '../../test/application-fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const enrolmentsOf = (userId: string) =>
  ctx.db
    .select()
    .from(enrolments)
    .where(eq(enrolments.userId, userId))
    .orderBy(asc(enrolments.createdAt), asc(enrolments.name));

/** A student with an old course (its own lockers and book), an active one and a housing contract. */
async function student() {
  const signedIn = await signIn(ctx, {
    categories: ['Studente'],
    registrationNumber: 'S2026001',
    pin: '4821',
    enrolments: [
      { kind: 'course', name: 'Corso Base 2024A' },
      { kind: 'course', name: 'Corso Superiore 2026B', isActive: true },
      { kind: 'housing', name: 'Housing', isActive: true, isActiveHousing: true },
    ],
  });
  const [old, active, housing] = await enrolmentsOf(signedIn.user.id);
  if (!old || !active || !housing) throw new Error('enrolments not seeded');
  await ctx.db.insert(lockers).values([
    { enrolmentId: active.id, kind: 'course', name: '112', freeFrom: '2026-07-31' },
    { enrolmentId: active.id, kind: 'exam', name: 'E-07', freeFrom: null },
    { enrolmentId: old.id, kind: 'course', name: 'OLD-1', freeFrom: '2024-06-30' },
    { enrolmentId: housing.id, kind: 'course', name: 'HOUSING-1' },
  ]);
  await ctx.db.insert(books).values({ enrolmentId: active.id, title: 'Il Cucchiaio', code: 'CUC-1' });
  await ctx.db.insert(books).values({ enrolmentId: active.id, title: 'Pasticceria', code: 'PAS-2' });
  await ctx.db.insert(books).values({ enrolmentId: old.id, title: 'Vecchio', code: 'OLD-B' });
  return { ...signedIn, active, old, housing };
}

describe('GET /api/utility — who may see it', () => {
  it('is 401 for a visitor', async () => {
    const res = await new TestClient(ctx.app).get('/api/utility');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('auth.required');
  });

  it.each([
    [
      'a candidate with a course',
      { categories: ['Candidato' as const], enrolments: [{ kind: 'course' as const, isActive: true }] },
    ],
    [
      'a graduate with a course',
      { categories: ['Diplomato' as const], enrolments: [{ kind: 'course' as const }] },
    ],
    ['a student without enrolments', { categories: ['Studente' as const] }],
    [
      'a student with a housing contract only',
      {
        categories: ['Studente' as const],
        enrolments: [{ kind: 'housing' as const, isActive: true, isActiveHousing: true }],
      },
    ],
    ['an employee without enrolment or door permission', { categories: ['Dipendente' as const] }],
    ['a teacher', { categories: ['Insegnante' as const], enrolments: [{ kind: 'course' as const }] }],
  ])('is 403 for %s', async (_name, values) => {
    const { client } = await signIn(ctx, { ...values, registrationNumber: 'S9', pin: '1234' });
    const res = await client.get('/api/utility');
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('auth.forbidden');
    expect(res.body).not.toContain('1234');
  });
});

describe('GET /api/utility — what it answers', () => {
  it("gives the student's number, PIN, and the lockers and books of the active course only", async () => {
    const { client, user } = await student();
    const res = await client.get('/api/utility');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      userId: user.id,
      registrationNumber: 'S2026001',
      pin: '4821',
      enrolment: { id: expect.any(String), name: 'Corso Superiore 2026B' },
      courseLocker: { name: '112', freeFrom: '2026-07-31' },
      examLocker: { name: 'E-07', freeFrom: null },
      books: [
        { title: 'Il Cucchiaio', code: 'CUC-1' },
        { title: 'Pasticceria', code: 'PAS-2' },
      ],
    });
    // The PIN is in it: no HTTP cache keeps it.
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("never shows another person's lockers or books", async () => {
    await student();
    const { client, user } = await signIn(ctx, {
      categories: ['Studente'],
      enrolments: [{ kind: 'course', name: 'Corso Altro', isActive: true }],
    });
    const res = await client.get('/api/utility');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: user.id,
      registrationNumber: null,
      pin: null,
      enrolment: { name: 'Corso Altro' },
      courseLocker: null,
      examLocker: null,
      books: [],
    });
    // As a JSON value: the random ids of the answer may hold the digits 112.
    expect(res.body).not.toContain('"112"');
    expect(res.body).not.toContain('Cucchiaio');
  });

  it('falls back to the old course when none is active', async () => {
    const { client, active } = await student();
    await ctx.db.update(enrolments).set({ isActive: false }).where(eq(enrolments.id, active.id));
    const res = await client.get('/api/utility');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      enrolment: { name: 'Corso Base 2024A' },
      courseLocker: { name: 'OLD-1', freeFrom: '2024-06-30' },
      examLocker: null,
      books: [{ title: 'Vecchio', code: 'OLD-B' }],
    });
  });

  it('gives an employee who opens doors the badge without lockers or books', async () => {
    const { client } = await signIn(ctx, {
      categories: ['Dipendente'],
      webappPermissions: [WEBAPP_PERMISSION_DOORS],
      registrationNumber: 'D1001',
    });
    const res = await client.get('/api/utility');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      registrationNumber: 'D1001',
      pin: null,
      enrolment: null,
      courseLocker: null,
      examLocker: null,
      books: [],
    });
  });

  it('refuses a control character in the query (400, nothing read)', async () => {
    const { client } = await student();
    const res = await client.get('/api/utility?x=%00');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('request.controlCharacters');
  });

  it('is not answered to another method', async () => {
    const { client } = await student();
    const res = await client.post('/api/utility', { pin: '0000' });
    expect(res.statusCode).toBe(404);
    const again = await client.get('/api/utility');
    expect(again.json().pin).toBe('4821');
  });
});
