import { schoolClock } from '@school/domain/shared/clock';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applications, visas } from '../../db/schema/index.ts';
import {
  createApplication,
  createClothingOffer,
  createDocument,
  createInstalment,
  createUser,
  createVisa,
} from '../../test/fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

const CANDIDATE: Parameters<typeof signIn>[1] = { categories: ['Candidato'], sex: 'F' };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; fields?: Record<string, string> } }).error;

/** A day relative to today on the school's clock (Europe/Rome). */
function day(offset: number): string {
  const today = schoolClock(new Date()).today;
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

const colours = (res: { json(): unknown }) =>
  (res.json() as { statusBar: Array<{ name: string; colour: string }> }).statusBar.map(
    (i) => `${i.name}:${i.colour}`,
  );

describe('GET /api/candidate/overview', () => {
  it('gives the current application, the status bar computed by the domain rules and the tabs', async () => {
    const { user, client } = await signIn(ctx, CANDIDATE);
    const application = await createApplication(ctx.db, user.id, {
      generalStatus: 'Validato',
      editionStatus: 'confermata',
      enrolmentStatus: 'ok',
      completionStatus: 'ok',
      applicationStatus: 'Iscritto',
    });
    await createDocument(ctx.db, application.id, { status: 'Validato' });
    await createInstalment(ctx.db, application.id, { paymentDate: '2030-01-10', isPaid: true });
    const res = await client.get('/api/candidate/overview');
    expect(res.statusCode).toBe(200);
    expect(res.json().application).toMatchObject({
      id: application.id,
      courseCode: 'CUCINA-2027A',
      editionName: '2027A',
      generalStatus: 'Validato',
      applicationStatus: 'Iscritto',
    });
    expect(colours(res)).toEqual([
      'candidate:green',
      'documents:green',
      'edition:green',
      'enrolment:green',
      'payment:green',
      'completed:green',
    ]);
    expect(res.json().tabs).toEqual(['application', 'documents', 'payments', 'clothing']);
  });

  it('shows yellow, red, grey and the timer icon as the school set the states', async () => {
    const { user, client } = await signIn(ctx, CANDIDATE);
    const application = await createApplication(ctx.db, user.id, {
      generalStatus: 'in validazione',
      editionStatus: 'wait',
      enrolmentStatus: 'da fare',
      completionStatus: 'ko',
    });
    await createDocument(ctx.db, application.id, { status: 'Richiesto' });
    await createInstalment(ctx.db, application.id);
    const res = await client.get('/api/candidate/overview');
    expect(colours(res)).toEqual([
      'candidate:yellow',
      'documents:yellow',
      'edition:yellow',
      'enrolment:yellow',
      'payment:yellow',
      'completed:red',
    ]);
    expect(res.json().statusBar[2]).toMatchObject({
      variant: 'timer',
      messageKey: 'candidate.status.edition.wait',
    });
  });

  it('follows Pagamenti_in_regola__c when the candidate is green and has no payments', async () => {
    const { user, client } = await signIn(ctx, CANDIDATE);
    await createApplication(ctx.db, user.id, { generalStatus: 'validato', paymentsUpToDate: false });
    const res = await client.get('/api/candidate/overview');
    expect(res.json().statusBar[4]).toMatchObject({
      colour: 'yellow',
      messageKey: 'candidate.status.payment.notUpToDate',
    });
  });

  it('shows the visa tab only when the visa is enabled', async () => {
    const { user, client } = await signIn(ctx, CANDIDATE);
    const application = await createApplication(ctx.db, user.id, { visaEnabled: true });
    expect((await client.get('/api/candidate/overview')).json().tabs).not.toContain('visa');
    await createVisa(ctx.db, application.id);
    expect((await client.get('/api/candidate/overview')).json().tabs).toContain('visa');
    await ctx.db.update(applications).set({ visaEnabled: false }).where(eq(applications.id, application.id));
    expect((await client.get('/api/candidate/overview')).json().tabs).not.toContain('visa');
  });

  it('picks the active application over a newer inactive one', async () => {
    const { user, client } = await signIn(ctx, CANDIDATE);
    const active = await createApplication(ctx.db, user.id, { createdAt: new Date('2025-01-01') });
    await createApplication(ctx.db, user.id, { isActive: false, createdAt: new Date('2026-01-01') });
    expect((await client.get('/api/candidate/overview')).json().application.id).toBe(active.id);
  });

  it('answers an empty overview without an application', async () => {
    const { client } = await signIn(ctx, CANDIDATE);
    expect((await client.get('/api/candidate/overview')).json()).toEqual({
      application: null,
      statusBar: [],
      tabs: ['application'],
    });
  });

  it('never shows another person’s application', async () => {
    const other = await createUser(ctx.db, { categories: ['Candidato'] });
    await createApplication(ctx.db, other.id, { generalStatus: 'validato' });
    const { client } = await signIn(ctx, CANDIDATE);
    expect((await client.get('/api/candidate/overview')).json().application).toBeNull();
  });

  it('is 401 for a visitor and 403 for a graduate', async () => {
    expect((await new TestClient(ctx.app).get('/api/candidate/overview')).statusCode).toBe(401);
    const { client } = await signIn(ctx, { categories: ['Diplomato'] });
    expect((await client.get('/api/candidate/overview')).statusCode).toBe(403);
  });
});

describe('GET /api/candidate/applications (Storico)', () => {
  it('lists course, date and status of every own application, newest first', async () => {
    const { user, client } = await signIn(ctx, { categories: ['Studente'] });
    await createApplication(ctx.db, user.id, {
      courseName: 'Pasticceria',
      applicationStatus: 'Chiusa',
      isActive: false,
      createdAt: new Date('2024-02-01T10:00:00Z'),
    });
    await createApplication(ctx.db, user.id, {
      applicationStatus: 'In corso',
      createdAt: new Date('2026-02-01T10:00:00Z'),
    });
    const other = await createUser(ctx.db, { categories: ['Candidato'] });
    await createApplication(ctx.db, other.id);
    const res = await client.get('/api/candidate/applications');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject([
      {
        courseName: 'Corso Superiore di Cucina Italiana',
        status: 'In corso',
        createdAt: '2026-02-01T10:00:00.000Z',
      },
      { courseName: 'Pasticceria', status: 'Chiusa', createdAt: '2024-02-01T10:00:00.000Z', isActive: false },
    ]);
  });

  it('is 401 for a visitor and 403 for an employee', async () => {
    expect((await new TestClient(ctx.app).get('/api/candidate/applications')).statusCode).toBe(401);
    const { client } = await signIn(ctx, { categories: ['Dipendente'] });
    expect((await client.get('/api/candidate/applications')).statusCode).toBe(403);
  });
});

describe('GET /api/candidate/payments', () => {
  it('lists the instalments by due date, in cents, with payment date and paid flag', async () => {
    const { user, client } = await signIn(ctx, CANDIDATE);
    const application = await createApplication(ctx.db, user.id);
    await createInstalment(ctx.db, application.id, {
      number: '2',
      amountCents: 250_050,
      dueDate: '2030-03-31',
    });
    await createInstalment(ctx.db, application.id, {
      number: '1',
      amountCents: 100_000,
      dueDate: '2030-01-31',
      paymentDate: '2030-01-20',
      isPaid: true,
    });
    const res = await client.get('/api/candidate/payments');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject([
      { number: '1', amountCents: 100_000, dueDate: '2030-01-31', paymentDate: '2030-01-20', isPaid: true },
      { number: '2', amountCents: 250_050, dueDate: '2030-03-31', paymentDate: null, isPaid: false },
    ]);
  });

  it('shows no instalment of another person, and is 401 for a visitor', async () => {
    const other = await createUser(ctx.db, { categories: ['Candidato'] });
    await createInstalment(ctx.db, (await createApplication(ctx.db, other.id)).id);
    const { client } = await signIn(ctx, CANDIDATE);
    expect((await client.get('/api/candidate/payments')).json().items).toEqual([]);
    expect((await new TestClient(ctx.app).get('/api/candidate/payments')).statusCode).toBe(401);
  });
});

describe('GET and PUT /api/candidate/clothing', () => {
  const OFFER = {
    shoes: ['42', '36', '38.5', '40'],
    polo: ['XL', 'S', 'XXL', 'M', 'XS'],
    trousers: ['44', '40', '42'],
  };
  async function candidateWithOffer(values: Partial<Parameters<typeof createApplication>[2]> = {}) {
    const setup = await signIn(ctx, CANDIDATE);
    const application = await createApplication(ctx.db, setup.user.id, { clothingVisible: true, ...values });
    await createClothingOffer(ctx.db, 'CUCINA-2027A', 'F', OFFER);
    await createClothingOffer(ctx.db, 'CUCINA-2027A', 'M', { shoes: ['44'], bomber: ['L'] });
    await createClothingOffer(ctx.db, 'PASTICCERIA', 'F', { vest: ['M'] });
    return { ...setup, application };
  }

  it('offers the sizes for the course code and sex, sorted 10XS to 10XL and shoes numerically', async () => {
    const { client } = await candidateWithOffer();
    const res = await client.get('/api/candidate/clothing');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isEditable: true,
      formState: 'open',
      offer: {
        shoes: ['36', '38.5', '40', '42'],
        bomber: [],
        shirt: [],
        jacket: [],
        vest: [],
        trousers: ['40', '42', '44'],
        polo: ['XS', 'S', 'M', 'XL', 'XXL'],
      },
      sizes: { shoes: null, bomber: null, shirt: null, jacket: null, vest: null, trousers: null, polo: null },
    });
  });

  it('confirms when every offered size is chosen: saves, marks compiled with the date and locks', async () => {
    const { client, application } = await candidateWithOffer();
    const res = await client.put('/api/candidate/clothing', { shoes: '38.5', polo: ' M ', trousers: '42' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isEditable: false,
      formState: 'sent',
      sizes: { shoes: '38.5', polo: 'M', trousers: '42', bomber: null },
    });
    const [row] = await ctx.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row).toMatchObject({
      shoeSize: '38.5',
      poloSize: 'M',
      trousersSize: '42',
      clothingCompiled: true,
    });
    expect(row?.clothingCompiledAt).toBeInstanceOf(Date);
    const again = await client.put('/api/candidate/clothing', { shoes: '40', polo: 'M', trousers: '42' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('candidate.clothingNotEditable');
  });

  it.each([
    [
      'a missing size',
      { shoes: '38.5', polo: 'M' },
      'candidate.clothingIncomplete',
      'trousers',
      'candidate.required',
    ],
    [
      'a size not offered',
      { shoes: '47', polo: 'M', trousers: '42' },
      'candidate.clothingSizeNotOffered',
      'shoes',
      'candidate.clothingSizeNotOffered',
    ],
    [
      'an item not offered',
      { shoes: '40', polo: 'M', trousers: '42', bomber: 'L' },
      'candidate.clothingSizeNotOffered',
      'bomber',
      'candidate.clothingSizeNotOffered',
    ],
  ])('refuses %s and saves nothing', async (_case, body, code, field, fieldCode) => {
    const { client, application } = await candidateWithOffer();
    const res = await client.put('/api/candidate/clothing', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe(code);
    expect(errorOf(res).fields?.[field]).toBe(fieldCode);
    const [row] = await ctx.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row).toMatchObject({ shoeSize: null, clothingCompiled: false });
  });

  it.each([
    ['an unknown item', { hat: 'M' }],
    ['an empty size', { polo: '' }],
    ['a size over 20 characters', { polo: 'M'.repeat(21) }],
  ])('refuses %s as an invalid request', async (_case, body) => {
    const { client } = await candidateWithOffer();
    const res = await client.put('/api/candidate/clothing', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('request.invalid');
  });

  it.each([
    ['not visible', { clothingVisible: false }],
    ['already compiled', { clothingCompiled: true }],
    ['already sent', { clothingSent: true }],
  ])('is not editable when %s (409)', async (_case, values) => {
    const { client } = await candidateWithOffer(values);
    expect((await client.get('/api/candidate/clothing')).json().isEditable).toBe(false);
    const res = await client.put('/api/candidate/clothing', { shoes: '40', polo: 'M', trousers: '42' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('candidate.clothingNotEditable');
  });

  it('answers 404 without an application, 401 for a visitor, 403 for an external user', async () => {
    const { client } = await signIn(ctx, CANDIDATE);
    expect((await client.get('/api/candidate/clothing')).statusCode).toBe(404);
    expect((await new TestClient(ctx.app).put('/api/candidate/clothing', { polo: 'M' })).statusCode).toBe(
      401,
    );
    const external = await signIn(ctx, { categories: ['Esterno'] });
    expect((await external.client.put('/api/candidate/clothing', { polo: 'M' })).statusCode).toBe(403);
  });
});

describe('the visa tab', () => {
  async function visaApplicant(values: Partial<Parameters<typeof createVisa>[2]> = {}) {
    const setup = await signIn(ctx, CANDIDATE);
    const application = await createApplication(ctx.db, setup.user.id, { visaEnabled: true });
    const visa = await createVisa(ctx.db, application.id, values);
    return { ...setup, application, visa };
  }
  const visaRow = async (id: string) => (await ctx.db.select().from(visas).where(eq(visas.id, id)))[0];
  const embassy = () => ({
    appointmentDate: day(10),
    embassyName: 'Ambasciata d’Italia a Pechino',
    embassyAddress: ' 2 Sanlitun Dong Er Jie ',
    acceptance: true,
  });
  const flight = () => ({ arrival: `${day(30)}T14:25`, airport: 'bologna blq', ticket: 'az123' });

  it('GET gives the record, or null when the visa is not enabled', async () => {
    const { client, application } = await visaApplicant();
    expect((await client.get('/api/candidate/visa')).json().visa).toMatchObject({
      recordType: 'Visto D',
      acceptance: false,
    });
    await ctx.db.update(applications).set({ visaEnabled: false }).where(eq(applications.id, application.id));
    expect((await client.get('/api/candidate/visa')).json()).toEqual({ visa: null });
  });

  it('walks a Visto D through phases 1 to 3, upper-casing and setting "Attesa visto ambasciata"', async () => {
    const { client, visa } = await visaApplicant();
    const one = await client.put('/api/candidate/visa/embassy', embassy());
    expect(one.statusCode).toBe(200);
    expect(one.json().visa).toMatchObject({
      status: 'Attesa visto ambasciata',
      embassyName: 'AMBASCIATA D’ITALIA A PECHINO',
      embassyAddress: '2 SANLITUN DONG ER JIE',
      acceptance: true,
    });
    const two = await client.put('/api/candidate/visa/flight', flight());
    expect(two.statusCode).toBe(200);
    expect(two.json().visa).toMatchObject({
      arrivalAirport: 'BOLOGNA BLQ',
      flightTicket: 'AZ123',
      flightArrival: `${day(30)}T14:25`,
    });
    const three = await client.put('/api/candidate/visa/outcome', {
      outcome: 'granted',
      startDate: day(20),
      expiryDate: day(400),
    });
    expect(three.statusCode).toBe(200);
    expect(await visaRow(visa.id)).toMatchObject({
      visaStartDate: day(20),
      visaExpiryDate: day(400),
      status: 'Visto concesso',
    });
    // "The outcome (granted or not) is locked once saved"
    const again = await client.put('/api/candidate/visa/outcome', { outcome: 'refused', reason: 'no' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('candidate.visaOutcomeLocked');
  });

  it('records a refusal reason in upper case', async () => {
    const { client, visa } = await visaApplicant({
      embassyAppointmentDate: day(5),
      embassyName: 'A',
      embassyAddress: 'B',
      acceptance: true,
      flightArrival: `${day(30)}T10:00`,
      arrivalAirport: 'BLQ',
      flightTicket: 'T',
    });
    const res = await client.put('/api/candidate/visa/outcome', {
      outcome: 'refused',
      reason: 'documenti incompleti',
    });
    expect(res.statusCode).toBe(200);
    expect((await visaRow(visa.id))?.refusalReason).toBe('DOCUMENTI INCOMPLETI');
  });

  it('refuses phases not reached yet, and phase 3 for a Visto C', async () => {
    const { client } = await visaApplicant();
    const res = await client.put('/api/candidate/visa/flight', flight());
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('candidate.visaPhaseNotReached');
    await ctx.reset();
    const c = await visaApplicant({
      recordType: 'Visto C',
      embassyAppointmentDate: day(5),
      embassyName: 'A',
      embassyAddress: 'B',
      flightArrival: `${day(30)}T10:00`,
      arrivalAirport: 'BLQ',
      flightTicket: 'T',
    });
    const outcome = await c.client.put('/api/candidate/visa/outcome', { outcome: 'refused', reason: 'X' });
    expect(errorOf(outcome).code).toBe('candidate.visaPhaseNotReached');
  });

  it('lets a saved phase 1 change while the appointment is not past (Modifica), then locks it', async () => {
    const { client, visa } = await visaApplicant({
      embassyAppointmentDate: day(0),
      embassyName: 'A',
      embassyAddress: 'B',
      acceptance: true,
    });
    expect((await client.put('/api/candidate/visa/embassy', embassy())).statusCode).toBe(200);
    await ctx.db
      .update(visas)
      .set({ embassyAppointmentDate: day(-1) })
      .where(eq(visas.id, visa.id));
    const res = await client.put('/api/candidate/visa/embassy', embassy());
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('candidate.visaPhaseLocked');
    expect((await visaRow(visa.id))?.embassyAppointmentDate).toBe(day(-1));
  });

  it.each([
    ['a date in the past', { appointmentDate: day(-1) }, 'appointmentDate', 'candidate.dateInPast'],
    ['an impossible date', { appointmentDate: '2030-02-30' }, 'appointmentDate', 'candidate.invalidDate'],
    ['a date after 2100', { appointmentDate: '2101-01-01' }, 'appointmentDate', 'candidate.invalidDate'],
    ['no acceptance', { acceptance: false }, 'acceptance', 'candidate.acceptanceRequired'],
    ['an empty embassy name', { embassyName: '  ' }, 'embassyName', 'candidate.required'],
  ])('refuses phase 1 with %s and saves nothing', async (_case, patch, field, code) => {
    const { client, visa } = await visaApplicant();
    const res = await client.put('/api/candidate/visa/embassy', { ...embassy(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.[field]).toBe(code);
    expect(await visaRow(visa.id)).toMatchObject({ embassyName: null, status: null });
  });

  it.each([
    ['an arrival yesterday', { arrival: `${day(-1)}T23:59` }, 'arrival', 'candidate.dateInPast'],
    ['an arrival without time', { arrival: day(3) }, 'arrival', 'candidate.invalidDate'],
    ['no ticket', { ticket: '' }, 'ticket', 'candidate.required'],
  ])('refuses the flight with %s', async (_case, patch, field, code) => {
    const { client } = await visaApplicant({
      embassyAppointmentDate: day(5),
      embassyName: 'A',
      embassyAddress: 'B',
    });
    const res = await client.put('/api/candidate/visa/flight', { ...flight(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.[field]).toBe(code);
  });

  it('refuses an expiry before the start', async () => {
    const { client } = await visaApplicant({
      embassyAppointmentDate: day(5),
      embassyName: 'A',
      embassyAddress: 'B',
      flightArrival: `${day(30)}T10:00`,
      arrivalAirport: 'BLQ',
      flightTicket: 'T',
    });
    const res = await client.put('/api/candidate/visa/outcome', {
      outcome: 'granted',
      startDate: day(10),
      expiryDate: day(9),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.expiryDate).toBe('candidate.visaExpiryBeforeStart');
  });

  it('is 409 candidate.visaNotEnabled without a visa, 401 for a visitor, 403 for a graduate', async () => {
    const { user, client } = await signIn(ctx, CANDIDATE);
    await createApplication(ctx.db, user.id);
    const res = await client.put('/api/candidate/visa/embassy', embassy());
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('candidate.visaNotEnabled');
    expect((await new TestClient(ctx.app).put('/api/candidate/visa/embassy', embassy())).statusCode).toBe(
      401,
    );
    const graduate = await signIn(ctx, { categories: ['Diplomato'] });
    expect((await graduate.client.get('/api/candidate/visa')).statusCode).toBe(403);
  });
});
