import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createUser } from '../../test/fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const personal = {
  firstName: 'Anna',
  lastName: 'Bianchi',
  phone: '+39 0521 000000',
  secondaryEmail: 'anna.b@example.com',
  mobilePhone: '+39 333 1112223',
  phone2: '',
};
const birth = {
  sex: 'F',
  birthDate: '2001-03-04',
  taxCode: 'BNCNNA01C44G337Z',
  birthCity: 'Parma',
  birthProvince: 'PR',
  birthCountry: 'Italia',
  citizenship: 'Italiana',
  citizenship2: '',
};
const residence = {
  street: 'Via Verdi 3',
  city: 'Parma',
  postalCode: '43121',
  province: 'PR',
  country: 'Italia',
};
const studies = {
  qualification: 'IT_Diploma di Scuola Superiore',
  diplomaYear: '2020',
  instituteName: 'IPSSAR Magnaghi',
  instituteCity: 'Salsomaggiore',
  instituteCountry: 'Italia',
  attendedOtherSchools: false,
  otherCookingSchools: '',
  heardFrom: 'Social',
};
const errorCode = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error.code;

describe('GET /api/profile', () => {
  it('gives personal data only to categories without extended data', async () => {
    for (const category of ['Dipendente', 'Esterno', 'Insegnante'] as const) {
      await ctx.reset();
      const { client } = await signIn(ctx, { categories: [category] });
      const res = await client.get('/api/profile');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        hasExtendedData: false,
        birth: null,
        residence: null,
        studies: null,
      });
    }
  });

  it('gives birth, residence and studies to candidates, students and graduates', async () => {
    for (const category of ['Candidato', 'Studente', 'Diplomato'] as const) {
      await ctx.reset();
      const { client } = await signIn(ctx, { categories: [category], taxCode: 'ABC', city: 'Parma' });
      const res = await client.get('/api/profile');
      expect(res.json()).toMatchObject({
        hasExtendedData: true,
        birth: { taxCode: 'ABC' },
        residence: { city: 'Parma' },
      });
    }
  });

  it('shows housing billing only with a housing enrolment', async () => {
    const { client } = await signIn(ctx, {
      categories: ['Studente'],
      enrolments: [{ kind: 'housing', isActiveHousing: true }],
    });
    expect((await client.get('/api/profile')).json().hasHousingBilling).toBe(true);
  });

  it('is 401 for a visitor', async () => {
    const res = await new TestClient(ctx.app).get('/api/profile');
    expect(res.statusCode).toBe(401);
    expect(errorCode(res)).toBe('auth.required');
  });
});

describe('PUT /api/profile', () => {
  it('saves the whole form of an extended user and only their own record', async () => {
    const other = await createUser(ctx.db, { categories: ['Studente'], firstName: 'Altro' });
    const { user, client } = await signIn(ctx, { categories: ['Candidato'] });
    const res = await client.put('/api/profile', { personal, birth, residence, studies });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ personal, birth, residence, studies });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      firstName: 'Anna',
      qualification: 'IT_Diploma di Scuola Superiore',
      taxCode: 'BNCNNA01C44G337Z',
      postalCode: '43121',
      instituteName: 'IPSSAR Magnaghi',
    });
    const [untouched] = await ctx.db.select().from(users).where(eq(users.id, other.id));
    expect(untouched?.firstName).toBe('Altro');
  });

  it('saves personal data of any signed-in user', async () => {
    const { client } = await signIn(ctx, { categories: ['Dipendente'] });
    const res = await client.put('/api/profile', { personal });
    expect(res.statusCode).toBe(200);
    expect(res.json().personal).toEqual(personal);
  });

  it('refuses extended data from a user who may not have it (403) and saves nothing', async () => {
    const { user, client } = await signIn(ctx, { categories: ['Esterno'] });
    const res = await client.put('/api/profile', { personal, residence });
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe('auth.forbidden');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe(user.firstName);
    expect(row?.city).toBe('');
  });

  it.each([
    ['postcode with letters', { residence: { ...residence, postalCode: '43A21' } }, 'residence.postalCode'],
    [
      'postcode over 20 digits',
      { residence: { ...residence, postalCode: '1'.repeat(21) } },
      'residence.postalCode',
    ],
    ['tax code over 16 characters', { birth: { ...birth, taxCode: 'X'.repeat(17) } }, 'birth.taxCode'],
    [
      'text over 100 characters',
      { personal: { ...personal, firstName: 'a'.repeat(101) } },
      'personal.firstName',
    ],
    [
      'an invalid secondary e-mail',
      { personal: { ...personal, secondaryEmail: 'not-mail' } },
      'personal.secondaryEmail',
    ],
    ['an empty last name', { personal: { ...personal, lastName: '  ' } }, 'personal.lastName'],
    [
      "a qualification outside the application's vocabulary",
      { studies: { ...studies, qualification: 'hospitalityDiploma' } },
      'studies.qualification',
    ],
    ['a diploma year out of range', { studies: { ...studies, diplomaYear: '1850' } }, 'studies.diplomaYear'],
    [
      'a wrong type',
      { studies: { ...studies, attendedOtherSchools: 'yes' } },
      'studies.attendedOtherSchools',
    ],
    ['an unknown field', { personal: { ...personal, isBlocked: true } }, 'personal'],
  ])('refuses %s with request.invalid and saves nothing', async (_n, patch, field) => {
    const { user, client } = await signIn(ctx, { categories: ['Candidato'] });
    const res = await client.put('/api/profile', { personal, birth, residence, studies, ...patch });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('request.invalid');
    expect(Object.keys(res.json().error.fields)).toContain(field);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.updatedAt.getTime()).toBe(user.updatedAt.getTime());
  });

  it.each([
    ['40A12', 'Italia', 'invalid'],
    ['4012', 'Italia', 'application.invalidItalianPostcode'],
    ['401211', 'Italy', 'application.invalidItalianPostcode'],
  ])(
    'refuses the CAP "%s" of a residence in %s (R-cap) and saves nothing',
    async (postalCode, country, code) => {
      const { user, client } = await signIn(ctx, { categories: ['Studente'] });
      const res = await client.put('/api/profile', {
        personal,
        birth,
        residence: { ...residence, postalCode, country, city: 'Bologna' },
        studies,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ 'residence.postalCode': code });
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ postalCode: user.postalCode, city: user.city });
      expect(row?.updatedAt.getTime()).toBe(user.updatedAt.getTime());
    },
  );

  it('keeps a foreign postcode of other lengths (digits only)', async () => {
    const { client } = await signIn(ctx, { categories: ['Studente'] });
    const foreign = { ...residence, postalCode: '6900', country: 'Svizzera', province: '' };
    const res = await client.put('/api/profile', { personal, birth, residence: foreign, studies });
    expect(res.statusCode).toBe(200);
    expect(res.json().residence).toEqual(foreign);
  });

  it('trims whitespace-only text to empty and keeps HTML as text', async () => {
    const { client } = await signIn(ctx, { categories: ['Candidato'] });
    const res = await client.put('/api/profile', {
      personal: { ...personal, firstName: '<b>Anna</b>', phone2: '   ' },
    });
    expect(res.json().personal).toMatchObject({ firstName: '<b>Anna</b>', phone2: '' });
  });

  it('is 401 for a visitor', async () => {
    const res = await new TestClient(ctx.app).put('/api/profile', { personal });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/profile/language', () => {
  it('stores the language, which then comes back in /api/me', async () => {
    const { client } = await signIn(ctx, { language: 'it' });
    expect((await client.put('/api/profile/language', { language: 'en' })).statusCode).toBe(204);
    expect((await client.get('/api/me')).json().user.language).toBe('en');
  });

  it('refuses a language other than it and en', async () => {
    const { client } = await signIn(ctx, {});
    const res = await client.put('/api/profile/language', { language: 'zh' });
    expect(res.statusCode).toBe(400);
  });

  it('is 401 for a visitor', async () => {
    expect((await new TestClient(ctx.app).put('/api/profile/language', { language: 'en' })).statusCode).toBe(
      401,
    );
  });
});
