import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type documents,
  erasureRequests,
  mailOutbox,
  privacyExports,
  privacyLog,
  ticketCategories,
  tickets,
} from '../../db/schema/index.ts';
import { newStorageKey } from '../../platform/storage/storage.ts';
import { errorOf, PDF, signIn } from '../../test/application-fixtures.ts';
import { createApplication, createDocument } from '../../test/fixtures.ts';
import { storedFiles } from '../../test/stored-files.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const student = (values: Parameters<typeof signIn>[1] = {}) =>
  signIn(ctx, {
    categories: ['Studente'],
    firstName: 'Giulia',
    language: 'it',
    enrolments: [{ kind: 'course', name: 'Corso di cucina', isActive: true }],
    ...values,
  });

/** A stored file and its document row on an application of the person. */
async function storedDocument(userId: string, values: Partial<typeof documents.$inferInsert> = {}) {
  const application = await createApplication(ctx.db, userId);
  const storageKey = newStorageKey('documents');
  await ctx.app.storage.put(storageKey, PDF, 'application/pdf');
  return createDocument(ctx.db, application.id, {
    storageKey,
    fileName: 'diploma.pdf',
    contentType: 'application/pdf',
    size: PDF.length,
    status: 'Validato',
    uploadedAt: new Date(),
    ...values,
  });
}

type ExportAnswer = { id: string; status: string; url: string | null; expiresAt: string | null };

async function exportReady(client: TestClient, check?: (asked: unknown) => void): Promise<ExportAnswer> {
  const asked = await client.post('/api/privacy/exports', {});
  expect(asked.statusCode, asked.body).toBe(201);
  check?.(asked.json());
  await ctx.app.jobs.runDue();
  const mine = (await client.get('/api/privacy')).json() as { export: ExportAnswer };
  expect(mine.export.status).toBe('ready');
  return mine.export;
}

const unzip = (body: Buffer) => unzipSync(new Uint8Array(body));
const jsonIn = (files: Record<string, Uint8Array>, name: string) =>
  JSON.parse(new TextDecoder().decode(files[name])) as Record<string, unknown>;

describe('access', () => {
  it('answers 401 to a visitor on every route, and writes nothing', async () => {
    const anonymous = new TestClient(ctx.app);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const res of await Promise.all([
      anonymous.get('/api/privacy'),
      anonymous.post('/api/privacy/exports', {}),
      anonymous.get(`/api/privacy/exports/${id}/download`),
      anonymous.post('/api/privacy/erasure', { confirm: true }),
    ])) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('auth.required');
    }
    expect(await ctx.db.select().from(privacyExports)).toEqual([]);
    expect(await ctx.db.select().from(erasureRequests)).toEqual([]);
  });
});

describe('my data: the export', () => {
  it('builds a ZIP with one JSON per area and the files, mails the owner and logs each step', async () => {
    const { user, client } = await student();
    const plain = await storedDocument(user.id);
    const encrypted = await storedDocument(user.id, {
      type: 'IT_Passaporto',
      fileName: 'passaporto.bin',
      encrypted: true,
    });
    const [category] = await ctx.db
      .insert(ticketCategories)
      .values({ name: 'Segreteria', description: 'Documenti', operatorEmail1: 'segreteria@alma.test' })
      .returning();
    await ctx.db.insert(tickets).values({
      userId: user.id,
      categoryId: category?.id ?? '',
      categoryName: 'Segreteria',
      recordType: 'Standard',
      subject: 'Certificato',
      description: 'Mi serve un certificato',
    });

    const ready = await exportReady(client, (asked) =>
      expect(asked).toMatchObject({ status: 'pending', url: null }),
    );
    expect(ready.url).toBe(`/api/privacy/exports/${ready.id}/download`);
    const days = (Date.parse(ready.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const res = await client.get(ready.url ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?alma-my-data-\d{4}-\d{2}-\d{2}\.zip"?$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const files = unzip(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'applications.json',
        'attendance.json',
        'bookings.json',
        'documents.json',
        `files/documents/${plain.id}-diploma.pdf`,
        'internship.json',
        'notifications.json',
        'orders.json',
        'payments.json',
        'profile.json',
        'sign-in-history.json',
        'theses.json',
        'tickets.json',
      ].sort(),
    );
    const profile = jsonIn(files, 'profile.json').profile as Record<string, unknown>;
    expect(profile).toMatchObject({ id: user.id, email: user.email, firstName: 'Giulia' });
    expect(profile).not.toHaveProperty('passwordHash');
    expect(Buffer.from(files[`files/documents/${plain.id}-diploma.pdf`] ?? []).equals(PDF)).toBe(true);
    const listed = jsonIn(files, 'documents.json').documents as Array<Record<string, unknown>>;
    expect(listed.map((d) => [d.id, d.includedInExport])).toEqual([
      [plain.id, true],
      [encrypted.id, false],
    ]);
    expect(listed[0]).not.toHaveProperty('storageKey');
    expect((jsonIn(files, 'tickets.json').tickets as unknown[]).length).toBe(1);
    expect((jsonIn(files, 'sign-in-history.json').sessions as unknown[]).length).toBe(1);

    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.map((m) => m.subject)).toEqual(["ALMA - L'esportazione dei tuoi dati è pronta"]);
    expect(mails[0]?.text).toContain('http://portal.test/profilo/i-miei-dati');
    const log = await ctx.db.select().from(privacyLog).where(eq(privacyLog.userId, user.id));
    expect(log.map((l) => l.event)).toEqual(['exportRequested', 'exportReady', 'exportDownloaded']);
  });

  it('takes one pending export at a time (the database refuses a second)', async () => {
    const { user, client } = await student();
    const [first, second] = await Promise.all([
      client.post('/api/privacy/exports', {}),
      client.post('/api/privacy/exports', {}),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(errorOf(refused).code).toBe('privacy.exportPending');
    expect(await ctx.db.select().from(privacyExports).where(eq(privacyExports.userId, user.id))).toHaveLength(
      1,
    );
    // Once built, a new one may be asked for.
    await ctx.app.jobs.runDue();
    expect((await client.post('/api/privacy/exports', {})).statusCode).toBe(201);
  });

  it('is safe to run twice: a built export is left alone', async () => {
    const { client } = await student();
    const ready = await exportReady(client);
    const before = await storedFiles(ctx.dataDir);
    const { exportJob } = await import('./privacy.service.ts');
    const job = exportJob({
      db: ctx.db,
      storage: ctx.app.storage,
      mailer: ctx.app.mailer,
      jobs: ctx.app.jobs,
      log: ctx.app.log,
      publicUrl: 'http://portal.test',
    });
    await job.run({ exportId: ready.id });
    expect(await storedFiles(ctx.dataDir)).toEqual(before);
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it("answers 404 for another person's export, an unknown one and an expired one", async () => {
    const { client: owner } = await student();
    const ready = await exportReady(owner);
    const { client: other } = await student();
    const foreign = await other.get(ready.url ?? '');
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe('privacy.exportNotFound');
    const unknown = await owner.get('/api/privacy/exports/00000000-0000-4000-8000-000000000000/download');
    expect(unknown.statusCode).toBe(404);
    const malformed = await owner.get('/api/privacy/exports/nope/download');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).fields).toEqual({ id: 'privacy.exportNotFound' });

    await ctx.db.update(privacyExports).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await owner.get(ready.url ?? '');
    expect(expired.statusCode).toBe(404);
    expect(((await owner.get('/api/privacy')).json() as { export: ExportAnswer }).export.url).toBeNull();
  });
});

describe('the erasure request', () => {
  it('records a confirmed request, one open at a time', async () => {
    const { user, client } = await student();
    const res = await client.post('/api/privacy/erasure', { confirm: true, note: 'Non frequento più' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', refusalReason: null });
    const again = await client.post('/api/privacy/erasure', { confirm: true });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('privacy.erasurePending');
    const rows = await ctx.db.select().from(erasureRequests);
    expect(rows.map((r) => [r.userId, r.status, r.note])).toEqual([
      [user.id, 'pending', 'Non frequento più'],
    ]);
    expect(
      ((await client.get('/api/privacy')).json() as { erasure: { status: string } }).erasure.status,
    ).toBe('pending');
  });

  it.each([
    ['without the confirmation', {}, 'confirm', 'privacy.confirmRequired'],
    ['with the confirmation false', { confirm: false }, 'confirm', 'privacy.confirmRequired'],
    ['with a note too long', { confirm: true, note: 'x'.repeat(1001) }, 'note', 'privacy.noteTooLong'],
    ['with an unknown field', { confirm: true, extra: 1 }, '', 'request.invalid'],
  ])('refuses a request %s, and records nothing', async (_, body, field, code) => {
    const { client } = await student();
    const res = await client.post('/api/privacy/erasure', body);
    expect(res.statusCode).toBe(400);
    if (field) expect(errorOf(res).fields?.[field]).toBe(code);
    else expect(errorOf(res).code).toBe(code);
    expect(await ctx.db.select().from(erasureRequests)).toEqual([]);
  });
});
