import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { computeAccess } from '@school/domain/access/access';
import { staffPermissions } from '@school/domain/access/staff';
import { FIELD_OF_STUDY_VALUES, isQualificationValue } from '@school/domain/application/picklists';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceData } from '../../modules/reference/reference-data.ts';
import { decryptEnvelope, encryptForUpload } from '../../test/encryption.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { documents, encryptionKeys, users } from '../schema/index.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo.ts';
import { DEMO_PRIVATE_KEY_FILE } from './demo-candidates.ts';
import { INSIGHTS_APPLICANTS } from './demo-insights.ts';

let ctx: TestContext;
let seedMs = 0;
beforeAll(async () => {
  ctx = await createTestApp();
  const started = Date.now();
  await seedDemo(ctx.db, { storage: ctx.app.storage, dataDir: ctx.dataDir });
  seedMs = Date.now() - started;
});
afterAll(() => ctx.close());

async function signIn(username: string) {
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/login', { username, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  return { client, subject: res.json().user.subject };
}

async function accessOf(username: string) {
  return computeAccess((await signIn(username)).subject, 'it');
}

async function statusBarOf(username: string): Promise<string[]> {
  const { client } = await signIn(username);
  const res = await client.get('/api/candidate/overview');
  expect(res.statusCode).toBe(200);
  return res
    .json()
    .statusBar.map(
      (i: { name: string; colour: string; variant: string }) =>
        `${i.name}:${i.colour}${i.variant === 'timer' ? ':timer' : ''}`,
    );
}

describe('demo data', () => {
  it('is fast (one key pair, a few small files)', () => {
    expect(seedMs).toBeLessThan(10_000);
  });

  it('is seeded once (idempotent)', async () => {
    const before = await ctx.db.select().from(users);
    expect(await seedDemo(ctx.db)).toBe(false);
    expect(await ctx.db.select().from(users)).toHaveLength(before.length);
  });

  it('keeps the application\'s vocabularies: qualifications and fields of study of the lists, phones as "+" prefix then number', async () => {
    const rows = await ctx.db.select().from(users);
    for (const row of rows) {
      expect(isQualificationValue(row.qualification), row.username).toBe(true);
      expect(['', ...FIELD_OF_STUDY_VALUES], row.username).toContain(row.fieldOfStudy);
      for (const phone of [row.mobilePhone, row.phone2]) expect(phone, row.username).toMatch(/^(\+\d+)?$/);
    }
    expect(rows.some((row) => row.qualification !== '' && row.mobilePhone !== '')).toBe(true);
  });

  it('stores every country as a key of the country list ("Italia"), as the application saves it', async () => {
    const keys = new Set(referenceData().countryKeys);
    const rows = await ctx.db.select().from(users);
    for (const row of rows) {
      const countries = {
        birthCountry: row.birthCountry,
        citizenship: row.citizenship,
        citizenship2: row.citizenship2,
        country: row.country,
        instituteCountry: row.instituteCountry,
        documentIssuingCountry: row.documentIssuingCountry,
      };
      for (const [column, value] of Object.entries(countries))
        if (value !== '') expect(keys.has(value), `${row.username} ${column}: ${value}`).toBe(true);
    }
    expect(rows.some((row) => row.citizenship !== '')).toBe(true);
  });

  it('has a student with housing, shop, doors, bookings and exams enabled', async () => {
    expect(await accessOf(DEMO_USERS.studente)).toMatchObject({
      priceTier: 2,
      canSeeHousing: true,
      isShopVisible: true,
      isTopUpVisible: true,
      canOpenDoors: true,
      areBookingsEnabled: true,
      areExamsEnabled: true,
      isStageVisible: true,
      hasExtendedData: true,
      showsSurveyLink: true,
    });
  });

  it('has one account per category with the expected access', async () => {
    expect(await accessOf(DEMO_USERS.candidato)).toMatchObject({
      canSeeCandidateArea: true,
      hasExtendedData: true,
      priceTier: 0,
    });
    expect(await accessOf(DEMO_USERS.diplomato)).toMatchObject({
      hasExtendedData: true,
      priceTier: 1,
      canSeeCandidateArea: false,
    });
    expect(await accessOf(DEMO_USERS.dipendente)).toMatchObject({
      canOpenDoors: true,
      isSecretariatStaff: true,
      priceTier: 3,
      areBookingsEnabled: true,
      hasExtendedData: false,
    });
    expect(await accessOf(DEMO_USERS.insegnante)).toMatchObject({
      areBookingsEnabled: true,
      hasExtendedData: false,
      priceTier: 0,
    });
    expect(await accessOf(DEMO_USERS.esterno)).toMatchObject({
      isShopVisible: true,
      priceTier: 1,
      hasExtendedData: false,
      // A door-opening shop enrolment and no course: the doors, without Utility's badge.
      canOpenDoors: true,
      canSeeUtility: false,
    });
  });

  it('has a blocked user who cannot log in', async () => {
    const res = await new TestClient(ctx.app).post('/api/auth/login', {
      username: DEMO_USERS.bloccato,
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('auth.blocked');
  });

  it('has a sign-up whose claimed student role waits for the secretariat, without the category', async () => {
    const [row] = await ctx.db.select().from(users).where(eq(users.username, DEMO_USERS.ruolo));
    expect(row).toMatchObject({ signupRole: 6, roleClaim: 'pending', categories: [] });
  });
});

describe('demo candidate area', () => {
  it('shows every colour of every icon of the status bar across the demo candidates', async () => {
    const bars = {
      candidato: await statusBarOf(DEMO_USERS.candidato),
      candidato2: await statusBarOf(DEMO_USERS.candidato2),
      candidato3: await statusBarOf(DEMO_USERS.candidato3),
      candidato4: await statusBarOf(DEMO_USERS.candidato4),
      candidato5: await statusBarOf(DEMO_USERS.candidato5),
      studente: await statusBarOf(DEMO_USERS.studente),
    };
    expect(bars.candidato).toEqual([
      'candidate:yellow',
      'documents:yellow',
      'edition:yellow',
      'enrolment:yellow',
      'payment:yellow',
      'completed:yellow',
    ]);
    expect(bars.candidato2).toEqual([
      'candidate:green',
      'documents:green',
      'edition:green',
      'enrolment:green',
      'payment:green',
      'completed:green',
    ]);
    expect(bars.candidato3).toEqual([
      'candidate:red',
      'documents:grey',
      'edition:grey',
      'enrolment:grey',
      'payment:grey',
      'completed:red',
    ]);
    expect(bars.candidato4).toEqual([
      'candidate:green',
      'documents:yellow',
      'edition:yellow:timer',
      'enrolment:yellow',
      'payment:yellow',
      'completed:grey',
    ]);
    expect(bars.candidato5[0]).toBe('candidate:grey');
    expect(bars.studente[4]).toBe('payment:green');
    const seen = new Set(Object.values(bars).flat());
    for (const [icon, colours] of Object.entries({
      candidate: ['red', 'yellow', 'green', 'grey'],
      documents: ['grey', 'yellow', 'green'],
      edition: ['grey', 'yellow', 'yellow:timer', 'green'],
      enrolment: ['grey', 'yellow', 'green'],
      payment: ['grey', 'yellow', 'green'],
      completed: ['grey', 'red', 'yellow', 'green'],
    })) {
      for (const colour of colours) expect(seen, `${icon}:${colour}`).toContain(`${icon}:${colour}`);
    }
  });

  it('has documents in every state, files behind the uploaded ones, one to encrypt', async () => {
    const { client } = await signIn(DEMO_USERS.candidato);
    const items = (await client.get('/api/candidate/documents')).json().items;
    expect(new Set(items.map((d: { status: string }) => d.status))).toEqual(
      new Set(['Richiesto', 'In attesa di validazione', 'Validato']),
    );
    expect(items.some((d: { refusalReason: string }) => d.refusalReason !== '')).toBe(true);
    const uploaded = items.find((d: { status: string }) => d.status === 'Validato');
    const file = await client.get(`/api/candidate/documents/${uploaded.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(items.find((d: { mustEncrypt: boolean }) => d.mustEncrypt).publicKey).toMatch(/BEGIN PUBLIC KEY/);
  });

  it('writes the school private key to DATA_DIR/keys, matching the stored public key', async () => {
    const file = path.join(ctx.dataDir, DEMO_PRIVATE_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const [key] = await ctx.db.select().from(encryptionKeys);
    const envelope = await encryptForUpload(key?.publicKeyPem ?? '', Buffer.from('secret'));
    const plain = await decryptEnvelope(await readFile(file, 'utf8'), envelope);
    expect(Buffer.from(plain).toString()).toBe('secret');
  });

  it('has payments paid and unpaid, clothing offers for both sexes, and open and locked forms', async () => {
    const one = (await signIn(DEMO_USERS.candidato)).client;
    const payments = (await one.get('/api/candidate/payments')).json().items;
    expect(payments.map((p: { isPaid: boolean }) => p.isPaid)).toEqual([true, false, false]);
    const clothing = (await one.get('/api/candidate/clothing')).json();
    expect(clothing).toMatchObject({
      isEditable: true,
      offer: { shoes: ['35', '36', '37', '38', '39', '40', '41', '42'] },
    });
    expect(clothing.offer.polo).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect((await one.get('/api/billing')).json().course.state).toMatchObject({
      requestingCount: 1,
      sent: false,
    });

    const two = (await signIn(DEMO_USERS.candidato2)).client;
    expect((await two.get('/api/candidate/clothing')).json()).toMatchObject({
      isEditable: false,
      sizes: { vest: 'M' },
    });
    expect((await two.get('/api/candidate/clothing')).json().offer.bomber).toEqual([]);
    expect((await two.get('/api/billing')).json().course.state.sent).toBe(true);

    const student = (await signIn(DEMO_USERS.studente)).client;
    const billing = (await student.get('/api/billing')).json();
    expect(billing.course.state.sent).toBe(true);
    expect(billing.housing.state).toMatchObject({ requestingCount: 1, sent: false });
    expect((await student.get('/api/candidate/applications')).json().items).toHaveLength(1);
  });

  it('has a Visto C applicant in phase 1 and a Visto D applicant with phases 1 and 2 saved', async () => {
    const c = (await signIn(DEMO_USERS.candidato2)).client;
    expect((await c.get('/api/candidate/overview')).json().tabs).toContain('visa');
    expect((await c.get('/api/candidate/visa')).json().visa).toMatchObject({
      recordType: 'Visto C',
      embassyName: null,
    });
    const d = (await signIn(DEMO_USERS.candidato4)).client;
    expect((await d.get('/api/candidate/visa')).json().visa).toMatchObject({
      recordType: 'Visto D',
      status: 'Attesa visto ambasciata',
      arrivalAirport: 'BOLOGNA BLQ',
      visaStartDate: null,
    });
    const one = (await signIn(DEMO_USERS.candidato)).client;
    expect((await one.get('/api/candidate/overview')).json().tabs).not.toContain('visa');
  });

  it("has a Visto D granted and waiting for the permit appointment: the console's Visas list and its count", async () => {
    const kenji = (await signIn(DEMO_USERS.candidato6)).client;
    expect((await kenji.get('/api/candidate/visa')).json().visa).toMatchObject({
      recordType: 'Visto D',
      status: 'Visto concesso',
      permitAppointmentDate: null,
    });
    const staff = (await signIn(DEMO_USERS.dipendente)).client;
    const queue = (await staff.get('/api/staff/visas?state=toConfirm')).json();
    expect(queue.items.map((i: { candidate: { lastName: string } }) => i.candidate.lastName)).toEqual([
      'Tanaka',
    ]);
    expect((await staff.get('/api/staff/overview')).json().visasToConfirm).toBe(queue.total);
  });

  it('has a staff member with every staff permission and one with the secretariat only', async () => {
    expect(staffPermissions((await signIn(DEMO_USERS.dipendente)).subject)).toEqual([
      'Segreteria',
      'Amministrazione',
      'Didattica',
      'Prenotazioni',
      'Negozio',
      'Stage',
      'Tesi',
      'Interventi',
    ]);
    expect(staffPermissions((await signIn(DEMO_USERS.segreteria)).subject)).toEqual(['Segreteria']);
  });

  it('gives the demo student tickets open and closed, with attachments and replies, and the staff an inbox', async () => {
    const { client } = await signIn(DEMO_USERS.studente);
    const list = (await client.get('/api/tickets')).json().tickets as Array<{
      id: string;
      status: string;
      attachmentCount: number;
      messageCount: number;
    }>;
    expect(list.map((t) => t.status).sort()).toEqual(['Closed', 'New', 'Working']);
    expect(list.some((t) => t.attachmentCount > 0 && t.messageCount > 0)).toBe(true);
    const categories = (await client.get('/api/tickets/categories')).json().categories;
    expect(categories.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Segreteria', 'Esami', 'Didattica', 'Housing - Manutenzione']),
    );
    const { client: staff } = await signIn(DEMO_USERS.dipendente);
    expect((await staff.get('/api/staff/tickets')).json().total).toBe(2);
  });

  it('lets the demo secretariat see the candidates', async () => {
    const { client } = await signIn(DEMO_USERS.dipendente);
    const res = await client.get('/api/staff/candidates?pageSize=100');
    expect(res.statusCode).toBe(200);
    // The eight demo candidates, the privacy demo's withdrawn one, and the insights' applicants of two intakes.
    expect(res.json().total).toBe(9 + INSIGHTS_APPLICANTS);
    expect(await ctx.db.select().from(documents)).not.toHaveLength(0);
  });
});
