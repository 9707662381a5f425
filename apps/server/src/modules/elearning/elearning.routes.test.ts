import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LessonRow, lessonProgress, lessons } from '../../db/schema/index.ts';
import { errorOf, signIn } from '../../test/application-fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const WITH_FLAG = {
  categories: ['Studente' as const],
  enrolments: [{ kind: 'course' as const, isActive: true, isActiveElearning: true }],
};
const student = (language: 'it' | 'en' = 'it') => signIn(ctx, { ...WITH_FLAG, language });

async function lesson(values: Partial<typeof lessons.$inferInsert> = {}): Promise<LessonRow> {
  const [row] = await ctx.db
    .insert(lessons)
    .values({ title: 'Il soffritto', type: 'Lezione', videoUrl: '/elearning/lezione-demo.webm', ...values })
    .returning();
  if (!row) throw new Error('no lesson');
  return row;
}
const progressUrl = (id: string) => `/api/elearning/lessons/${id}/progress`;
const allProgress = () => ctx.db.select().from(lessonProgress);

describe('e-learning — access: the elearning flag (isActiveElearning__c)', () => {
  it('401 for a visitor, 403 without the flag (another flag, an inactive course, staff), on every route; nothing written', async () => {
    const target = await lesson();
    const calls = (client: TestClient) => [
      client.get('/api/elearning/lessons'),
      client.get(progressUrl(target.id)),
      client.put(progressUrl(target.id), { positionSeconds: 10, durationSeconds: 60 }),
    ];
    for (const res of await Promise.all(calls(new TestClient(ctx.app)))) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('auth.required');
    }
    const refused = [
      { categories: ['Studente' as const], enrolments: [{ kind: 'course' as const, isActive: true }] },
      { categories: ['Studente' as const] },
      {
        categories: ['Dipendente' as const],
        webappPermissions: ['Didattica'],
      },
      {
        categories: ['Studente' as const],
        enrolments: [
          // The flag on another course than the active one: the active course decides.
          { kind: 'course' as const, isActive: true },
          { kind: 'course' as const, isActive: false, isActiveElearning: true },
        ],
      },
    ];
    for (const values of refused) {
      const { client } = await signIn(ctx, values);
      for (const res of await Promise.all(calls(client))) {
        expect(res.statusCode, JSON.stringify(values)).toBe(403);
        expect(errorOf(res).code).toBe('auth.forbidden');
      }
    }
    expect(await allProgress()).toEqual([]);
  });
});

describe('GET /api/elearning/lessons', () => {
  it("lists the published lessons of the student's language and of both, by position, each with the student's own progress", async () => {
    const both = await lesson({
      title: 'Masterclass: risotto',
      type: 'Masterclass',
      position: 1,
      locale: null,
    });
    const it2 = await lesson({ title: 'Il soffritto', position: 2, locale: 'it' });
    await lesson({ title: 'Soffritto', type: 'Lesson', position: 2, locale: 'en' });
    await lesson({ title: 'Bozza', position: 0, locale: 'it', isPublished: false });
    const first = await lesson({ title: 'Affilare i coltelli', position: 0, locale: 'it' });
    const { client, user } = await student('it');
    const { client: other, user: otherUser } = await student('it');
    await ctx.db.insert(lessonProgress).values([
      { userId: user.id, lessonId: it2.id, positionSeconds: 754, durationSeconds: 1800 },
      { userId: otherUser.id, lessonId: both.id, positionSeconds: 99, durationSeconds: 600 },
    ]);

    const res = await client.get('/api/elearning/lessons');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items;
    expect(items.map((l: { title: string }) => l.title)).toEqual([
      'Affilare i coltelli',
      'Masterclass: risotto',
      'Il soffritto',
    ]);
    expect(items[0]).toEqual({
      id: first.id,
      title: 'Affilare i coltelli',
      type: 'Lezione',
      videoUrl: '/elearning/lezione-demo.webm',
      progress: null,
    });
    // Another student's position in the masterclass is never shown.
    expect(items[1].progress).toBeNull();
    expect(items[2].progress).toMatchObject({ positionSeconds: 754, durationSeconds: 1800 });
    expect(Date.parse(items[2].progress.updatedAt)).not.toBeNaN();

    const theirs = (await other.get('/api/elearning/lessons')).json().items;
    expect(theirs.find((l: { id: string }) => l.id === both.id).progress).toMatchObject({
      positionSeconds: 99,
    });
    expect(theirs.find((l: { id: string }) => l.id === it2.id).progress).toBeNull();
  });

  it('an English-speaking student sees the English lessons and those of both languages', async () => {
    await lesson({ title: 'Masterclass', position: 1, locale: null });
    await lesson({ title: 'Il soffritto', position: 2, locale: 'it' });
    await lesson({ title: 'Soffritto: the basics', position: 2, locale: 'en' });
    const { client } = await student('en');
    const items = (await client.get('/api/elearning/lessons')).json().items;
    expect(items.map((l: { title: string }) => l.title)).toEqual(['Masterclass', 'Soffritto: the basics']);
  });
});

describe('GET and PUT /api/elearning/lessons/:id/progress', () => {
  it('saves (inserts, then replaces) where the student stopped and reads it back, on any device', async () => {
    const target = await lesson();
    const { client, user } = await student();
    expect((await client.get(progressUrl(target.id))).json()).toEqual({
      lessonId: target.id,
      progress: null,
    });

    const first = await client.put(progressUrl(target.id), { positionSeconds: 12, durationSeconds: 60 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      lessonId: target.id,
      progress: { positionSeconds: 12, durationSeconds: 60 },
    });
    const second = await client.put(progressUrl(target.id), { positionSeconds: 34, durationSeconds: 60 });
    expect(second.json().progress.positionSeconds).toBe(34);

    // Another session of the same student (another device) reads the last position.
    const device = new TestClient(ctx.app, '10.0.0.2');
    await device.post('/api/auth/login', { username: user.username, password: 'S3cret-pass!' });
    const read = await device.get(progressUrl(target.id));
    expect(read.json().progress).toMatchObject({ positionSeconds: 34, durationSeconds: 60 });
    expect(await allProgress()).toHaveLength(1);
  });

  it('a lesson at its end (position equal to the duration) is saved', async () => {
    const target = await lesson();
    const { client } = await student();
    const res = await client.put(progressUrl(target.id), { positionSeconds: 60, durationSeconds: 60 });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a position beyond the duration, negative, fractional, of the wrong type or too long: 400 with codes, nothing saved', async () => {
    const target = await lesson();
    const { client } = await student();
    const cases: Array<[unknown, string, string]> = [
      [{ positionSeconds: 61, durationSeconds: 60 }, 'positionSeconds', 'elearning.positionBeyondDuration'],
      [{ positionSeconds: -1, durationSeconds: 60 }, 'positionSeconds', 'elearning.invalidPosition'],
      [{ positionSeconds: 1.5, durationSeconds: 60 }, 'positionSeconds', 'elearning.invalidPosition'],
      [{ positionSeconds: '12', durationSeconds: 60 }, 'positionSeconds', 'elearning.invalidPosition'],
      [{ positionSeconds: 12, durationSeconds: 0 }, 'durationSeconds', 'elearning.invalidPosition'],
      [{ positionSeconds: 12, durationSeconds: 86_401 }, 'durationSeconds', 'elearning.invalidPosition'],
      [{ positionSeconds: 12 }, 'durationSeconds', 'elearning.invalidPosition'],
      [{ positionSeconds: 1e12, durationSeconds: 60 }, 'positionSeconds', 'elearning.positionBeyondDuration'],
    ];
    for (const [body, field, code] of cases) {
      const res = await client.put(progressUrl(target.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).code).toBe('request.invalid');
      expect(errorOf(res).fields?.[field], JSON.stringify(body)).toBe(code);
    }
    const extra = await client.put(progressUrl(target.id), {
      positionSeconds: 1,
      durationSeconds: 60,
      userId: 'x',
    });
    expect(extra.statusCode).toBe(400);
    const huge = await client.request('PUT', progressUrl(target.id), undefined, {
      rawBody: JSON.stringify({ positionSeconds: 1, durationSeconds: 60, note: 'x'.repeat(2_000_000) }),
    });
    expect([400, 413]).toContain(huge.statusCode);
    const control = await client.put(progressUrl(target.id), {
      positionSeconds: 1,
      durationSeconds: 60,
      x: 'a\u0000',
    });
    expect(control.statusCode).toBe(400);
    expect(errorOf(control).code).toBe('request.controlCharacters');
    expect(await allProgress()).toEqual([]);
  });

  it('bad ids: 400 request.invalid; an unknown, unpublished or other-language lesson: 404, nothing saved', async () => {
    const { client } = await student('it');
    const body = { positionSeconds: 1, durationSeconds: 60 };
    for (const id of ['not-a-uuid', '1', 'a'.repeat(90), '6f1c4a52-8d0e-4a57-9a1b-2f3c4d5e6f7']) {
      for (const res of [await client.get(progressUrl(id)), await client.put(progressUrl(id), body)]) {
        expect(res.statusCode).toBe(400);
        expect(errorOf(res).code).toBe('request.invalid');
      }
    }
    const control = await client.get('/api/elearning/lessons/%00/progress');
    expect(control.statusCode).toBe(400);
    // A path longer than any route's parameter allows is refused before any route.
    expect([400, 414]).toContain((await client.get(progressUrl('a'.repeat(3000)))).statusCode);
    const hidden = [
      '6f1c4a52-8d0e-4a57-9a1b-2f3c4d5e6f70',
      (await lesson({ isPublished: false })).id,
      (await lesson({ locale: 'en' })).id,
    ];
    for (const id of hidden) {
      for (const res of [await client.get(progressUrl(id)), await client.put(progressUrl(id), body)]) {
        expect(res.statusCode).toBe(404);
        expect(errorOf(res).code).toBe('request.notFound');
      }
    }
    expect(await allProgress()).toEqual([]);
  });

  it("never shows or changes another student's progress: each reads and writes their own row", async () => {
    const target = await lesson();
    const { client: luca, user: lucaUser } = await student();
    const { client: anna, user: annaUser } = await student();
    await luca.put(progressUrl(target.id), { positionSeconds: 40, durationSeconds: 60 });
    expect((await anna.get(progressUrl(target.id))).json().progress).toBeNull();
    await anna.put(progressUrl(target.id), { positionSeconds: 5, durationSeconds: 60 });
    expect((await luca.get(progressUrl(target.id))).json().progress.positionSeconds).toBe(40);
    const rows = await ctx.db.select().from(lessonProgress).where(eq(lessonProgress.lessonId, target.id));
    expect(Object.fromEntries(rows.map((r) => [r.userId, r.positionSeconds]))).toEqual({
      [lucaUser.id]: 40,
      [annaUser.id]: 5,
    });
  });

  it('parallel saves of one student keep one row holding one of the positions sent', async () => {
    const target = await lesson();
    const { client } = await student();
    const results = await Promise.all(
      [10, 20, 30, 40, 50].map((p) =>
        client.put(progressUrl(target.id), { positionSeconds: p, durationSeconds: 60 }),
      ),
    );
    for (const res of results) expect(res.statusCode).toBe(200);
    const rows = await allProgress();
    expect(rows).toHaveLength(1);
    expect([10, 20, 30, 40, 50]).toContain(rows[0]?.positionSeconds);
  });
});
