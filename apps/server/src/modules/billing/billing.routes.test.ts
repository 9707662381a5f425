import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applications, billingRecords, enrolments } from '../../db/schema/index.ts';
import { createApplication, createBillingRecord, createUser } from '../../test/fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

const CANDIDATE: Parameters<typeof signIn>[1] = { categories: ['Candidato'] };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; fields?: Record<string, string> } }).error;

const EMPTY = {
  type: 'MeStesso',
  companyName: '',
  vatNumber: '',
  taxCode: '',
  sdiCode: '',
  certifiedEmail: '',
  email: '',
  phone: '',
  street: '',
  city: '',
  province: '',
  postalCode: '',
  country: '',
  firstName: '',
  lastName: '',
  sex: '',
  birthDate: '',
  birthCity: '',
  birthProvince: '',
  birthCountry: '',
  citizenship: '',
  legalRepFirstName: '',
  legalRepLastName: '',
  legalRepEmail: '',
};
const COMPANY = {
  type: 'PersonaGiuridica',
  companyName: 'Trattoria Da Mario Srl',
  vatNumber: '01234567890',
  taxCode: '01234567890',
  sdiCode: 'M5UXCR1',
  certifiedEmail: 'trattoria@pec.it',
  street: 'Via Emilia 1',
  city: 'Parma',
  postalCode: '43121',
  province: 'PR',
  country: 'Italia',
  legalRepFirstName: 'Mario',
  legalRepLastName: 'Rossi',
  legalRepEmail: 'mario@trattoria.it',
};
const IBAN = 'IT60 X054 2811 1010 0000 0123 456';

async function recordOf(userId: string, kind: 'course' | 'housing') {
  const [row] = await ctx.db
    .select()
    .from(billingRecords)
    .where(and(eq(billingRecords.userId, userId), eq(billingRecords.kind, kind)));
  return row;
}

describe('GET /api/billing', () => {
  it('gives an empty, locked course form (MeStesso) and no housing form to a candidate without records', async () => {
    const { client } = await signIn(ctx, CANDIDATE);
    const res = await client.get('/api/billing');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      course: { form: EMPTY, state: { requestingCount: 0, compiled: false, sent: false, compiledAt: null } },
      housing: null,
    });
  });

  it('gives the housing form with a housing record, with IBAN and holder', async () => {
    const { user, client } = await signIn(ctx, { categories: ['Studente'] });
    await createBillingRecord(ctx.db, user.id, { kind: 'course', requestingCount: 1, city: 'Parma' });
    await createBillingRecord(ctx.db, user.id, { kind: 'housing', iban: 'IT60X0542811101000000123456' });
    const res = await client.get('/api/billing');
    expect(res.json().course).toMatchObject({ form: { city: 'Parma' }, state: { requestingCount: 1 } });
    expect(res.json().housing.form).toMatchObject({ iban: 'IT60X0542811101000000123456', ibanHolder: '' });
  });

  it('shows the housing form to a person with a housing contract', async () => {
    const { client } = await signIn(ctx, {
      categories: ['Studente'],
      enrolments: [{ kind: 'housing', isActiveHousing: true }],
    });
    expect((await client.get('/api/billing')).json().housing.state.requestingCount).toBe(0);
  });

  it('is 401 for a visitor and 403 for users without extended data', async () => {
    expect((await new TestClient(ctx.app).get('/api/billing')).statusCode).toBe(401);
    for (const category of ['Dipendente', 'Esterno', 'Insegnante'] as const) {
      const { client } = await signIn(ctx, { categories: [category] });
      expect((await client.get('/api/billing')).statusCode).toBe(403);
    }
  });
});

describe('PUT /api/billing/course and /housing (draft)', () => {
  it('saves a draft of an editable form, only for its owner', async () => {
    const other = await createUser(ctx.db, { categories: ['Candidato'] });
    await createBillingRecord(ctx.db, other.id, { kind: 'course', requestingCount: 1, city: 'Roma' });
    const { user, client } = await signIn(ctx, CANDIDATE);
    await createBillingRecord(ctx.db, user.id, { kind: 'course', requestingCount: 1 });
    const res = await client.put('/api/billing/course', {
      ...EMPTY,
      type: 'PersonaFisica',
      city: 'Parma',
      birthDate: '1970-05-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().course.form).toMatchObject({
      type: 'PersonaFisica',
      city: 'Parma',
      birthDate: '1970-05-01',
    });
    expect(await recordOf(user.id, 'course')).toMatchObject({ city: 'Parma', sent: false, compiled: false });
    expect((await recordOf(other.id, 'course'))?.city).toBe('Roma');
  });

  it.each([
    ['no record requesting data', { requestingCount: 0 }],
    ['a compiled form', { requestingCount: 1, compiled: true }],
    ['a sent form', { requestingCount: 1, sent: true }],
  ])('refuses %s with 409 billing.notEditable', async (_case, values) => {
    const { user, client } = await signIn(ctx, CANDIDATE);
    await createBillingRecord(ctx.db, user.id, { kind: 'course', ...values });
    const res = await client.put('/api/billing/course', { ...EMPTY, city: 'Parma' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('billing.notEditable');
    expect((await recordOf(user.id, 'course'))?.city).toBe('');
  });

  it('refuses without any record (409) and housing without a housing record (404)', async () => {
    const { client } = await signIn(ctx, CANDIDATE);
    expect(errorOf(await client.put('/api/billing/course', EMPTY)).code).toBe('billing.notEditable');
    const housing = await client.put('/api/billing/housing', { ...EMPTY, iban: '', ibanHolder: '' });
    expect(housing.statusCode).toBe(404);
    expect(errorOf(housing).code).toBe('billing.noHousingBilling');
  });

  it.each([
    ['a postcode with letters', { postalCode: '43A21' }, 'postalCode', 'billing.invalidPostcode'],
    ['a wrong e-mail', { email: 'no-mail' }, 'email', 'billing.invalidEmail'],
    ['an impossible birth date', { birthDate: '1990-02-30' }, 'birthDate', 'billing.invalidDate'],
    ['a birth date out of range', { birthDate: '1850-01-01' }, 'birthDate', 'billing.invalidDate'],
    ['an unknown type', { type: 'Azienda' }, 'type', 'billing.invalidType'],
    ['an unknown field', { isBlocked: true }, '_', 'invalid'],
  ])('refuses %s and saves nothing', async (_case, patch, field, code) => {
    const { user, client } = await signIn(ctx, CANDIDATE);
    await createBillingRecord(ctx.db, user.id, { kind: 'course', requestingCount: 1 });
    const res = await client.put('/api/billing/course', { ...EMPTY, city: 'Parma', ...patch });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.[field]).toBe(code);
    expect((await recordOf(user.id, 'course'))?.city).toBe('');
  });

  it('refuses an invalid IBAN in a housing draft', async () => {
    const { user, client } = await signIn(ctx, { categories: ['Studente'] });
    await createBillingRecord(ctx.db, user.id, { kind: 'housing', requestingCount: 1 });
    const res = await client.put('/api/billing/housing', {
      ...EMPTY,
      iban: 'IT60X0542811101000000123457',
      ibanHolder: '',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.iban).toBe('billing.invalidIban');
  });
});

describe('POST /api/billing/course/confirm and /housing/confirm', () => {
  it('confirms MeStesso: locks the form, records the date and updates the application', async () => {
    const { user, client } = await signIn(ctx, CANDIDATE);
    const application = await createApplication(ctx.db, user.id);
    await createBillingRecord(ctx.db, user.id, { kind: 'course', requestingCount: 1, city: 'Bozza' });
    const res = await client.post('/api/billing/course/confirm', { type: 'MeStesso' });
    expect(res.statusCode).toBe(200);
    expect(res.json().course.state).toMatchObject({ compiled: true, sent: true });
    expect(Date.parse(res.json().course.state.compiledAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.json().course.form.city).toBe('');
    const [app] = await ctx.db.select().from(applications).where(eq(applications.id, application.id));
    expect(app).toMatchObject({ billingCompiled: true });
    expect(app?.billingCompiledAt).toBeInstanceOf(Date);
    const again = await client.post('/api/billing/course/confirm', { type: 'MeStesso' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('billing.notEditable');
  });

  it('confirms a company with every required field, storing other types’ fields empty', async () => {
    const { user, client } = await signIn(ctx, CANDIDATE);
    await createBillingRecord(ctx.db, user.id, { kind: 'course', requestingCount: 1, firstName: 'Bozza' });
    const res = await client.post('/api/billing/course/confirm', { ...EMPTY, ...COMPANY });
    expect(res.statusCode).toBe(200);
    expect(await recordOf(user.id, 'course')).toMatchObject({ ...COMPANY, firstName: '', sent: true });
  });

  it.each(['companyName', 'vatNumber', 'certifiedEmail', 'sdiCode', 'legalRepEmail', 'taxCode', 'province'])(
    'refuses a company without %s and leaves the form open',
    async (field) => {
      const { user, client } = await signIn(ctx, CANDIDATE);
      await createBillingRecord(ctx.db, user.id, { kind: 'course', requestingCount: 1 });
      const res = await client.post('/api/billing/course/confirm', { ...COMPANY, [field]: '' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields?.[field]).toBe('billing.required');
      expect(await recordOf(user.id, 'course')).toMatchObject({ sent: false, compiled: false });
    },
  );

  it('confirms housing with a valid IBAN (stored without spaces) and updates the housing contract', async () => {
    const { user, client } = await signIn(ctx, {
      categories: ['Studente'],
      enrolments: [{ kind: 'housing', isActiveHousing: true }],
    });
    const [housing] = await ctx.db.select().from(enrolments).where(eq(enrolments.userId, user.id));
    await createBillingRecord(ctx.db, user.id, {
      kind: 'housing',
      requestingCount: 1,
      enrolmentId: housing?.id,
    });
    const res = await client.post('/api/billing/housing/confirm', {
      type: 'MeStesso',
      iban: IBAN,
      ibanHolder: 'Luca Studenti',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().housing.state).toMatchObject({ sent: true, compiled: true });
    expect(await recordOf(user.id, 'housing')).toMatchObject({
      iban: 'IT60X0542811101000000123456',
      ibanHolder: 'Luca Studenti',
    });
    const [after] = await ctx.db.select().from(enrolments).where(eq(enrolments.userId, user.id));
    expect(after?.housingBillingCompiled).toBe(true);
  });

  it.each([
    ['without IBAN', { iban: '' }, 'iban', 'billing.required'],
    ['with a wrong check digit', { iban: 'IT61X0542811101000000123456' }, 'iban', 'billing.invalidIban'],
    ['without holder', { ibanHolder: ' ' }, 'ibanHolder', 'billing.required'],
  ])('refuses housing %s', async (_case, patch, field, code) => {
    const { user, client } = await signIn(ctx, { categories: ['Studente'] });
    await createBillingRecord(ctx.db, user.id, { kind: 'housing', requestingCount: 1 });
    const res = await client.post('/api/billing/housing/confirm', {
      type: 'MeStesso',
      iban: IBAN,
      ibanHolder: 'L',
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.[field]).toBe(code);
    expect((await recordOf(user.id, 'housing'))?.sent).toBe(false);
  });

  it('is 401 for a visitor and 403 for an external user', async () => {
    expect(
      (await new TestClient(ctx.app).post('/api/billing/course/confirm', { type: 'MeStesso' })).statusCode,
    ).toBe(401);
    const { client } = await signIn(ctx, { categories: ['Esterno'] });
    expect((await client.post('/api/billing/course/confirm', { type: 'MeStesso' })).statusCode).toBe(403);
  });
});
