import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lessonProgress, lessons, staffAudit } from '../../db/schema/index.ts';
import { errorOf, signIn } from '../../test/application-fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const teacher = () => signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Didattica'] });
const auditRows = () => ctx.db.select().from(staffAudit);

const NEW_LESSON = {
  title: 'Il soffritto',
  type: 'Lezione',
  videoUrl: '/elearning/lezione-demo.webm',
  locale: 'it',
  position: 2,
  isPublished: true,
};

interface Lesson {
  id: string;
  version: string;
  [key: string]: unknown;
}
const fieldsOf = ({ id: _id, version: _v, viewers: _w, updatedAt: _u, ...rest }: Lesson) => rest;

describe('staff lessons — access (Didattica, area lessons)', () => {
  it('404 for a visitor, a student and an employee without a staff permission; 403 for Segreteria; nothing written', async () => {
    const [existing] = await ctx.db
      .insert(lessons)
      .values({ title: 'X', type: 'Y', videoUrl: '/v.webm' })
      .returning();
    const id = existing?.id ?? '';
    const calls = (client: TestClient) => [
      client.get('/api/staff/lessons'),
      client.post('/api/staff/lessons', NEW_LESSON),
      client.put(`/api/staff/lessons/${id}`, { ...NEW_LESSON, version: 'x' }),
      client.request('DELETE', `/api/staff/lessons/${id}?version=x`),
    ];
    for (const res of await Promise.all(calls(new TestClient(ctx.app)))) expect(res.statusCode).toBe(404);
    for (const values of [
      {
        categories: ['Studente' as const],
        enrolments: [{ kind: 'course' as const, isActive: true, isActiveElearning: true }],
      },
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
    expect(await ctx.db.select().from(lessons)).toHaveLength(1);
    expect(await auditRows()).toEqual([]);
  });
});

describe('staff lessons — create, list, change, delete with version and audit', () => {
  it('creates a lesson (audited field by field), lists it with its version and its viewers', async () => {
    const { client, user } = await teacher();
    const res = await client.post('/api/staff/lessons', NEW_LESSON);
    expect(res.statusCode, res.body).toBe(201);
    const created: Lesson = res.json();
    expect(fieldsOf(created)).toEqual(NEW_LESSON);
    expect(created.viewers).toBe(0);
    const audit = await auditRows();
    expect(audit.map((r) => r.field).sort()).toEqual(
      ['isPublished', 'locale', 'position', 'title', 'type', 'videoUrl'].sort(),
    );
    expect(
      audit.every((r) => r.changedBy === user.id && r.recordTable === 'lessons' && r.recordId === created.id),
    ).toBe(true);
    const list = (await client.get('/api/staff/lessons')).json().items;
    expect(list).toEqual([created]);
  });

  it('changes a lesson on the version read; an old version answers 409 staff.staleRecord and changes nothing', async () => {
    const { client } = await teacher();
    const created: Lesson = (await client.post('/api/staff/lessons', NEW_LESSON)).json();
    const before = (await auditRows()).length;
    const changed = await client.put(`/api/staff/lessons/${created.id}`, {
      ...NEW_LESSON,
      title: 'Il soffritto (nuova versione)',
      locale: null,
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      version: created.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Il soffritto (nuova versione)', locale: null });
    expect(changed.json().version).not.toBe(created.version);
    const audit = (await auditRows()).slice(before);
    expect(audit.map((r) => [r.field, r.before, r.after]).sort()).toEqual(
      [
        ['locale', 'it', null],
        ['title', 'Il soffritto', 'Il soffritto (nuova versione)'],
        ['videoUrl', '/elearning/lezione-demo.webm', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ].sort(),
    );
    const stale = await client.put(`/api/staff/lessons/${created.id}`, {
      ...NEW_LESSON,
      title: 'Vecchia',
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('staff.staleRecord');
    expect((await client.get('/api/staff/lessons')).json().items[0].title).toBe(
      'Il soffritto (nuova versione)',
    );
  });

  it('deletes a lesson on the version read, with its progress; the audit keeps what it was', async () => {
    const { client } = await teacher();
    const { user: luca } = await signIn(ctx, { categories: ['Studente'] });
    const created: Lesson = (await client.post('/api/staff/lessons', NEW_LESSON)).json();
    await ctx.db
      .insert(lessonProgress)
      .values({ userId: luca.id, lessonId: created.id, positionSeconds: 5, durationSeconds: 60 });
    expect((await client.get('/api/staff/lessons')).json().items[0].viewers).toBe(1);

    const stale = await client.request('DELETE', `/api/staff/lessons/${created.id}?version=old`);
    expect(stale.statusCode).toBe(409);
    expect(await ctx.db.select().from(lessons)).toHaveLength(1);

    const before = (await auditRows()).length;
    const res = await client.request('DELETE', `/api/staff/lessons/${created.id}?version=${created.version}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await ctx.db.select().from(lessons)).toEqual([]);
    expect(await ctx.db.select().from(lessonProgress)).toEqual([]);
    const audit = (await auditRows()).slice(before);
    expect(audit.find((r) => r.field === 'title')).toMatchObject({ before: 'Il soffritto', after: null });
    const again = await client.request(
      'DELETE',
      `/api/staff/lessons/${created.id}?version=${created.version}`,
    );
    expect(again.statusCode).toBe(404);
  });

  it('refuses bad input with codes (http, script and protocol-relative addresses, unknown language, bad position, control characters, huge texts, wrong types): 400, nothing written', async () => {
    const { client } = await teacher();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ videoUrl: 'http://cdn.example.com/v.mp4' }, 'videoUrl', 'elearning.invalidVideoUrl'],
      [{ videoUrl: 'javascript:alert(1)' }, 'videoUrl', 'elearning.invalidVideoUrl'],
      [{ videoUrl: '//evil.example/v.mp4' }, 'videoUrl', 'elearning.invalidVideoUrl'],
      [{ videoUrl: `https://cdn.example.com/${'a'.repeat(3000)}` }, 'videoUrl', 'elearning.invalidVideoUrl'],
      [{ locale: 'fr' }, 'locale', 'elearning.invalidLocale'],
      [{ position: -1 }, 'position', 'elearning.invalidLessonPosition'],
      [{ position: '1' }, 'position', 'elearning.invalidLessonPosition'],
      [{ title: '' }, 'title', 'candidate.required'],
      [{ title: 'x'.repeat(101) }, 'title', 'request.invalid'],
      [{ isPublished: 'yes' }, 'isPublished', 'request.invalid'],
    ];
    for (const [changes, field, code] of cases) {
      const res = await client.post('/api/staff/lessons', { ...NEW_LESSON, ...changes });
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(errorOf(res).fields?.[field], JSON.stringify(changes)).toBe(code);
    }
    const control = await client.post('/api/staff/lessons', { ...NEW_LESSON, title: 'Il\u0007soffritto' });
    expect(control.statusCode).toBe(400);
    expect(errorOf(control).code).toBe('request.controlCharacters');
    for (const id of ['nope', '1234']) {
      const res = await client.put(`/api/staff/lessons/${id}`, { ...NEW_LESSON, version: 'x' });
      expect(res.statusCode).toBe(400);
    }
    const unknown = await client.put('/api/staff/lessons/6f1c4a52-8d0e-4a57-9a1b-2f3c4d5e6f70', {
      ...NEW_LESSON,
      version: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const noVersion = await client.request(
      'DELETE',
      '/api/staff/lessons/6f1c4a52-8d0e-4a57-9a1b-2f3c4d5e6f70',
    );
    expect(noVersion.statusCode).toBe(400);
    expect(await ctx.db.select().from(lessons)).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });
});
