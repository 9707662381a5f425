import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applications, billingRecords, documents, instalments, visas } from '../../db/schema/index.ts';
import { generateSchoolKeyPair } from '../../test/encryption.ts';
import {
  createApplication,
  createBillingRecord,
  createDocument,
  createEncryptionKey,
  createInstalment,
  createUser,
  createVisa,
  PASSWORD,
} from '../../test/fixtures.ts';
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
const UNKNOWN = '0b9d6b2e-4b8e-4d0c-9a52-6f1d2c3b4a59';

const staff = () => signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Segreteria'] });

async function candidate(values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.db, { categories: ['Candidato'], ...values });
  const application = await createApplication(ctx.db, user.id);
  return { user, application };
}

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

/** The application as staff read it, with the versions of its records. */
async function read(client: TestClient, applicationId: string) {
  const res = await client.get(`/api/staff/applications/${applicationId}`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    application: { version: string };
    documents: Array<{ id: string; version: string }>;
    instalments: Array<{ id: string; version: string }>;
    visa: { version: string } | null;
  };
}
const documentVersion = async (client: TestClient, applicationId: string, id: string) =>
  (await read(client, applicationId)).documents.find((d) => d.id === id)?.version;
const applicationVersion = async (client: TestClient, applicationId: string) =>
  (await read(client, applicationId)).application.version;

describe('who may use /api/staff', () => {
  const routes: Array<[string, string, unknown?]> = [
    ['GET', '/api/staff/candidates'],
    ['GET', `/api/staff/applications/${UNKNOWN}`],
    ['PUT', `/api/staff/applications/${UNKNOWN}/status`, { generalStatus: 'validato', version: 'v1' }],
    ['POST', `/api/staff/documents/${UNKNOWN}/approve`, { version: 'v1' }],
    ['PUT', `/api/staff/users/${UNKNOWN}/billing/course`, { open: true, version: null }],
  ];
  /** What a path no route serves answers: the console does not reveal itself. */
  const noRoute = (method: string, url: string) => ({
    error: { code: 'request.notFound', message: `No route ${method} ${url}` },
  });

  it.each(routes)('%s %s is 404 for a visitor, like a path no route serves', async (method, url, body) => {
    const visitor = new TestClient(ctx.app);
    const res = await visitor.request(method as 'GET', url, body);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(noRoute(method, url));
    const missing = await visitor.request(method as 'GET', `${url}/missing`, body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(noRoute(method, `${url}/missing`));
  });

  it.each([
    ['a candidate', { categories: ['Candidato'] as const }],
    [
      'an employee with only Apertura Porte',
      { categories: ['Dipendente'] as const, webappPermissions: ['Apertura Porte'] },
    ],
    [
      'a student with the Segreteria permission',
      { categories: ['Studente'] as const, webappPermissions: ['Segreteria'] },
    ],
  ])('is 404 for %s (not staff)', async (_case, values) => {
    const { client } = await signIn(ctx, { ...values, categories: [...values.categories] });
    for (const [method, url, body] of routes) {
      const res = await client.request(method as 'GET', url, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(noRoute(method, url));
    }
  });

  it('is 403 for staff without the Segreteria permission', async () => {
    const { client } = await signIn(ctx, {
      categories: ['Dipendente'],
      webappPermissions: ['Amministrazione'],
    });
    for (const [method, url, body] of routes) {
      const res = await client.request(method as 'GET', url, body);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('auth.forbidden');
    }
  });
});

describe('GET /api/staff/candidates', () => {
  it('lists applications with their candidate, filtered by status and searched by name or e-mail, paginated', async () => {
    const { client } = await staff();
    const anna = await candidate({
      firstName: 'Anna',
      lastName: 'Verdi',
      username: 'anna.verdi@example.com',
    });
    await ctx.db
      .update(applications)
      .set({ generalStatus: 'In validazione' })
      .where(eq(applications.id, anna.application.id));
    const luca = await candidate({ firstName: 'Luca', lastName: 'Neri', username: 'luca@example.com' });
    await ctx.db
      .update(applications)
      .set({ generalStatus: 'validato' })
      .where(eq(applications.id, luca.application.id));
    await candidate({ firstName: 'Sara', lastName: '100%_x', username: 'sara@example.com' });

    const all = await client.get('/api/staff/candidates');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, page: 1, pageSize: 20 });

    const validating = await client.get('/api/staff/candidates?status=in%20VALIDAZIONE');
    expect(
      validating.json().items.map((i: { candidate: { firstName: string } }) => i.candidate.firstName),
    ).toEqual(['Anna']);
    expect((await client.get('/api/staff/candidates?search=verdi')).json().total).toBe(1);
    expect((await client.get('/api/staff/candidates?search=Anna%20Verdi')).json().total).toBe(1);
    expect((await client.get('/api/staff/candidates?search=LUCA@EXAMPLE')).json().total).toBe(1);
    // LIKE wildcards typed by staff are taken literally.
    expect((await client.get('/api/staff/candidates?search=%25_')).json().total).toBe(1);
    const page = await client.get('/api/staff/candidates?page=2&pageSize=2');
    expect(page.json()).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.json().items).toHaveLength(1);
  });

  it.each(['page=0', 'pageSize=101', 'pageSize=abc', 'sort=name'])('refuses the query %s', async (query) => {
    const { client } = await staff();
    const res = await client.get(`/api/staff/candidates?${query}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('request.invalid');
  });
});

describe('documents', () => {
  async function uploadedDocument() {
    const { user, application } = await candidate();
    const document = await createDocument(ctx.db, application.id);
    const client = new TestClient(ctx.app);
    await client.post('/api/auth/login', { username: user.username, password: PASSWORD });
    const res = await client.post(`/api/candidate/documents/${document.id}/upload`, {
      fileName: 'cv.pdf',
      contentBase64: PDF.toString('base64'),
      encrypted: false,
    });
    expect(res.statusCode).toBe(200);
    return { user, application, document, client };
  }
  const row = async (id: string) => (await ctx.db.select().from(documents).where(eq(documents.id, id)))[0];

  it('approves a document awaiting validation', async () => {
    const { document, application } = await uploadedDocument();
    const { client } = await staff();
    const version = await documentVersion(client, application.id, document.id);
    const res = await client.post(`/api/staff/documents/${document.id}/approve`, { version });
    expect(res.statusCode).toBe(200);
    expect(res.json().document).toMatchObject({ status: 'Validato', hasFile: true, fileName: 'cv.pdf' });
    expect((await row(document.id))?.status).toBe('Validato');
  });

  it('refuses to approve a document nobody uploaded (409) and answers 404 for an unknown one', async () => {
    const { application } = await candidate();
    const document = await createDocument(ctx.db, application.id);
    const { client } = await staff();
    const version = await documentVersion(client, application.id, document.id);
    const res = await client.post(`/api/staff/documents/${document.id}/approve`, { version });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('staff.invalidTransition');
    expect((await client.post(`/api/staff/documents/${UNKNOWN}/approve`, { version })).statusCode).toBe(404);
  });

  it('rejects with a reason: back to Richiesto, and the candidate sees why and can upload again', async () => {
    const { document, application, client: candidateClient } = await uploadedDocument();
    const { client } = await staff();
    const res = await client.post(`/api/staff/documents/${document.id}/reject`, {
      reason: ' Scansione illeggibile ',
      version: await documentVersion(client, application.id, document.id),
    });
    expect(res.statusCode).toBe(200);
    expect(await row(document.id)).toMatchObject({
      status: 'Richiesto',
      refusalReason: 'Scansione illeggibile',
    });
    const list = await candidateClient.get('/api/candidate/documents');
    expect(list.json().items[0]).toMatchObject({
      status: 'Richiesto',
      refusalReason: 'Scansione illeggibile',
    });
  });

  it.each([
    ['no reason', {}],
    ['an empty reason', { reason: '  ' }],
    ['a reason over 255 characters', { reason: 'x'.repeat(256) }],
  ])('refuses a rejection with %s and changes nothing', async (_case, body) => {
    const { document, application } = await uploadedDocument();
    const { client } = await staff();
    const version = await documentVersion(client, application.id, document.id);
    const res = await client.post(`/api/staff/documents/${document.id}/reject`, { ...body, version });
    expect(res.statusCode).toBe(400);
    expect((await row(document.id))?.status).toBe('In attesa di validazione');
  });

  it('requests a new document, to encrypt with the current school key', async () => {
    const { application } = await candidate();
    const key = generateSchoolKeyPair();
    await createEncryptionKey(ctx.db, key.publicKeyPem);
    const { client } = await staff();
    const res = await client.post(`/api/staff/applications/${application.id}/documents`, {
      type: 'IT_Permesso',
      name: 'Permesso di soggiorno',
      dueDate: '2030-10-01',
      mustEncrypt: true,
      note: 'Fronte e retro',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().document).toMatchObject({
      status: 'Richiesto',
      mustEncrypt: true,
      publicKey: key.publicKeyPem,
      dueDate: '2030-10-01',
      hasFile: false,
    });
  });

  it('refuses a document to encrypt when the school has no key (409)', async () => {
    const { application } = await candidate();
    const { client } = await staff();
    const res = await client.post(`/api/staff/applications/${application.id}/documents`, {
      type: 'IT_Permesso',
      name: 'Permesso',
      mustEncrypt: true,
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('staff.noEncryptionKey');
    expect(await ctx.db.select().from(documents)).toEqual([]);
  });

  it.each([
    ['no type', { name: 'X' }, 'type'],
    ['a due date out of range', { type: 'T', name: 'X', dueDate: '1999-12-31' }, 'dueDate'],
    ['an impossible due date', { type: 'T', name: 'X', dueDate: '2030-02-30' }, 'dueDate'],
    ['a type over 100 characters', { type: 't'.repeat(101), name: 'X' }, 'type'],
  ])('refuses a request with %s and creates nothing', async (_case, body, field) => {
    const { application } = await candidate();
    const { client } = await staff();
    const res = await client.post(`/api/staff/applications/${application.id}/documents`, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).fields ?? {})).toContain(field);
    expect(await ctx.db.select().from(documents)).toEqual([]);
  });

  it('downloads any candidate document with the download headers', async () => {
    const { document } = await uploadedDocument();
    const { client } = await staff();
    const res = await client.get(`/api/staff/documents/${document.id}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PDF);
    expect(res.headers['content-disposition']).toContain('attachment;');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await client.get(`/api/staff/documents/${UNKNOWN}/file`)).statusCode).toBe(404);
  });
});

describe('application status, instalments, visa, clothing', () => {
  it('sets only the status fields sent; an empty text clears a status', async () => {
    const { application } = await candidate();
    await ctx.db
      .update(applications)
      .set({ editionStatus: 'da confermare' })
      .where(eq(applications.id, application.id));
    const { client } = await staff();
    const res = await client.put(`/api/staff/applications/${application.id}/status`, {
      generalStatus: 'Validato',
      completionStatus: '',
      paymentsUpToDate: true,
      version: await applicationVersion(client, application.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().application).toMatchObject({
      generalStatus: 'Validato',
      editionStatus: 'da confermare',
      completionStatus: null,
      paymentsUpToDate: true,
    });
  });

  it.each([
    ['an empty body', {}],
    ['only the version', { version: 'v1' }],
    ['no version', { isActive: true }],
    ['an unknown field', { userId: UNKNOWN }],
    ['a status over 100 characters', { generalStatus: 'x'.repeat(101) }],
    ['isActive as text', { isActive: 'yes' }],
  ])('refuses a status change with %s', async (_case, body) => {
    const { application } = await candidate();
    const { client } = await staff();
    const res = await client.put(`/api/staff/applications/${application.id}/status`, body);
    expect(res.statusCode).toBe(400);
    const [row] = await ctx.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.updatedAt.getTime()).toBe(application.updatedAt.getTime());
  });

  it('answers 404 for an unknown application and 400 for an id that is not a uuid', async () => {
    const { client } = await staff();
    expect(
      (await client.put(`/api/staff/applications/${UNKNOWN}/status`, { isActive: true, version: 'v1' }))
        .statusCode,
    ).toBe(404);
    expect((await client.get('/api/staff/applications/42')).statusCode).toBe(400);
  });

  it('adds an instalment and records its payment; the candidate sees it', async () => {
    const { user, application } = await candidate();
    const { client } = await staff();
    const added = await client.post(`/api/staff/applications/${application.id}/instalments`, {
      number: '1',
      amountCents: 120_000,
      dueDate: '2030-01-31',
    });
    expect(added.statusCode).toBe(201);
    const { id, version } = added.json().instalment;
    const paid = await client.put(`/api/staff/instalments/${id}/payment`, {
      paymentDate: '2030-01-15',
      isPaid: true,
      version,
    });
    expect(paid.json().instalment).toMatchObject({ paymentDate: '2030-01-15', isPaid: true });
    const view = new TestClient(ctx.app);
    await view.post('/api/auth/login', { username: user.username, password: PASSWORD });
    expect((await view.get('/api/candidate/payments')).json().items[0]).toMatchObject({
      amountCents: 120_000,
      isPaid: true,
    });
    expect(
      (
        await client.put(`/api/staff/instalments/${UNKNOWN}/payment`, {
          paymentDate: null,
          isPaid: false,
          version,
        })
      ).statusCode,
    ).toBe(404);
  });

  it.each([
    ['a zero amount', { number: '1', amountCents: 0, dueDate: '2030-01-31' }],
    ['a fractional amount', { number: '1', amountCents: 10.5, dueDate: '2030-01-31' }],
    ['a due date out of range', { number: '1', amountCents: 100, dueDate: '2101-01-01' }],
    ['no number', { amountCents: 100, dueDate: '2030-01-31' }],
  ])('refuses an instalment with %s', async (_case, body) => {
    const { application } = await candidate();
    const { client } = await staff();
    expect(
      (await client.post(`/api/staff/applications/${application.id}/instalments`, body)).statusCode,
    ).toBe(400);
    expect(await ctx.db.select().from(instalments)).toEqual([]);
  });

  it('refuses a payment date on an unpaid instalment', async () => {
    const { application } = await candidate();
    const instalment = await createInstalment(ctx.db, application.id);
    const { client } = await staff();
    const res = await client.put(`/api/staff/instalments/${instalment.id}/payment`, {
      paymentDate: '2030-01-01',
      isPaid: false,
      version: 'v1',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.paymentDate).toBe('request.invalid');
  });

  it('enables the visa with a record type, changes the type while nothing is saved, and disables it', async () => {
    const { application } = await candidate();
    const { client } = await staff();
    const url = `/api/staff/applications/${application.id}/visa`;
    const on = await client.put(url, {
      enabled: true,
      recordType: 'Visto C',
      version: await applicationVersion(client, application.id),
    });
    expect(on.json()).toMatchObject({ visaEnabled: true, visa: { recordType: 'Visto C' } });
    const toD = await client.put(url, {
      enabled: true,
      recordType: 'Visto D',
      version: on.json().applicationVersion,
    });
    expect(toD.json().visa.recordType).toBe('Visto D');
    await ctx.db
      .update(visas)
      .set({ embassyAppointmentDate: '2030-01-01', embassyName: 'A', embassyAddress: 'B' })
      .where(eq(visas.applicationId, application.id));
    const version = toD.json().applicationVersion;
    const change = await client.put(url, { enabled: true, recordType: 'Visto C', version });
    expect(change.statusCode).toBe(409);
    expect(errorOf(change).code).toBe('staff.invalidTransition');
    expect((await client.put(url, { enabled: false, version })).json().visaEnabled).toBe(false);
    expect((await client.put(url, { enabled: true, recordType: 'Visto E', version })).statusCode).toBe(400);
    expect((await client.put(url, { enabled: true, version })).statusCode).toBe(400);
  });

  it('sets the phase-4 dates of a granted Visto D, and refuses them for a Visto C', async () => {
    const { application } = await candidate();
    await ctx.db.update(applications).set({ visaEnabled: true }).where(eq(applications.id, application.id));
    await createVisa(ctx.db, application.id, {
      embassyAppointmentDate: '2030-01-01',
      embassyName: 'A',
      embassyAddress: 'B',
      flightArrival: '2030-02-01T10:00',
      arrivalAirport: 'BLQ',
      flightTicket: 'T',
      visaStartDate: '2030-01-20',
      visaExpiryDate: '2031-01-20',
    });
    const { client } = await staff();
    const url = `/api/staff/applications/${application.id}/visa/appointments`;
    const res = await client.put(url, {
      permitAppointmentDate: '2030-02-10',
      postKitAppointmentDate: null,
      fingerprintPhotoDate: null,
      version: (await read(client, application.id)).visa?.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().visa).toMatchObject({
      permitAppointmentDate: '2030-02-10',
      postKitAppointmentDate: null,
    });
    const bad = await client.put(url, {
      permitAppointmentDate: '2030-13-01',
      postKitAppointmentDate: null,
      fingerprintPhotoDate: null,
      version: res.json().visa.version,
    });
    expect(bad.statusCode).toBe(400);
    await ctx.db.update(visas).set({ recordType: 'Visto C' }).where(eq(visas.applicationId, application.id));
    const c = await client.put(url, {
      permitAppointmentDate: null,
      postKitAppointmentDate: null,
      fingerprintPhotoDate: null,
      version: (await read(client, application.id)).visa?.version,
    });
    expect(c.statusCode).toBe(409);
    expect(errorOf(c).code).toBe('staff.invalidTransition');
  });

  it('opens the clothing form (compiled reset) and closes it', async () => {
    const { application } = await candidate();
    await ctx.db
      .update(applications)
      .set({ clothingCompiled: true, clothingSent: true, poloSize: 'M' })
      .where(eq(applications.id, application.id));
    const { client } = await staff();
    const url = `/api/staff/applications/${application.id}/clothing`;
    const open = await client.put(url, {
      open: true,
      version: await applicationVersion(client, application.id),
    });
    expect(open.json().application).toMatchObject({
      clothingVisible: true,
      clothingCompiled: false,
      clothingSent: false,
      sizes: { polo: 'M' },
    });
    const { version } = open.json().application;
    expect((await client.put(url, { open: false, version })).json().application.clothingVisible).toBe(false);
    expect((await client.put(url, { open: 'yes', version })).statusCode).toBe(400);
  });

  it('gives the whole application to staff', async () => {
    const { application } = await candidate();
    await createDocument(ctx.db, application.id);
    await createInstalment(ctx.db, application.id);
    const { client } = await staff();
    const res = await client.get(`/api/staff/applications/${application.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ application: { id: application.id }, visa: null });
    expect(res.json().documents).toHaveLength(1);
    expect(res.json().instalments).toHaveLength(1);
  });
});

describe('PUT /api/staff/users/:userId/billing/:kind', () => {
  it('opens course billing (creating the record), which the candidate can then confirm, and closes it', async () => {
    const { user } = await candidate();
    const { client } = await staff();
    const url = `/api/staff/users/${user.id}/billing/course`;
    expect((await client.get(url)).json()).toMatchObject({ kind: 'course', version: null });
    const open = await client.put(url, { open: true, version: null });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({
      kind: 'course',
      state: { requestingCount: 1, compiled: false, sent: false },
    });
    const view = new TestClient(ctx.app);
    await view.post('/api/auth/login', { username: user.username, password: PASSWORD });
    expect((await view.post('/api/billing/course/confirm', { type: 'MeStesso' })).statusCode).toBe(200);
    // The candidate's confirmation changed the record: the version read before it is stale.
    const stale = await client.put(url, { open: true, version: open.json().version });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('staff.staleRecord');
    // Reopening resets the sent flag.
    const reopened = await client.put(url, { open: true, version: (await client.get(url)).json().version });
    expect(reopened.json().state).toMatchObject({ sent: false, compiled: false });
    const version = reopened.json().version;
    expect((await client.put(url, { open: false, version })).json().state.requestingCount).toBe(0);
  });

  it('opens housing billing only for a person with a housing contract', async () => {
    const { user } = await candidate();
    const { client } = await staff();
    const res = await client.put(`/api/staff/users/${user.id}/billing/housing`, {
      open: true,
      version: null,
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('billing.noHousingBilling');
    expect(await ctx.db.select().from(billingRecords)).toEqual([]);
    const student = await createUser(ctx.db, {
      categories: ['Studente'],
      enrolments: [{ kind: 'housing', isActiveHousing: true }],
    });
    await createBillingRecord(ctx.db, student.id, { kind: 'course', sent: true });
    const ok = await client.put(`/api/staff/users/${student.id}/billing/housing`, {
      open: true,
      version: null,
    });
    expect(ok.json().state.requestingCount).toBe(1);
  });

  it('answers 404 for an unknown person and 400 for an unknown kind', async () => {
    const { client } = await staff();
    const body = { open: true, version: null };
    expect((await client.put(`/api/staff/users/${UNKNOWN}/billing/course`, body)).statusCode).toBe(404);
    expect((await client.get(`/api/staff/users/${UNKNOWN}/billing/course`)).statusCode).toBe(404);
    expect((await client.put(`/api/staff/users/${UNKNOWN}/billing/shop`, body)).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the candidate and billing routes, not the staff console', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/candidate/overview',
      '/api/candidate/documents/{id}/upload',
      '/api/candidate/visa/outcome',
      '/api/billing/housing/confirm',
    ])
      expect(paths).toContain(path);
    expect(paths.filter((path) => path.startsWith('/api/staff'))).toEqual([]);
  });
});
