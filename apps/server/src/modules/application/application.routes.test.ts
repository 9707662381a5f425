import { verify } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applications, documents, enrolments, mailOutbox, users } from '../../db/schema/index.ts';
import {
  CLOSED_PRODUCT,
  errorOf,
  fileBody,
  OTHER_PRODUCT,
  PDF,
  PRODUCT,
  saveSteps,
  seedCatalogue,
  signIn,
  stepUrl,
  validSteps,
} from '../../test/application-fixtures.ts';
import { createUser } from '../../test/fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await seedCatalogue(ctx.db);
});

const userRow = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const recordOf = async (userId: string, product = PRODUCT) =>
  (
    await ctx.db
      .select()
      .from(applications)
      .where(and(eq(applications.userId, userId), eq(applications.productCode, product)))
  )[0];

/** A signed-in applicant of PRODUCT stored at `step` (fee not asked when `showFee` is false). */
async function applicantAt(step: number, values: Parameters<typeof createUser>[1] = {}) {
  return signIn(ctx, { productCode: PRODUCT, applicationStep: step, ...values });
}

describe('GET /api/application/:productCode/state — the entry state check', () => {
  it('sends a visitor to step 0 whatever step is asked', async () => {
    const res = await new TestClient(ctx.app).get(`/api/application/${PRODUCT}/state?step=3`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      productCode: PRODUCT,
      edition: { courseName: 'Corso Superiore di Cucina Italiana', editionName: '2027A', isOpen: true },
      isLoggedIn: false,
      step: 0,
      redirect: true,
      reason: 'visitor',
      storedStep: null,
      fee: { amountCents: 10000, currency: 'EUR', applies: true, paid: false },
      files: [],
      form: null,
    });
  });

  it('starts a signed-in user on step 1 of a new product without writing anything', async () => {
    const { user, client } = await signIn(ctx);
    const res = await client.get(`/api/application/${PRODUCT}/state?step=4`);
    expect(res.json()).toMatchObject({ isLoggedIn: true, step: 1, redirect: true, reason: 'newProduct' });
    expect((await userRow(user.id)).productCode).toBeNull();
  });

  it('resumes the stored step and hands back the saved values', async () => {
    const { client } = await applicantAt(3, {
      firstName: 'Chiara',
      mobilePhone: '+393331234567',
      taxCode: 'X',
    });
    const res = await client.get(`/api/application/${PRODUCT}/state?step=1`);
    const state = res.json();
    expect(state).toMatchObject({ step: 3, redirect: true, reason: 'resumeStoredStep', storedStep: 3 });
    expect(state.form.personalData).toMatchObject({
      firstName: 'Chiara',
      mobilePrefix: '39',
      mobileNumber: '3331234567',
    });
    expect(state.form.registry.taxCode).toBe('X');
    // Previous (buttons) may go back to an earlier step.
    const back = await client.get(`/api/application/${PRODUCT}/state?step=2&viaButtons=true`);
    expect(back.json()).toMatchObject({ step: 2, redirect: false, reason: 'stay' });
  });

  it('shows a closed edition, answers 404 for an unknown one and 400 for a malformed code', async () => {
    const client = new TestClient(ctx.app);
    expect((await client.get(`/api/application/${CLOSED_PRODUCT}/state`)).json().edition.isOpen).toBe(false);
    const unknown = await client.get('/api/application/CUCINA-1999Z/state');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('application.productNotFound');
    const malformed = await client.get('/api/application/CUCINA-2027-A/state');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).code).toBe('application.invalidProduct');
  });
});

describe('PUT /api/application/:productCode/steps/0 — a visitor creates the account', () => {
  const credentials = {
    username: 'Nuova.Candidata@Example.com',
    password: 'Una password 1',
    confirmPassword: 'Una password 1',
  };

  it.each([
    ['x', 'auth.passwordTooShort'],
    ['12345678', 'auth.passwordTooCommon'],
    ['nuova.candidata@example.com', 'auth.passwordHasIdentifier'],
    ['NuovaCandidata 2027', 'auth.passwordHasIdentifier'],
  ])('refuses the password %j (the password policy) and creates nothing', async (password, field) => {
    const res = await new TestClient(ctx.app).put(stepUrl(PRODUCT, 0, 'en'), {
      ...credentials,
      password,
      confirmPassword: password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ password: field });
    expect(await ctx.db.select().from(users)).toHaveLength(0);
  });

  it('creates the account (status Studente, the product, step 1), signs in and queues the welcome mail', async () => {
    const client = new TestClient(ctx.app);
    const res = await client.put(stepUrl(PRODUCT, 0, 'en'), credentials);
    expect(res.statusCode).toBe(201);
    expect(client.cookie('sid')).toBeTruthy();
    expect(res.json()).toMatchObject({
      isLoggedIn: true,
      step: 1,
      storedStep: 1,
      storedProductCode: PRODUCT,
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.username, 'nuova.candidata@example.com'));
    expect(row).toMatchObject({
      email: 'nuova.candidata@example.com',
      applicantStatus: 'Studente',
      productCode: PRODUCT,
      applicationStep: 1,
      language: 'en',
      categories: [],
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(row!.passwordHash!, credentials.password)).toBe(true);
    expect(await recordOf(row!.id)).toMatchObject({
      applicationStatus: 'In compilazione',
      stageName: 'Candidatura',
    });
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(1);
    // The session works: the state is the account's.
    expect((await client.get(`/api/application/${PRODUCT}/state`)).json()).toMatchObject({
      step: 1,
      isLoggedIn: true,
    });
  });

  it.each([
    {
      case: 'no username',
      body: { ...credentials, username: '' },
      field: 'username',
      code: 'application.required',
    },
    {
      case: 'whitespace password',
      body: { ...credentials, password: '   ' },
      field: 'password',
      code: 'application.required',
    },
    {
      case: 'confirmation differs',
      body: { ...credentials, confirmPassword: 'other' },
      field: 'confirmPassword',
      code: 'auth.passwordMismatch',
    },
    {
      case: 'username over 80',
      body: { ...credentials, username: `${'a'.repeat(75)}@example.com` },
      field: 'username',
      code: 'invalid',
    },
    {
      case: 'username not an e-mail',
      body: { ...credentials, username: 'nuova' },
      field: 'username',
      code: 'application.invalidEmail',
    },
    { case: 'unknown field', body: { ...credentials, role: 1 }, field: '_', code: 'invalid' },
  ])('refuses $case with 400 and creates nothing', async ({ body, field, code }) => {
    const client = new TestClient(ctx.app);
    const res = await client.put(stepUrl(PRODUCT, 0), body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.[field]).toBe(code);
    expect(await ctx.db.select().from(users)).toHaveLength(0);
    expect(client.cookie('sid')).toBeUndefined();
  });

  it('refuses a taken username with 409 auth.usernameTaken', async () => {
    await createUser(ctx.db, { username: 'nuova.candidata@example.com' });
    const res = await new TestClient(ctx.app).put(stepUrl(PRODUCT, 0), credentials);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('auth.usernameTaken');
    expect(await ctx.db.select().from(users)).toHaveLength(1);
  });

  it('answers 401 to a visitor posting a later step, 404 for an unknown product, 409 for a closed edition', async () => {
    const client = new TestClient(ctx.app);
    const later = await client.put(stepUrl(PRODUCT, 1), validSteps('a@example.com')[1]);
    expect(later.statusCode).toBe(401);
    expect(errorOf(later).code).toBe('auth.required');
    expect((await client.put(stepUrl('CUCINA-1999Z', 0), credentials)).statusCode).toBe(404);
    const closed = await client.put(stepUrl(CLOSED_PRODUCT, 0), credentials);
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).code).toBe('application.editionClosed');
    expect(await ctx.db.select().from(users)).toHaveLength(0);
  });
});

describe('PUT /api/application/:productCode/steps/:step — saving a step', () => {
  it('step 1: saves the personal data with the target step, status Candidato and the product', async () => {
    const { user, client } = await signIn(ctx, { showFee: false });
    // A new product: the first save of step 0 or 1 sets it (the entry check's "set product and step 1").
    const res = await client.put(stepUrl(PRODUCT, 1), validSteps(user.email)[1]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ step: 2, storedStep: 2, storedProductCode: PRODUCT });
    expect(await userRow(user.id)).toMatchObject({
      firstName: 'Anna',
      lastName: "D'Angelo",
      sex: 'F',
      mobilePhone: '+393331234567',
      email: user.email,
      secondaryEmail: 'anna.altra@example.com',
      privacyAccepted: true,
      marketingConsent: false,
      notificationsConsent: true,
      applicationStep: 2,
      productCode: PRODUCT,
      applicantStatus: 'Candidato',
    });
    expect(await recordOf(user.id)).toMatchObject({
      courseCode: PRODUCT,
      applicationStatus: 'In compilazione',
    });
  });

  it('step 1: an Apple private-relay e-mail saves the secondary e-mail as person e-mail', async () => {
    const { user, client } = await applicantAt(1, { email: 'x1y2@privaterelay.appleid.com' });
    const body = { ...validSteps(user.email)[1], email: 'x1y2@privaterelay.appleid.com' };
    expect((await client.put(stepUrl(PRODUCT, 1), body)).statusCode).toBe(200);
    expect((await userRow(user.id)).email).toBe('anna.altra@example.com');
  });

  it.each([
    {
      case: 'a name with digits',
      patch: { firstName: 'Ann4' },
      field: 'firstName',
      code: 'application.invalidName',
    },
    { case: 'no sex', patch: { sex: '' }, field: 'sex', code: 'application.required' },
    {
      case: 'an unknown calling prefix',
      patch: { mobilePrefix: '+999' },
      field: 'mobilePrefix',
      code: 'application.invalidPhonePrefix',
    },
    {
      case: 'letters in the mobile',
      patch: { mobileNumber: '333abc' },
      field: 'mobileNumber',
      code: 'application.invalidPhone',
    },
    {
      case: 'a malformed e-mail',
      patch: { secondaryEmail: 'nope' },
      field: 'secondaryEmail',
      code: 'application.invalidEmail',
    },
    {
      case: 'a changed e-mail not confirmed',
      patch: { email: 'altro@example.com' },
      field: 'confirmEmail',
      code: 'application.required',
    },
    {
      case: 'privacy not accepted',
      patch: { privacy: false },
      field: 'privacy',
      code: 'application.privacyRequired',
    },
  ])('step 1 refuses $case (400, nothing changed)', async ({ patch, field, code }) => {
    const { user, client } = await applicantAt(1);
    const res = await client.put(stepUrl(PRODUCT, 1), { ...validSteps(user.email)[1], ...patch });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'request.invalid' });
    expect(errorOf(res).fields?.[field]).toBe(code);
    expect(await userRow(user.id)).toMatchObject({
      applicationStep: 1,
      firstName: 'Anna',
      applicantStatus: null,
    });
  });

  it('step 1 refuses an e-mail of another account (409 auth.emailTaken)', async () => {
    await createUser(ctx.db, { username: 'presa@example.com' });
    const { user, client } = await applicantAt(1);
    const body = {
      ...validSteps(user.email)[1],
      email: 'presa@example.com',
      confirmEmail: 'presa@example.com',
    };
    const res = await client.put(stepUrl(PRODUCT, 1), body);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('auth.emailTaken');
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it('step 2 in Italian: tax code required, references saved in their list spelling', async () => {
    const { user, client } = await applicantAt(2);
    const missing = await client.put(stepUrl(PRODUCT, 2), { ...validSteps(user.email)[2], taxCode: '' });
    expect(errorOf(missing).fields?.taxCode).toBe('application.required');
    const wrongCountry = await client.put(stepUrl(PRODUCT, 2), {
      ...validSteps(user.email)[2],
      birthCountry: 'Atlantide',
    });
    expect(errorOf(wrongCountry).fields?.birthCountry).toBe('application.invalidOption');
    const res = await client.put(stepUrl(PRODUCT, 2), validSteps(user.email)[2]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await userRow(user.id)).toMatchObject({
      taxCode: 'DNGNNA04E52G337X',
      province: 'PR - Parma',
      country: 'Italia',
      withoutItalianTaxCode: false,
      applicationStep: 3,
    });
  });

  it('step 2 in Chinese follows the English rules: the tax-code question, provinces "EE - For Foreign Country"', async () => {
    const { user, client } = await applicantAt(2);
    const body = {
      birthDate: '2003-02-01',
      hasItalianTaxCode: 'No',
      birthCity: 'Shanghai',
      birthCountry: 'Cina',
      street: 'Nanjing Road 100',
      residenceCity: 'Shanghai',
      residenceCountry: 'Cina',
      citizenship: 'Cina',
    };
    const res = await client.put(stepUrl(PRODUCT, 2, 'zh'), body);
    expect(res.statusCode, res.body).toBe(200);
    expect(await userRow(user.id)).toMatchObject({
      birthProvince: 'EE - For Foreign Country',
      province: 'EE - For Foreign Country',
      withoutItalianTaxCode: true,
      taxCode: '',
      language: 'en',
    });
  });

  it('step 3: the institute is picked from the registry filtered by region, province and city', async () => {
    const { user, client } = await applicantAt(3, { showFee: false });
    const wrongCity = await client.put(stepUrl(PRODUCT, 3), {
      ...validSteps(user.email)[3],
      instituteCity: 'Parma',
    });
    expect(errorOf(wrongCity).fields?.instituteCode).toBe('application.invalidOption');
    const res = await client.put(stepUrl(PRODUCT, 3), validSteps(user.email)[3]);
    expect(res.statusCode, res.body).toBe(200);
    // The fee is not asked (showFee false): step 4 is skipped.
    expect(res.json()).toMatchObject({ storedStep: 5, step: 5 });
    expect(await userRow(user.id)).toMatchObject({
      instituteCode: 'PRRH010004',
      instituteName: 'IPSSEOA "MAGNAGHI - SOLARI"',
      instituteCity: 'Salsomaggiore Terme',
      heardFrom: 'IT_Fiera',
      attendedOtherSchools: false,
    });
  });

  it('refuses forged step numbers with 400 application.invalidStep', async () => {
    const { user, client } = await applicantAt(2);
    for (const step of ['7', '8', '03', '-1', 'x', '2.0']) {
      const res = await client.put(stepUrl(PRODUCT, step), {});
      expect(res.statusCode, step).toBe(400);
      expect(errorOf(res).code, step).toBe('application.invalidStep');
    }
    expect((await userRow(user.id)).applicationStep).toBe(2);
  });

  it('refuses steps posted out of order (409 application.stepOutOfOrder), nothing changed', async () => {
    const { user, client } = await applicantAt(2);
    for (const step of [3, 5, 6]) {
      const res = await client.put(stepUrl(PRODUCT, step), validSteps(user.email)[step as 3 | 5 | 6]);
      expect(res.statusCode, String(step)).toBe(409);
      expect(errorOf(res).code).toBe('application.stepOutOfOrder');
    }
    expect(await userRow(user.id)).toMatchObject({ applicationStep: 2, qualification: '' });
  });

  it('refuses to leave step 6 backwards once stored, but for step 5', async () => {
    const { user, client } = await applicantAt(6, { showFee: false });
    for (const step of [2, 3]) {
      const res = await client.put(stepUrl(PRODUCT, step), validSteps(user.email)[step as 2 | 3]);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).code).toBe('application.stepOutOfOrder');
    }
    expect((await userRow(user.id)).applicationStep).toBe(6);
  });

  it('R-six: Previous from step 6 opens step 5, whose save (a new CV) goes to 6 again with step 6 kept', async () => {
    const { user, client } = await applicantAt(1, { showFee: false });
    await saveSteps(client, user.email, 1, 5);
    // On step 6 the identity document is uploaded, then the applicant goes back to replace the CV.
    const id = await client.post(
      `/api/application/${PRODUCT}/files/identityDocument`,
      fileBody(PDF, 'carta.pdf'),
    );
    expect(id.statusCode, id.body).toBe(200);
    const back = await client.get(`/api/application/${PRODUCT}/state?step=5&viaButtons=true`);
    expect(back.json()).toMatchObject({ step: 5, redirect: false, reason: 'stay', storedStep: 6 });
    // Typed, step 5 still goes to 6; and so do the earlier steps, buttons or not.
    expect((await client.get(`/api/application/${PRODUCT}/state?step=5`)).json()).toMatchObject({
      step: 6,
      reason: 'storedStepSix',
    });
    expect(
      (await client.get(`/api/application/${PRODUCT}/state?step=3&viaButtons=true`)).json(),
    ).toMatchObject({ step: 6, reason: 'storedStepSix' });

    const cv = await client.post(`/api/application/${PRODUCT}/files/cv`, fileBody(PDF, 'cv-nuovo.pdf'));
    expect(cv.statusCode, cv.body).toBe(200);
    const saved = await client.put(stepUrl(PRODUCT, 5), validSteps(user.email)[5]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ step: 6, storedStep: 6 });
    const files = saved
      .json()
      .files.map((f: { kind: string; fileName: string }) => `${f.kind}:${f.fileName}`);
    expect(files).toEqual(expect.arrayContaining(['cv:cv-nuovo.pdf', 'identityDocument:carta.pdf']));
    expect(saved.json().form.identityDocument.identityDocumentFile).toMatchObject({ name: 'carta.pdf' });

    await saveSteps(client, user.email, 6, 6);
    expect((await userRow(user.id)).applicationStep).toBe(7);
  });

  it("refuses another product than the account's past step 1 (409 application.productMismatch)", async () => {
    const { user, client } = await applicantAt(3);
    const res = await client.put(stepUrl(OTHER_PRODUCT, 2), validSteps(user.email)[2]);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('application.productMismatch');
    expect(await userRow(user.id)).toMatchObject({ productCode: PRODUCT, applicationStep: 3, taxCode: '' });
  });

  it('switches product when step 1 of another course is saved (restart at step 1)', async () => {
    const { user, client } = await applicantAt(3);
    const res = await client.put(stepUrl(OTHER_PRODUCT, 1), validSteps(user.email)[1]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ productCode: OTHER_PRODUCT, applicationStep: 2 });
    expect(await recordOf(user.id, OTHER_PRODUCT)).toBeDefined();
  });

  it('refuses the steps after the fee while it is not paid (409 application.feeNotPaid)', async () => {
    const { user, client } = await applicantAt(4);
    const res = await client.put(stepUrl(PRODUCT, 4), {});
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('application.feeNotPaid');
    expect((await userRow(user.id)).applicationStep).toBe(4);
  });

  it("step 0 of a signed-in user sets the product and step 1 (the entry check's save), with an empty form", async () => {
    const { user, client } = await signIn(ctx, { productCode: OTHER_PRODUCT, applicationStep: 4 });
    const res = await client.put(stepUrl(PRODUCT, 0), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ step: 1, storedStep: 1, storedProductCode: PRODUCT });
    expect(await userRow(user.id)).toMatchObject({
      productCode: PRODUCT,
      applicationStep: 1,
      applicantStatus: 'Candidato',
    });
    const withPassword = await client.put(stepUrl(PRODUCT, 0), { password: 'x', role: 1 });
    expect(withPassword.statusCode).toBe(400);
  });

  it('answers 401 to a visitor and 400 to a body that is no object', async () => {
    expect((await new TestClient(ctx.app).put(stepUrl(PRODUCT, 2), {})).statusCode).toBe(401);
    const { client } = await applicantAt(2);
    const res = await client.request('PUT', stepUrl(PRODUCT, 2), undefined, { rawBody: '[1,2]' });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/application/:productCode/entry — "set product and step 1", "switch product and restart at step 1"', () => {
  const entryUrl = (product: string, query = '') => `/api/application/${product}/entry${query}`;

  it('"Logged in with no product: set product and step 1"', async () => {
    const { user, client } = await signIn(ctx);
    const res = await client.post(entryUrl(PRODUCT, '?step=4'), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      step: 1,
      redirect: true,
      reason: 'newProduct',
      storedStep: 1,
      storedProductCode: PRODUCT,
    });
    expect(await userRow(user.id)).toMatchObject({ productCode: PRODUCT, applicationStep: 1 });
    // The entry check then finds the product set: step 1 stays.
    const again = await client.get(`/api/application/${PRODUCT}/state?step=1`);
    expect(again.json()).toMatchObject({ step: 1, redirect: false, reason: 'stay' });
  });

  it('"Different product: switch product and restart at step 1"; the former application stays as it was', async () => {
    const { user, client } = await applicantAt(1, { showFee: false });
    await saveSteps(client, user.email, 1, 3);
    const before = await recordOf(user.id);
    expect(before).toBeDefined();

    const res = await client.post(entryUrl(OTHER_PRODUCT), {});
    expect(res.statusCode, res.body).toBe(200);
    const state = res.json();
    expect(state).toMatchObject({
      step: 1,
      reason: 'productSwitch',
      storedStep: 1,
      storedProductCode: OTHER_PRODUCT,
    });
    // The account's data prefill the new product's steps.
    expect(state.form.personalData).toMatchObject({ firstName: 'Anna', mobilePrefix: '39' });
    expect(await userRow(user.id)).toMatchObject({
      productCode: OTHER_PRODUCT,
      applicationStep: 1,
      firstName: 'Anna',
      qualification: validSteps(user.email)[3].qualification,
    });
    // The application of the former product is left as it was; none is created for the new one
    // until its first save.
    expect(await recordOf(user.id)).toEqual(before);
    expect(await recordOf(user.id, OTHER_PRODUCT)).toBeUndefined();
    // Coming back to the former product is another switch, to its step 1.
    const back = await client.post(entryUrl(PRODUCT), {});
    expect(back.json()).toMatchObject({ step: 1, reason: 'productSwitch', storedProductCode: PRODUCT });
  });

  it('writes nothing for the same product, and nothing for a closed or unknown edition', async () => {
    const { user, client } = await applicantAt(3);
    const same = await client.post(entryUrl(PRODUCT, '?step=1'), {});
    expect(same.json()).toMatchObject({ step: 3, reason: 'resumeStoredStep' });
    const closed = await client.post(entryUrl(CLOSED_PRODUCT), {});
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).code).toBe('application.editionClosed');
    expect((await client.post(entryUrl('NOPE-2099Z'), {})).statusCode).toBe(404);
    expect((await client.post(entryUrl('not a code'), {})).statusCode).toBe(400);
    const row = await userRow(user.id);
    expect(row).toMatchObject({ productCode: PRODUCT, applicationStep: 3 });
    expect(row.updatedAt.getTime()).toBe(user.updatedAt.getTime());
  });

  it('answers 401 to a visitor', async () => {
    expect((await new TestClient(ctx.app).post(entryUrl(PRODUCT), {})).statusCode).toBe(401);
  });
});

describe('completion from step 6', () => {
  it('creates the enrolment and submits the application in one go, then step 7; a second save creates nothing more', async () => {
    const { user, client } = await applicantAt(1, { showFee: false });
    await saveSteps(client, user.email, 1, 5);
    expect((await userRow(user.id)).applicationStep).toBe(6);
    expect(await ctx.db.select().from(enrolments)).toHaveLength(0);

    await saveSteps(client, user.email, 6, 6);
    const row = await userRow(user.id);
    expect(row).toMatchObject({
      applicationStep: 7,
      applicantStatus: 'Candidato',
      documentType: "Carta d'Identità",
      documentNumber: 'CA12345AB',
      documentIssuingMunicipality: 'Parma',
      documentIssuingBody: 'Comune di Parma',
      documentIssueDate: '2022-01-10',
    });
    expect(row.categories).toContain('Candidato');
    const [enrolment] = await ctx.db.select().from(enrolments).where(eq(enrolments.userId, user.id));
    expect(enrolment).toMatchObject({ name: 'portaleCandidature', kind: 'course' });
    const record = await recordOf(user.id);
    expect(record).toMatchObject({ enrolmentId: enrolment!.id, applicationStatus: 'Inviata' });
    expect(record?.submittedAt).toBeInstanceOf(Date);
    const [idDocument] = await ctx.db
      .select()
      .from(documents)
      .where(and(eq(documents.applicationId, record!.id), eq(documents.applicationFile, 'identityDocument')));
    expect(idDocument?.type).toBe("Carta d'Identità");

    const state = (await client.get(`/api/application/${PRODUCT}/state?step=7`)).json();
    expect(state).toMatchObject({ step: 7, isSubmitted: true });
    expect(state.form.identityDocument).toMatchObject({
      documentType: 'identityCard',
      issuingMunicipality: 'Parma',
    });

    // Saving step 6 again (Previous from 7) changes the data but creates no second enrolment.
    await saveSteps(client, user.email, 6, 6);
    expect(await ctx.db.select().from(enrolments)).toHaveLength(1);
    // The candidate area now shows the application.
    const overview = await client.get('/api/candidate/overview');
    expect(overview.statusCode).toBe(200);
    expect(overview.json().application).toMatchObject({ courseCode: PRODUCT, applicationStatus: 'Inviata' });
  });

  it('step 6 refuses a document type that is not a card, passport or licence, and requires the uploaded file', async () => {
    const { user, client } = await applicantAt(6, { showFee: false });
    const body = validSteps(user.email)[6];
    const notUploaded = await client.put(stepUrl(PRODUCT, 6), body);
    expect(notUploaded.statusCode).toBe(400);
    expect(errorOf(notUploaded).fields?.identityDocumentFile).toBe('application.required');
    const passport = {
      ...body,
      documentType: 'passport',
      issuingProvince: undefined,
      issuingMunicipality: undefined,
    };
    const wrongType = await client.put(stepUrl(PRODUCT, 6), { ...passport, documentType: 'tessera' });
    expect(errorOf(wrongType).fields?.documentType).toBe('application.invalidOption');
    expect(await ctx.db.select().from(enrolments)).toHaveLength(0);
  });
});

describe('GET /api/application/editions', () => {
  it('lists the editions open to applications, to anyone, without the closed ones', async () => {
    const res = await new TestClient(ctx.app).get('/api/application/editions');
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: { productCode: string; courseName: string }[] };
    const codes = items.map((item) => item.productCode);
    expect(codes).toContain(PRODUCT);
    expect(codes).toContain(OTHER_PRODUCT);
    expect(codes).not.toContain(CLOSED_PRODUCT);
    expect(items[0]).toEqual({
      productCode: expect.any(String),
      courseName: expect.any(String),
      editionName: expect.any(String),
    });
  });
});
