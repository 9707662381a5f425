import { VOUCHER_REGISTRATION } from '@school/domain/testing/voucher-registration';
import type { RedeemVoucherResponse } from '@school/domain/vouchers/contracts/vouchers';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  courseEditions,
  enrolments,
  mailOutbox,
  users,
  voucherRedemptions,
  vouchers,
} from '../../db/schema/index.ts';
import { DEMO_EDITIONS } from '../../db/seed/demo-application.ts';
import { allArrived } from '../../test/all-arrived.ts';
import { errorOf, signIn } from '../../test/application-fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { schoolToday } from './vouchers.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await ctx.db.insert(courseEditions).values(DEMO_EDITIONS);
});

const LOOKUP = '/api/vouchers/lookup';
const REDEEM = '/api/vouchers/redeem';
const REGISTER = '/api/vouchers/register';

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

let sequence = 0;
async function voucher(values: Partial<typeof vouchers.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(vouchers)
    .values({
      code: `TESTCODE${String(++sequence).padStart(2, '0')}`,
      productCode: 'CUCINA-2027A',
      kind: 'course',
      maxUses: 1,
      ...values,
    })
    .returning();
  if (!row) throw new Error('voucher not created');
  return row;
}
const usesOf = async (id: string) =>
  (await ctx.db.select({ uses: vouchers.uses }).from(vouchers).where(eq(vouchers.id, id)))[0]?.uses;
const redemptionCount = async (id: string) =>
  (
    await ctx.db.select({ n: count() }).from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, id))
  )[0]?.n;
const userCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]?.n;

const REGISTRATION = VOUCHER_REGISTRATION;

describe('POST /api/vouchers/lookup (searchVoucher)', () => {
  it('answers the course and edition of a valid code, typed in any case, with spaces or hyphens', async () => {
    await voucher({ code: 'ABCDE23456' });
    for (const code of ['ABCDE23456', ' abcde-23456 ', 'AbCdE 23456']) {
      const res = await new TestClient(ctx.app).post(LOOKUP, { code });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().voucher).toEqual({
        code: 'ABCDE23456',
        kind: 'course',
        courseName: 'Corso Superiore di Cucina Italiana',
        editionName: '2027A',
        productCode: 'CUCINA-2027A',
        startsOn: '2027-01-11',
      });
    }
  });

  it('"Voucher non trovato!": no such code, a disabled voucher, an expired one', async () => {
    await voucher({ code: 'DISABLED01', disabledAt: new Date() });
    await voucher({ code: 'EXPIRED001', expiresOn: addDays(schoolToday(), -1) });
    for (const code of ['NOSUCHCODE', 'DISABLED01', 'EXPIRED001']) {
      const res = await new TestClient(ctx.app).post(LOOKUP, { code });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('vouchers.notFound');
    }
  });

  it('a voucher is valid through its last day', async () => {
    await voucher({ code: 'LASTDAY001', expiresOn: schoolToday() });
    expect((await new TestClient(ctx.app).post(LOOKUP, { code: 'LASTDAY001' })).statusCode).toBe(200);
  });

  it('"Voucher già riscosso": every use taken, or redeemed by this person already', async () => {
    await voucher({ code: 'USEDUP0001', uses: 1, maxUses: 1 });
    const used = await new TestClient(ctx.app).post(LOOKUP, { code: 'USEDUP0001' });
    expect(used.statusCode).toBe(409);
    expect(errorOf(used).code).toBe('vouchers.alreadyRedeemed');

    await voucher({ code: 'MANYUSES01', maxUses: 5 });
    const { client } = await signIn(ctx);
    expect((await client.post(REDEEM, { code: 'MANYUSES01' })).statusCode).toBe(201);
    const again = await client.post(LOOKUP, { code: 'MANYUSES01' });
    expect(errorOf(again).code).toBe('vouchers.alreadyRedeemed');
    // Someone else may still use it.
    expect((await new TestClient(ctx.app).post(LOOKUP, { code: 'MANYUSES01' })).statusCode).toBe(200);
  });

  it.each([
    ['ABCD#12345', 'vouchers.invalidCode'],
    ["ABC'; DELETE FROM vouchers; --", 'vouchers.invalidCode'],
    ['ABCDÉ12345', 'vouchers.invalidCode'],
    ['ABC\u200bDE', 'vouchers.invalidCode'],
    ['A'.repeat(5000), 'vouchers.invalidCode'],
    ['   ', 'application.required'],
    [12345, 'application.required'],
  ])('refuses %j with a clear code per field, before any query', async (code, field) => {
    await ctx.settled();
    const before = ctx.queryCount();
    const res = await new TestClient(ctx.app).post(LOOKUP, { code });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'request.invalid', fields: { code: field } });
    // The CSRF cookie's request aside, nothing was read for the code.
    expect(ctx.queryCount() - before).toBeLessThanOrEqual(1);
  });

  it('refuses control characters and unknown fields', async () => {
    const nul = await new TestClient(ctx.app).post(LOOKUP, { code: 'ABCD\u000012345' });
    expect(errorOf(nul).code).toBe('request.controlCharacters');
    const extra = await new TestClient(ctx.app).post(LOOKUP, { code: 'ABCDE23456', userId: 'x' });
    expect(extra.statusCode).toBe(400);
  });

  it('needs the CSRF token like every state-changing request', async () => {
    const res = await new TestClient(ctx.app).post(LOOKUP, { code: 'ABCDE23456' }, { csrf: false });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/vouchers/redeem (the enrolment moves to the signed-in person)', () => {
  it('answers 401 to visitors', async () => {
    await voucher({ code: 'ABCDE23456' });
    const res = await new TestClient(ctx.app).post(REDEEM, { code: 'ABCDE23456' });
    expect(res.statusCode).toBe(401);
    expect(await usesOf((await ctx.db.select().from(vouchers))[0]!.id)).toBe(0);
  });

  it('gives the person the enrolment of the edition, makes them Candidato, and says so', async () => {
    const v = await voucher({ code: 'ABCDE23456' });
    const { client, user } = await signIn(ctx, { categories: [] });
    const res = await client.post(REDEEM, { code: 'abcde-23456' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as RedeemVoucherResponse;
    expect(body.voucher.courseName).toBe('Corso Superiore di Cucina Italiana');
    const [enrolment] = await ctx.db.select().from(enrolments).where(eq(enrolments.id, body.enrolmentId));
    expect(enrolment).toMatchObject({
      userId: user.id,
      kind: 'course',
      productCode: 'CUCINA-2027A',
      isActive: true,
      name: 'Corso Superiore di Cucina Italiana 2027A',
    });
    expect(await usesOf(v.id)).toBe(1);
    const [person] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(person?.categories).toEqual(['Candidato']);
    // The person's enrolments as the portal reads them.
    const me = (await client.get('/api/me')).json() as { user: { enrolments?: Array<{ id: string }> } };
    expect(JSON.stringify(me)).toContain(body.enrolmentId);
  });

  it('keeps the categories of a student, and a housing voucher gives a housing enrolment', async () => {
    await voucher({ code: 'HOUSING001', kind: 'housing' });
    const { client, user } = await signIn(ctx, { categories: ['Studente'] });
    const res = await client.post(REDEEM, { code: 'HOUSING001' });
    expect(res.statusCode).toBe(201);
    const [person] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(person?.categories).toEqual(['Studente']);
    const [enrolment] = await ctx.db.select().from(enrolments).where(eq(enrolments.userId, user.id));
    expect(enrolment).toMatchObject({ kind: 'housing', isActiveHousing: true });
  });

  it('"Voucher già riscosso" for the second person of a single-use voucher, and for the same person twice', async () => {
    const v = await voucher({ code: 'ABCDE23456' });
    const first = await signIn(ctx);
    expect((await first.client.post(REDEEM, { code: 'ABCDE23456' })).statusCode).toBe(201);
    const again = await first.client.post(REDEEM, { code: 'ABCDE23456' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('vouchers.alreadyRedeemed');
    const other = await signIn(ctx);
    const res = await other.client.post(REDEEM, { code: 'ABCDE23456' });
    expect(errorOf(res).code).toBe('vouchers.alreadyRedeemed');
    expect(await usesOf(v.id)).toBe(1);
    expect(await redemptionCount(v.id)).toBe(1);
    const [held] = await ctx.db
      .select({ n: count() })
      .from(enrolments)
      .where(eq(enrolments.userId, other.user.id));
    expect(held?.n).toBe(0);
  });

  it('allows at most its maximum of uses, once per person', async () => {
    const v = await voucher({ code: 'THREEUSES1', maxUses: 3 });
    const people = await Promise.all(Array.from({ length: 4 }, () => signIn(ctx)));
    const statuses: number[] = [];
    for (const { client } of people)
      statuses.push((await client.post(REDEEM, { code: 'THREEUSES1' })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 409]);
    expect(await usesOf(v.id)).toBe(3);
    expect((await people[0]!.client.post(REDEEM, { code: 'THREEUSES1' })).statusCode).toBe(409);
  });

  it('a voucher without a maximum serves everyone once', async () => {
    const v = await voucher({ code: 'NOLIMIT001', maxUses: null, uses: 40 });
    const { client } = await signIn(ctx);
    expect((await client.post(REDEEM, { code: 'NOLIMIT001' })).statusCode).toBe(201);
    expect(await usesOf(v.id)).toBe(41);
  });

  it('"Voucher non trovato!" for an expired or disabled voucher: nothing is given', async () => {
    await voucher({ code: 'EXPIRED001', expiresOn: addDays(schoolToday(), -1) });
    await voucher({ code: 'DISABLED01', disabledAt: new Date() });
    const { client, user } = await signIn(ctx);
    for (const code of ['EXPIRED001', 'DISABLED01', 'NOSUCHCODE']) {
      const res = await client.post(REDEEM, { code });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('vouchers.notFound');
    }
    expect(await ctx.db.select().from(enrolments).where(eq(enrolments.userId, user.id))).toHaveLength(0);
  });

  it('refuses odd characters and wrong types', async () => {
    const { client } = await signIn(ctx);
    for (const code of ['AB CD%', null, { code: 'X' }, ['ABCDE23456']]) {
      const res = await client.post(REDEEM, { code });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('request.invalid');
    }
  });
});

describe('redemption is atomic', () => {
  it('the same single-use code redeemed from two sessions at once: exactly one success', async () => {
    for (let round = 0; round < 5; round++) {
      const v = await voucher();
      const [a, b] = await Promise.all([signIn(ctx), signIn(ctx)]);
      const results = await Promise.all([
        a!.client.post(REDEEM, { code: v.code }),
        b!.client.post(REDEEM, { code: v.code }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(errorOf(results.find((r) => r.statusCode === 409)!).code).toBe('vouchers.alreadyRedeemed');
      expect(await usesOf(v.id)).toBe(1);
      expect(await redemptionCount(v.id)).toBe(1);
      const given = await ctx.db
        .select({ n: count() })
        .from(enrolments)
        .where(and(eq(enrolments.productCode, 'CUCINA-2027A')));
      expect(given[0]?.n).toBe(round + 1);
    }
  });

  it('ten people at once on a voucher of three uses: three successes', async () => {
    const v = await voucher({ maxUses: 3 });
    const people = await Promise.all(Array.from({ length: 10 }, () => signIn(ctx)));
    const results = await Promise.all(people.map(({ client }) => client.post(REDEEM, { code: v.code })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(await usesOf(v.id)).toBe(3);
    expect(await redemptionCount(v.id)).toBe(3);
  });

  it('one person in two sessions at once on a voucher of many uses: one redemption', async () => {
    const v = await voucher({ maxUses: 10 });
    const { user, client } = await signIn(ctx);
    const second = new TestClient(ctx.app, '10.0.0.2');
    expect(
      (await second.post('/api/auth/login', { username: user.username, password: 'S3cret-pass!' }))
        .statusCode,
    ).toBe(200);
    const results = await Promise.all([
      client.post(REDEEM, { code: v.code }),
      second.post(REDEEM, { code: v.code }),
      client.post(REDEEM, { code: v.code }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await usesOf(v.id)).toBe(1);
    expect(await redemptionCount(v.id)).toBe(1);
  });

  it('negative control: without the conditional update the same single-use code is redeemed twice', async () => {
    const v = await voucher();
    const [a, b] = await Promise.all([signIn(ctx), signIn(ctx)]);
    const reads = allArrived(2);
    /** Read, compare, wait for the other's read, write what was read plus one: no condition, no lock. */
    const naiveRedeem = async (userId: string) => {
      const [row] = await ctx.db.select().from(vouchers).where(eq(vouchers.id, v.id));
      await reads.arrive();
      if (!row || (row.maxUses !== null && row.uses >= row.maxUses)) return false;
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(vouchers)
          .set({ uses: row.uses + 1 })
          .where(eq(vouchers.id, v.id));
        const [enrolment] = await tx
          .insert(enrolments)
          .values({ userId, name: 'Corso', kind: 'course', productCode: v.productCode })
          .returning();
        await tx.insert(voucherRedemptions).values({ voucherId: v.id, userId, enrolmentId: enrolment!.id });
      });
      return true;
    };
    const done = await Promise.all([naiveRedeem(a!.user.id), naiveRedeem(b!.user.id)]);
    expect(done).toEqual([true, true]);
    // Two people hold the enrolment of a voucher of one use, and its counter says 1.
    expect(await redemptionCount(v.id)).toBe(2);
    expect(await usesOf(v.id)).toBe(1);
  });
});

describe('POST /api/vouchers/register (setCandidatoVoucher, then login, then the enrolment)', () => {
  it('creates the account as Candidato with the fields of section 3, redeems the code and signs in', async () => {
    const v = await voucher({ code: 'ABCDE23456' });
    const client = new TestClient(ctx.app);
    const res = await client.post(REGISTER, { ...REGISTRATION, code: 'abcde 23456', language: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.username).toBe('giulia.bianchi@example.com');
    const [account] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.username, 'giulia.bianchi@example.com'));
    expect(account).toMatchObject({
      email: 'giulia.bianchi@example.com',
      firstName: 'Giulia',
      lastName: 'Bianchi',
      sex: 'F',
      mobilePhone: '+393331234567',
      birthDate: '1995-04-12',
      birthCity: 'Milano',
      birthProvince: 'MI - Milano',
      birthCountry: 'Italia',
      street: 'Via Roma 1',
      city: 'Parma',
      postalCode: '43121',
      province: 'PR - Parma',
      country: 'Italia',
      taxCode: 'BNCGLI95D52F205X',
      qualification: 'Operatore di Cucina',
      privacyAccepted: true,
      marketingConsent: true,
      applicantStatus: 'Candidato',
      categories: ['Candidato'],
      language: 'en',
    });
    // The session is started: the person is signed in.
    const me = await client.get('/api/me');
    expect(me.json().user.username).toBe('giulia.bianchi@example.com');
    // And can sign in with the password chosen.
    const login = await new TestClient(ctx.app).post('/api/auth/login', {
      username: 'giulia.bianchi@example.com',
      password: REGISTRATION.password,
    });
    expect(login.statusCode).toBe(200);
    const [enrolment] = await ctx.db.select().from(enrolments).where(eq(enrolments.userId, account!.id));
    expect(enrolment).toMatchObject({ productCode: 'CUCINA-2027A', id: res.json().enrolmentId });
    expect(await usesOf(v.id)).toBe(1);
    // The welcome mail, as every account gets.
    const mail = await ctx.db.select().from(mailOutbox);
    expect(mail.map((m) => m.to)).toContain('giulia.bianchi@example.com');
  });

  it('abroad, the provinces are sent as "EE - For Foreign Country"', async () => {
    await voucher({ code: 'ABCDE23456' });
    const res = await new TestClient(ctx.app).post(REGISTER, {
      ...REGISTRATION,
      code: 'ABCDE23456',
      country: 'Francia',
      province: '',
      birthCountry: 'Svizzera',
      birthProvince: 'EE - For Foreign Country',
      postalCode: '75001',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [account] = await ctx.db.select().from(users).where(eq(users.username, REGISTRATION.email));
    expect(account).toMatchObject({
      province: 'EE - For Foreign Country',
      birthProvince: 'EE - For Foreign Country',
    });
  });

  it('a voucher already redeemed leaves no account behind', async () => {
    await voucher({ code: 'USEDUP0001', uses: 1 });
    const before = await userCount();
    const res = await new TestClient(ctx.app).post(REGISTER, { ...REGISTRATION, code: 'USEDUP0001' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('vouchers.alreadyRedeemed');
    expect(await userCount()).toBe(before);
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('an e-mail that already has an account is refused on its field; the voucher is untouched', async () => {
    const v = await voucher({ code: 'ABCDE23456' });
    await signIn(ctx, { username: REGISTRATION.email });
    const res = await new TestClient(ctx.app).post(REGISTER, { ...REGISTRATION, code: 'ABCDE23456' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({
      code: 'auth.usernameTaken',
      fields: { email: 'auth.usernameTaken' },
    });
    expect(await usesOf(v.id)).toBe(0);
  });

  const BAD: Array<[string, Record<string, unknown>, string, string]> = [
    ['marketing consent not given', { marketing: false }, 'marketing', 'vouchers.marketingRequired'],
    ['privacy consent missing', { privacy: undefined }, 'privacy', 'application.privacyRequired'],
    [
      'e-mail confirmation different',
      { emailConfirmation: 'other@example.com' },
      'emailConfirmation',
      'auth.emailMismatch',
    ],
    [
      'password confirmation different',
      { passwordConfirmation: 'cipolla' },
      'passwordConfirmation',
      'auth.passwordMismatch',
    ],
    [
      'a common password',
      { password: 'password1', passwordConfirmation: 'password1' },
      'password',
      'auth.passwordTooCommon',
    ],
    [
      'a password built from the e-mail',
      { password: 'Giulia.Bianchi-95', passwordConfirmation: 'Giulia.Bianchi-95' },
      'password',
      'auth.passwordHasIdentifier',
    ],
    ['an unknown occupation', { occupation: 'Chef' }, 'occupation', 'application.invalidOption'],
    ['a tax code of 17 characters', { taxCode: 'A'.repeat(17) }, 'taxCode', 'application.invalidTaxCode'],
    ['a mobile with letters', { mobilePhone: '333abc' }, 'mobilePhone', 'application.invalidPhone'],
    ['a birth date in the future', { birthDate: '2100-01-01' }, 'birthDate', 'application.dateInFuture'],
    ['an Italian province unknown', { province: 'ZZ - Nowhere' }, 'province', 'application.invalidOption'],
    [
      'an Italian province left with a residence abroad',
      { country: 'Francia', province: 'PR - Parma', postalCode: '75001' },
      'province',
      'application.provinceNotInCountry',
    ],
    [
      'an Italian birth province with a birth abroad',
      { birthCountry: 'Svizzera', birthProvince: 'MI - Milano' },
      'birthProvince',
      'application.provinceNotInCountry',
    ],
    [
      '"EE - For Foreign Country" for a residence in Italia',
      { province: 'EE - For Foreign Country' },
      'province',
      'application.provinceNotInCountry',
    ],
    [
      'an Italian CAP of four digits',
      { postalCode: '4312' },
      'postalCode',
      'application.invalidItalianPostcode',
    ],
    ['a huge first name', { firstName: 'G'.repeat(100_000) }, 'firstName', 'invalid'],
    ['a number for the city', { city: 43121 }, 'city', 'application.required'],
    ['an object for the e-mail', { email: { $ne: '' } }, 'email', 'application.required'],
    ['a string for the privacy', { privacy: 'true' }, 'privacy', 'request.invalid'],
  ];
  it.each(BAD)('%s: 400 naming the field, nothing written', async (_name, change, field, code) => {
    const v = await voucher({ code: 'ABCDE23456' });
    const before = await userCount();
    const res = await new TestClient(ctx.app).post(REGISTER, {
      ...REGISTRATION,
      ...change,
      code: 'ABCDE23456',
    });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.fields?.[field]).toBe(code);
    expect(await userCount()).toBe(before);
    expect(await usesOf(v.id)).toBe(0);
    expect(res.cookies.some((c) => c.name.endsWith('session'))).toBe(false);
  });

  it('control characters anywhere in the form are refused, nothing written', async () => {
    const v = await voucher({ code: 'ABCDE23456' });
    for (const field of ['firstName', 'street', 'password', 'taxCode']) {
      const res = await new TestClient(ctx.app).post(REGISTER, {
        ...REGISTRATION,
        [field]: 'ab\u0007cd',
        code: 'ABCDE23456',
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('request.controlCharacters');
    }
    expect(await userCount()).toBe(0);
    expect(await usesOf(v.id)).toBe(0);
  });

  it('unknown fields (a category, a status) are refused', async () => {
    await voucher({ code: 'ABCDE23456' });
    for (const extra of [
      { categories: ['Dipendente'] },
      { webappPermissions: ['Segreteria'] },
      { isBlocked: false },
    ]) {
      const res = await new TestClient(ctx.app).post(REGISTER, {
        ...REGISTRATION,
        ...extra,
        code: 'ABCDE23456',
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await userCount()).toBe(0);
  });

  it('"Voucher non trovato!" before anything is written', async () => {
    const res = await new TestClient(ctx.app).post(REGISTER, { ...REGISTRATION, code: 'NOSUCHCODE' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('vouchers.notFound');
    expect(await userCount()).toBe(0);
  });

  it('two visitors registering with the same single-use code at once: one account, one redemption', async () => {
    const v = await voucher({ code: 'ABCDE23456' });
    const results = await Promise.all(
      ['uno', 'due'].map((name) =>
        new TestClient(ctx.app).post(REGISTER, {
          ...REGISTRATION,
          email: `${name}@example.com`,
          emailConfirmation: `${name}@example.com`,
          code: 'ABCDE23456',
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await userCount()).toBe(1);
    expect(await usesOf(v.id)).toBe(1);
  });
});

describe('the lookup is rate limited like every public route', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5' } });
  });
  afterAll(() => limited.close());

  it('answers 429 request.rateLimited past the limit per address, whatever the code', async () => {
    const client = new TestClient(limited.app, '10.9.9.9');
    const statuses: number[] = [];
    // The CSRF cookie's request counts too: 1 + 4 lookups reach the limit.
    for (let i = 0; i < 6; i++)
      statuses.push((await client.post(LOOKUP, { code: `GUESS${i}000` })).statusCode);
    expect(statuses.slice(0, 4)).toEqual([404, 404, 404, 404]);
    const last = await client.post(LOOKUP, { code: 'GUESS9000' });
    expect(last.statusCode).toBe(429);
    expect(errorOf(last).code).toBe('request.rateLimited');
    // Another address is not slowed by it.
    expect(
      (await new TestClient(limited.app, '10.9.9.10').post(LOOKUP, { code: 'GUESS9001' })).statusCode,
    ).toBe(404);
  });
});
