import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingExports, erasureRequests, mailOutbox } from '../../db/schema/index.ts';
import {
  createApplication,
  createBillingRecord,
  createDocument,
  createUser,
  createVisa,
} from '../../test/fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const staff = () => signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Segreteria'] });
const AWAITING = 'In attesa di validazione';

async function candidate(values: Parameters<typeof createUser>[1] = {}, application = {}) {
  const user = await createUser(ctx.db, { categories: ['Candidato'], ...values });
  return { user, application: await createApplication(ctx.db, user.id, application) };
}

describe('who may read the overview, the document queue and the visa queue', () => {
  const urls = ['/api/staff/overview', '/api/staff/documents', '/api/staff/visas'];

  it.each(urls)(
    '%s is 404 for a visitor and for someone not staff, 403 for staff without Segreteria',
    async (url) => {
      expect((await new TestClient(ctx.app).get(url)).statusCode).toBe(404);
      const { client: candidateClient } = await signIn(ctx, {
        categories: ['Candidato'],
        webappPermissions: ['Segreteria'],
      });
      expect((await candidateClient.get(url)).statusCode).toBe(404);
      const { client: admin } = await signIn(ctx, {
        categories: ['Dipendente'],
        webappPermissions: ['Amministrazione'],
      });
      expect((await admin.get(url)).statusCode).toBe(403);
    },
  );
});

describe('GET /api/staff/overview', () => {
  it('counts what needs action: documents to validate, paid applications to review, granted visas, confirmed billing forms', async () => {
    const { client } = await staff();
    const empty = await client.get('/api/staff/overview');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      documentsToValidate: 0,
      applicationsToReview: 0,
      visasToConfirm: 0,
      billingToExport: 0,
      signUpsToConfirm: 0,
      erasuresToDecide: 0,
    });

    const paid = new Date('2026-05-01T10:00:00Z');
    const a = await candidate({}, { feePaidAt: paid, generalStatus: 'In validazione' });
    await createDocument(ctx.db, a.application.id, { status: AWAITING, uploadedAt: paid });
    await createDocument(ctx.db, a.application.id, { status: AWAITING, uploadedAt: paid });
    await createDocument(ctx.db, a.application.id, { status: 'Richiesto' });
    await createDocument(ctx.db, a.application.id, { status: 'Validato' });
    await candidate({}, { feePaidAt: paid, generalStatus: null });
    await candidate({}, { feePaidAt: paid, generalStatus: ' Validato ' });
    await candidate({}, { feePaidAt: paid, generalStatus: 'non valido' });
    await candidate({}, { feePaidAt: null, generalStatus: null });
    const granted = await candidate();
    await createVisa(ctx.db, granted.application.id, { status: 'Visto concesso', outcomeSavedAt: paid });
    const appointed = await candidate();
    await createVisa(ctx.db, appointed.application.id, {
      status: 'Visto concesso',
      outcomeSavedAt: paid,
      permitAppointmentDate: '2026-06-01',
    });
    const waiting = await candidate();
    await createVisa(ctx.db, waiting.application.id, { status: 'Attesa visto ambasciata' });
    await createBillingRecord(ctx.db, a.user.id, { kind: 'course', sent: true, compiledAt: paid });
    await createBillingRecord(ctx.db, granted.user.id, { kind: 'course', sent: false });
    // Exported: confirmed before the last course export; the housing form after none.
    await createBillingRecord(ctx.db, appointed.user.id, {
      kind: 'course',
      sent: true,
      compiledAt: new Date('2026-01-01T00:00:00Z'),
    });
    await createBillingRecord(ctx.db, appointed.user.id, {
      kind: 'housing',
      sent: true,
      compiledAt: new Date('2026-01-01T00:00:00Z'),
    });
    await ctx.db.insert(billingExports).values({
      exportedBy: a.user.id,
      kind: 'course',
      scope: 'new',
      rowCount: 1,
      upTo: new Date('2026-02-01T00:00:00Z'),
    });
    await createUser(ctx.db, { roleClaim: 'pending' });
    await createUser(ctx.db, { roleClaim: 'confirmed' });
    const erasing = await createUser(ctx.db);
    const refused = await createUser(ctx.db);
    await ctx.db.insert(erasureRequests).values([
      { userId: erasing.id, status: 'pending' },
      { userId: refused.id, status: 'refused', refusalReason: 'Iscrizione in corso' },
    ]);

    const res = await client.get('/api/staff/overview');
    expect(res.json()).toEqual({
      documentsToValidate: 2,
      applicationsToReview: 2,
      visasToConfirm: 1,
      billingToExport: 2,
      signUpsToConfirm: 1,
      erasuresToDecide: 1,
    });
  });
});

describe('GET /api/staff/visas', () => {
  it('lists the granted visas waiting for the permit appointment, oldest outcome first; all on request', async () => {
    const { client } = await staff();
    const later = await candidate({ firstName: 'Mei', lastName: 'Lin' }, { productCode: 'CUCINA-2027A' });
    await createVisa(ctx.db, later.application.id, {
      status: 'Visto concesso',
      outcomeSavedAt: new Date('2026-05-03T10:00:00Z'),
      visaStartDate: '2026-09-01',
    });
    const earlier = await candidate({ firstName: 'Ana', lastName: 'Silva' });
    await createVisa(ctx.db, earlier.application.id, {
      status: 'Visto concesso',
      outcomeSavedAt: new Date('2026-05-01T10:00:00Z'),
    });
    const appointed = await candidate();
    await createVisa(ctx.db, appointed.application.id, {
      status: 'Visto concesso',
      outcomeSavedAt: new Date('2026-04-01T10:00:00Z'),
      permitAppointmentDate: '2026-06-01',
    });
    const waiting = await candidate();
    await createVisa(ctx.db, waiting.application.id, { status: 'Attesa visto ambasciata' });

    const res = await client.get('/api/staff/visas');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(body.items.map((i: { applicationId: string }) => i.applicationId)).toEqual([
      earlier.application.id,
      later.application.id,
    ]);
    expect(body.items[1]).toMatchObject({
      candidate: { firstName: 'Mei', lastName: 'Lin' },
      edition: 'CUCINA-2027A',
      visa: { status: 'Visto concesso', visaStartDate: '2026-09-01', permitAppointmentDate: null },
    });
    // The overview counts the same visas.
    expect((await client.get('/api/staff/overview')).json().visasToConfirm).toBe(2);

    const all = await client.get('/api/staff/visas?state=all&pageSize=3');
    expect(all.json()).toMatchObject({ total: 4, pageSize: 3 });
    expect(all.json().items).toHaveLength(3);
  });

  it("lists exactly the visas the home's count counts, page after page", async () => {
    const { client } = await staff();
    const expected: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { application } = await candidate({ lastName: `Waiting${i}` });
      await createVisa(ctx.db, application.id, {
        status: 'Visto concesso',
        outcomeSavedAt: new Date(Date.UTC(2026, 4, 1 + i, 10)),
      });
      expected.push(application.id);
    }
    // Not waiting for the appointment: set already, refused, outcome not saved, still at the embassy.
    const others: Array<Record<string, unknown>> = [
      {
        status: 'Visto concesso',
        outcomeSavedAt: new Date('2026-04-01T10:00:00Z'),
        permitAppointmentDate: '2026-06-01',
      },
      { status: 'Visto rifiutato', outcomeSavedAt: new Date('2026-04-02T10:00:00Z'), refusalReason: 'X' },
      { status: 'Visto concesso' },
      { status: 'Attesa visto ambasciata' },
    ];
    for (const values of others) {
      const { application } = await candidate();
      await createVisa(ctx.db, application.id, values);
    }

    const count = (await client.get('/api/staff/overview')).json().visasToConfirm;
    const listed: string[] = [];
    let total = -1;
    for (let page = 1; page <= 3; page++) {
      const res = await client.get(`/api/staff/visas?state=toConfirm&pageSize=2&page=${page}`);
      expect(res.statusCode, res.body).toBe(200);
      total = res.json().total;
      listed.push(...res.json().items.map((i: { applicationId: string }) => i.applicationId));
    }
    expect(count).toBe(5);
    expect(total).toBe(count);
    expect(listed).toEqual(expected);
    // The default state is the same list.
    expect((await client.get('/api/staff/visas')).json().total).toBe(count);
    expect((await client.get('/api/staff/visas?state=all')).json().total).toBe(9);
  });

  it('refuses an unknown state, a bad page or an unknown filter', async () => {
    const { client } = await staff();
    expect((await client.get('/api/staff/visas?state=granted')).statusCode).toBe(400);
    expect((await client.get('/api/staff/visas?page=0')).statusCode).toBe(400);
    expect((await client.get('/api/staff/visas?pageSize=1000')).statusCode).toBe(400);
    expect((await client.get('/api/staff/visas?userId=x')).statusCode).toBe(400);
  });
});

describe('GET /api/staff/documents', () => {
  it('lists every candidate’s documents, awaiting validation first and the oldest upload first, with name, type and edition', async () => {
    const { client } = await staff();
    const anna = await candidate({ firstName: 'Anna', lastName: 'Verdi' }, { productCode: 'CUCINA-2027A' });
    const luca = await candidate(
      { firstName: 'Luca', lastName: 'Neri', language: 'en' },
      { productCode: 'PASTICCERIA-2027A' },
    );
    const newer = await createDocument(ctx.db, anna.application.id, {
      status: AWAITING,
      uploadedAt: new Date('2026-05-03T08:00:00Z'),
    });
    const older = await createDocument(ctx.db, luca.application.id, {
      type: 'IT_Diploma',
      name: 'Diploma',
      status: AWAITING,
      uploadedAt: new Date('2026-05-01T08:00:00Z'),
    });
    const requested = await createDocument(ctx.db, anna.application.id, { status: 'Richiesto' });
    const validated = await createDocument(ctx.db, luca.application.id, {
      status: 'Validato',
      uploadedAt: new Date('2026-04-01T08:00:00Z'),
    });

    const res = await client.get('/api/staff/documents');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.items.map((i: { document: { id: string } }) => i.document.id)).toEqual([
      older.id,
      newer.id,
      requested.id,
      validated.id,
    ]);
    expect(body.items[0]).toMatchObject({
      candidate: { firstName: 'Luca', lastName: 'Neri', language: 'en' },
      edition: 'PASTICCERIA-2027A',
      document: { type: 'IT_Diploma', status: AWAITING, uploadedAt: '2026-05-01T08:00:00.000Z' },
    });
    expect(typeof body.items[0].document.version).toBe('string');

    const filtered = await client.get(
      `/api/staff/documents?state=${encodeURIComponent(AWAITING)}&edition=CUCINA-2027A`,
    );
    expect(filtered.json().items.map((i: { document: { id: string } }) => i.document.id)).toEqual([newer.id]);
    const byType = await client.get('/api/staff/documents?type=IT_Diploma');
    expect(byType.json().total).toBe(1);
    // A part of the name or the type, any case; LIKE's wildcards are plain characters.
    expect((await client.get('/api/staff/documents?type=diplo')).json().total).toBe(1);
    expect((await client.get('/api/staff/documents?type=IT_DIPLOMA')).json().total).toBe(1);
    expect((await client.get('/api/staff/documents?type=%25')).json().total).toBe(0);
    expect((await client.get('/api/staff/documents?type=IT%5FDiploma')).json().total).toBe(1);
    expect((await client.get('/api/staff/documents?type=I_%5FDiploma')).json().total).toBe(0);
    const paged = await client.get('/api/staff/documents?pageSize=2&page=2');
    expect(paged.json()).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(paged.json().items.map((i: { document: { id: string } }) => i.document.id)).toEqual([
      requested.id,
      validated.id,
    ]);
  });

  it('refuses an unknown state or page', async () => {
    const { client } = await staff();
    expect((await client.get('/api/staff/documents?state=Perso')).statusCode).toBe(400);
    expect((await client.get('/api/staff/documents?page=0')).statusCode).toBe(400);
  });
});

describe('the candidate is told by mail, in their language, when a document is refused or requested', () => {
  async function versionOf(client: TestClient, documentId: string) {
    const res = await client.get('/api/staff/documents');
    return res.json().items.find((i: { document: { id: string } }) => i.document.id === documentId).document
      .version;
  }

  it('a refusal puts one mail with the reason in the outbox; a stale version answers 409 and sends nothing', async () => {
    const { client } = await staff();
    const luca = await candidate({
      firstName: 'Luca',
      email: 'luca@example.com',
      username: 'luca@example.com',
      language: 'en',
    });
    const doc = await createDocument(ctx.db, luca.application.id, {
      status: AWAITING,
      uploadedAt: new Date(),
    });
    const version = await versionOf(client, doc.id);

    const res = await client.post(`/api/staff/documents/${doc.id}/reject`, {
      reason: 'The photo is unreadable',
      version,
    });
    expect(res.statusCode).toBe(200);
    const mails = await ctx.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'luca@example.com', subject: 'ALMA - Document not accepted' });
    expect(mails[0]?.text).toContain('Reason: The photo is unreadable');

    const stale = await client.post(`/api/staff/documents/${doc.id}/reject`, { reason: 'Again', version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('staff.staleRecord');
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it('a request puts one mail with the due date in the outbox, in Italian for an Italian candidate; approving sends none', async () => {
    const { client } = await staff();
    const anna = await candidate({
      firstName: 'Anna',
      email: 'anna@example.com',
      username: 'anna@example.com',
      language: 'it',
    });
    const res = await client.post(`/api/staff/applications/${anna.application.id}/documents`, {
      type: 'IT_Diploma',
      name: 'Diploma',
      dueDate: '2030-09-01',
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await ctx.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ to: 'anna@example.com', subject: 'ALMA - Documento richiesto' });
    expect(mail?.text).toContain('Caricalo entro il 01-09-2030.');

    const doc = await createDocument(ctx.db, anna.application.id, {
      status: AWAITING,
      uploadedAt: new Date(),
    });
    const approved = await client.post(`/api/staff/documents/${doc.id}/approve`, {
      version: await versionOf(client, doc.id),
    });
    expect(approved.statusCode).toBe(200);
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(1);
  });
});
