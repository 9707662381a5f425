import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applications,
  courseEditions,
  mailOutbox,
  notificationBroadcasts,
  notificationPreferences,
  notifications,
  staffAudit,
} from '../../db/schema/index.ts';
import { errorOf } from '../../test/application-fixtures.ts';
import { createApplication, createDocument, createUser } from '../../test/fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { BROADCAST_BATCH } from './broadcasts.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const API = '/api/staff/notifications';
const secretary = () => signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Segreteria'] });

async function edition(productCode = 'CUCINA-2030A') {
  const [row] = await ctx.db
    .insert(courseEditions)
    .values({
      productCode,
      courseCode: 'CUCINA',
      editionCode: '2030A',
      courseName: 'Cucina',
      editionName: '2030 A',
    })
    .returning();
  if (!row) throw new Error('no edition');
  return row;
}

describe('the group and its size', () => {
  it('counts an edition’s students and applicants, or a category, without blocked accounts', async () => {
    const { client } = await secretary();
    const course = await edition();
    await createUser(ctx.db, {
      categories: ['Studente'],
      enrolments: [{ kind: 'course', productCode: course.productCode }],
    });
    const applicant = await createUser(ctx.db, { categories: ['Candidato'] });
    await ctx.db.insert(applications).values({ userId: applicant.id, productCode: course.productCode });
    await createUser(ctx.db, {
      categories: ['Studente'],
      isBlocked: true,
      enrolments: [{ kind: 'course', productCode: course.productCode }],
    });
    await createUser(ctx.db, { categories: ['Studente'] });
    const byEdition = await client.get(`${API}/audience?kind=edition&editionId=${course.id}`);
    expect([byEdition.statusCode, byEdition.json()]).toEqual([200, { recipients: 2 }]);
    expect((await client.get(`${API}/audience?kind=category&category=Studente`)).json()).toEqual({
      recipients: 2,
    });
    expect((await client.get(`${API}/audience?kind=category&category=Pirata`)).statusCode).toBe(400);
    expect((await client.get(`${API}/audience?kind=edition&editionId=x`)).statusCode).toBe(400);
  });
});

describe('POST /api/staff/notifications/broadcasts', () => {
  it('records and audits the broadcast, tells nobody in the request, then the batches reach everyone once', async () => {
    const { user: staff, client } = await secretary();
    const students = await Promise.all(
      Array.from({ length: BROADCAST_BATCH + 3 }, (_, i) =>
        createUser(ctx.db, { categories: ['Studente'], username: `s${i}@example.com` }),
      ),
    );
    const res = await client.post(`${API}/broadcasts`, {
      audience: { kind: 'category', category: 'Studente' },
      title: 'Lezione spostata',
      body: 'Domani la lezione inizia alle 10.',
      url: '/didattica',
    });
    expect(res.statusCode).toBe(201);
    const { broadcast } = res.json();
    expect(broadcast).toMatchObject({
      recipients: students.length,
      reached: 0,
      status: 'sending',
      url: '/didattica',
    });
    expect(await ctx.db.select().from(notifications)).toEqual([]);
    const audit = await ctx.db.select().from(staffAudit).where(eq(staffAudit.recordId, broadcast.id));
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((a) => a.changedBy === staff.id)).toBe(true);

    await ctx.app.jobs.runDue();
    const told = await ctx.db.select().from(notifications);
    expect(told).toHaveLength(students.length);
    expect(new Set(told.map((n) => n.userId)).size).toBe(students.length);
    expect(
      told.every((n) => n.kind === 'school' && n.title === 'Lezione spostata' && n.url === '/didattica'),
    ).toBe(true);
    const listed = (await client.get(`${API}/broadcasts`)).json().broadcasts;
    expect(listed).toMatchObject([{ id: broadcast.id, reached: students.length, status: 'sent' }]);
    await ctx.app.jobs.runDue();
    expect(await ctx.db.select().from(notifications)).toHaveLength(students.length);
  });

  it.each([
    ['an empty title', { title: ' ' }, 'title', 'candidate.required'],
    ['a body over 500 characters', { body: 'x'.repeat(501) }, 'body', 'request.invalid'],
    ['an external link', { url: 'https://evil.example' }, 'url', 'notifications.invalidUrl'],
    ['a protocol-relative link', { url: '//evil.example' }, 'url', 'notifications.invalidUrl'],
  ])('refuses %s and sends nothing', async (_name, change, field, code) => {
    const { client } = await secretary();
    await createUser(ctx.db, { categories: ['Studente'] });
    const res = await client.post(`${API}/broadcasts`, {
      audience: { kind: 'category', category: 'Studente' },
      title: 'Titolo',
      body: 'Testo',
      ...change,
    });
    expect([res.statusCode, errorOf(res).fields?.[field]]).toEqual([400, code]);
    expect(await ctx.db.select().from(notificationBroadcasts)).toEqual([]);
  });

  it('refuses an empty group', async () => {
    const { client } = await secretary();
    const res = await client.post(`${API}/broadcasts`, {
      audience: { kind: 'category', category: 'Insegnante' },
      title: 'Titolo',
      body: 'Testo',
    });
    expect([res.statusCode, errorOf(res).code]).toEqual([400, 'notifications.emptyAudience']);
    expect(await ctx.db.select().from(notificationBroadcasts)).toEqual([]);
  });

  it('is 404 to a visitor and to someone who is not staff, 403 to staff without Segreteria', async () => {
    const body = { audience: { kind: 'category', category: 'Studente' }, title: 'T', body: 'B' };
    const visitor = new TestClient(ctx.app);
    expect((await visitor.post(`${API}/broadcasts`, body)).statusCode).toBe(404);
    const studentClient = (await signIn(ctx, { categories: ['Studente'] })).client;
    expect((await studentClient.post(`${API}/broadcasts`, body)).statusCode).toBe(404);
    expect((await studentClient.get(`${API}/audience?kind=category&category=Studente`)).statusCode).toBe(404);
    const shop = (await signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Negozio'] })).client;
    expect((await shop.post(`${API}/broadcasts`, body)).statusCode).toBe(403);
    expect((await shop.get(`${API}/broadcasts`)).statusCode).toBe(403);
    expect(await ctx.db.select().from(notificationBroadcasts)).toEqual([]);
  });
});

describe('a document refused or requested tells the candidate through notifyUser', () => {
  it('the bell and the mail, in the candidate’s language; mail off leaves the notification only', async () => {
    const { client } = await secretary();
    const owner = await createUser(ctx.db, { categories: ['Candidato'], language: 'en' });
    const application = await createApplication(ctx.db, owner.id);
    const requested = await client.post(`/api/staff/applications/${application.id}/documents`, {
      type: 'IT_Permesso',
      name: 'Permesso di soggiorno',
      dueDate: '2030-10-01',
      mustEncrypt: false,
      note: '',
    });
    expect(requested.statusCode).toBe(201);
    const mine = () => ctx.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect((await mine()).map((n) => [n.kind, n.title, n.url])).toEqual([
      ['documents', 'Document requested', '/areacandidato?tab=documents'],
    ]);
    expect((await ctx.db.select().from(mailOutbox)).map((m) => m.to)).toEqual([owner.email]);

    await ctx.db
      .insert(notificationPreferences)
      .values({ userId: owner.id, kind: 'documents', channel: 'mail', enabled: false });
    const document = await createDocument(ctx.db, application.id, { status: 'In attesa di validazione' });
    const detail = await client.get(`/api/staff/applications/${application.id}`);
    const version = detail.json().documents.find((d: { id: string }) => d.id === document.id).version;
    const refused = await client.post(`/api/staff/documents/${document.id}/reject`, {
      reason: 'Illeggibile',
      version,
    });
    expect(refused.statusCode).toBe(200);
    expect((await mine()).map((n) => n.title).sort()).toEqual([
      'Document not accepted',
      'Document requested',
    ]);
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(1);
  });
});
