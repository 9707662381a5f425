import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { titled } from '../../testing/titled.ts';
import {
  type BirthData,
  BirthDataSchema,
  type PersonalData,
  PersonalDataSchema,
  type Profile,
  ProfileSchema,
  type ResidenceData,
  ResidenceDataSchema,
  ResidenceUpdateSchema,
  type StudiesData,
  StudiesDataSchema,
  UpdateLanguageBodySchema,
  UpdateProfileBodySchema,
} from './profile.ts';

const PERSONAL: PersonalData = {
  firstName: 'Giulia',
  lastName: 'Bianchi',
  phone: '051 123456',
  secondaryEmail: 'giulia@example.org',
  mobilePhone: '+39 333 1234567',
  phone2: '',
};
const BIRTH: BirthData = {
  sex: 'F',
  birthDate: '1998-07-14',
  taxCode: 'BNCGLI98L54A944X',
  birthCity: 'Bologna',
  birthProvince: 'BO',
  birthCountry: 'Italia',
  citizenship: 'Italiana',
  citizenship2: '',
};
const RESIDENCE: ResidenceData = {
  street: 'Via Roma 1',
  city: 'Parma',
  postalCode: '43121',
  province: 'PR',
  country: 'Italia',
};
const STUDIES: StudiesData = {
  qualification: 'IT_Diploma di Scuola Superiore',
  diplomaYear: '2017',
  instituteName: 'IPSAR',
  instituteCity: 'Parma',
  instituteCountry: 'Italia',
  attendedOtherSchools: false,
  otherCookingSchools: '',
  heardFrom: 'Internet',
};

/** Checks a table of field values against one schema, blaming the field on rejection. */
function checkField(schema: z.ZodType, valid: Record<string, unknown>, field: string, value: unknown) {
  return schema.safeParse({ ...valid, [field]: value });
}
function fieldsOf(result: { error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return result.error?.issues.map((i) => i.path.map(String).join('.')) ?? [];
}
function without<T extends object>(value: T, key: keyof T): Partial<T> {
  const { [key]: _removed, ...rest } = value;
  return rest as Partial<T>;
}

const textFieldsOf = (valid: object, skip: string[] = []) =>
  Object.entries(valid)
    .filter(([key, value]) => typeof value === 'string' && !skip.includes(key))
    .map(([key]) => key);

/** "Max lengths: most 100, tax code 16, SDI 16, VAT 20, postcode 20." */
const LENGTH_LIMITS: {
  section: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  field: string;
  max: number;
  char: string;
}[] = [
  ...textFieldsOf(PERSONAL, ['secondaryEmail', 'phone', 'mobilePhone', 'phone2']).map((field) => ({
    section: 'personal',
    schema: PersonalDataSchema,
    valid: PERSONAL,
    field,
    max: 100,
    char: 'x',
  })),
  ...textFieldsOf(BIRTH, ['sex', 'birthDate', 'taxCode']).map((field) => ({
    section: 'birth',
    schema: BirthDataSchema,
    valid: BIRTH,
    field,
    max: 100,
    char: 'x',
  })),
  { section: 'birth', schema: BirthDataSchema, valid: BIRTH, field: 'taxCode', max: 16, char: 'X' },
  ...textFieldsOf(RESIDENCE, ['postalCode']).map((field) => ({
    section: 'residence',
    schema: ResidenceDataSchema,
    valid: RESIDENCE,
    field,
    max: 100,
    char: 'x',
  })),
  {
    section: 'residence',
    schema: ResidenceDataSchema,
    valid: RESIDENCE,
    field: 'postalCode',
    max: 20,
    char: '1',
  },
  ...textFieldsOf(STUDIES, ['diplomaYear', 'qualification']).map((field) => ({
    section: 'studies',
    schema: StudiesDataSchema,
    valid: STUDIES,
    field,
    max: 100,
    char: 'x',
  })),
];

describe('profile text limits — "Max lengths: most 100, tax code 16, SDI 16, VAT 20, postcode 20."', () => {
  it.each(LENGTH_LIMITS)('$section.$field accepts $max characters', ({ schema, valid, field, max, char }) => {
    expect(checkField(schema, valid, field, char.repeat(max)).success).toBe(true);
  });

  it.each(LENGTH_LIMITS)(
    '$section.$field rejects $max + 1 characters',
    ({ schema, valid, field, max, char }) => {
      expect(fieldsOf(checkField(schema, valid, field, char.repeat(max + 1)))).toEqual([field]);
    },
  );

  it.each(LENGTH_LIMITS)('$section.$field trims before counting', ({ schema, valid, field, max, char }) => {
    expect(checkField(schema, valid, field, `  ${char.repeat(max)}  `).success).toBe(true);
  });

  it('secondary e-mail over 100 characters is rejected', () => {
    const long = `${'a'.repeat(89)}@example.com`;
    expect(long).toHaveLength(101);
    expect(fieldsOf(checkField(PersonalDataSchema, PERSONAL, 'secondaryEmail', long))).toContain(
      'secondaryEmail',
    );
  });
});

describe('PersonalDataSchema — "Personal data: first name, last name, phone, secondary e-mail, mobile, other mobile."', () => {
  it('accepts complete personal data', () => {
    expect(PersonalDataSchema.parse(PERSONAL)).toEqual(PERSONAL);
  });

  it('accepts only a last name, the other fields empty; whitespace-only text becomes empty', () => {
    const input = {
      firstName: '  ',
      lastName: ' Bianchi ',
      phone: ' ',
      secondaryEmail: '   ',
      mobilePhone: '',
      phone2: '',
    };
    expect(PersonalDataSchema.parse(input)).toEqual({
      firstName: '',
      lastName: 'Bianchi',
      phone: '',
      secondaryEmail: '',
      mobilePhone: '',
      phone2: '',
    });
  });

  it.each(
    titled<{ case: string; input: unknown; field: string }>('rejects $case', [
      { case: 'last name empty', input: { ...PERSONAL, lastName: '' }, field: 'lastName' },
      {
        case: 'last name whitespace only (trimmed to empty)',
        input: { ...PERSONAL, lastName: '   ' },
        field: 'lastName',
      },
      { case: 'last name missing', input: without(PERSONAL, 'lastName'), field: 'lastName' },
      {
        case: 'secondary e-mail not an e-mail',
        input: { ...PERSONAL, secondaryEmail: 'giulia.example.org' },
        field: 'secondaryEmail',
      },
      { case: 'phone with letters', input: { ...PERSONAL, phone: '051-CALL' }, field: 'phone' },
      {
        case: 'mobile with a plus inside',
        input: { ...PERSONAL, mobilePhone: '39+333' },
        field: 'mobilePhone',
      },
      {
        case: 'other mobile over 40 characters',
        input: { ...PERSONAL, phone2: '3'.repeat(41) },
        field: 'phone2',
      },
      { case: 'a number instead of text', input: { ...PERSONAL, firstName: 42 }, field: 'firstName' },
      { case: 'an unknown field (strict)', input: { ...PERSONAL, username: 'x@y.it' }, field: '' },
    ]),
  )('%s', (_title, { input, field }) => {
    expect(fieldsOf(PersonalDataSchema.safeParse(input))).toContain(field);
  });
});

describe('BirthDataSchema — "Birth/extended: CF__c (max 16), Citta_di_nascita__c, Provincia_di_Nascita__c, Nazione_di_nascita__c, Cittadinanza__c, Cittadinanza_2__c"', () => {
  it('accepts complete birth data', () => {
    expect(BirthDataSchema.parse(BIRTH)).toEqual(BIRTH);
  });

  it('a missing birth date becomes empty; tax code is trimmed', () => {
    const parsed = BirthDataSchema.parse({ ...without(BIRTH, 'birthDate'), taxCode: '  BNCGLI98L54A944X ' });
    expect(parsed.birthDate).toBe('');
    expect(parsed.taxCode).toBe('BNCGLI98L54A944X');
  });

  it.each(
    titled('accepts $case', [
      { case: 'sex not chosen', patch: { sex: '' } },
      { case: 'birth date empty', patch: { birthDate: '' } },
      { case: 'birth date 1900-01-01', patch: { birthDate: '1900-01-01' } },
      { case: 'birth date 2100-12-31', patch: { birthDate: '2100-12-31' } },
      { case: 'a leap day', patch: { birthDate: '2000-02-29' } },
      { case: 'tax code of 16 characters', patch: { taxCode: 'X'.repeat(16) } },
      { case: 'tax code empty', patch: { taxCode: '' } },
    ]),
  )('%s', (_title, { patch }) => {
    expect(BirthDataSchema.safeParse({ ...BIRTH, ...patch }).success).toBe(true);
  });

  it.each(
    titled<{ case: string; input: unknown; field: string }>('rejects $case', [
      {
        case: 'tax code over 16 characters',
        input: { ...BIRTH, taxCode: 'BNCGLI98L54A944XY' },
        field: 'taxCode',
      },
      { case: 'sex other than F or M', input: { ...BIRTH, sex: 'X' }, field: 'sex' },
      { case: 'sex missing', input: without(BIRTH, 'sex'), field: 'sex' },
      {
        case: 'birth date impossible (2023-02-30)',
        input: { ...BIRTH, birthDate: '2023-02-30' },
        field: 'birthDate',
      },
      {
        case: 'birth date 29 February of a non-leap year',
        input: { ...BIRTH, birthDate: '1900-02-29' },
        field: 'birthDate',
      },
      { case: 'birth date 31 April', input: { ...BIRTH, birthDate: '1998-04-31' }, field: 'birthDate' },
      { case: 'birth date month 13', input: { ...BIRTH, birthDate: '1998-13-01' }, field: 'birthDate' },
      { case: 'birth date before 1900', input: { ...BIRTH, birthDate: '1899-12-31' }, field: 'birthDate' },
      { case: 'birth date after 2100', input: { ...BIRTH, birthDate: '2101-01-01' }, field: 'birthDate' },
      {
        case: 'birth date as shown (DD-MM-YYYY)',
        input: { ...BIRTH, birthDate: '14-07-1998' },
        field: 'birthDate',
      },
      {
        case: 'birth date with a time',
        input: { ...BIRTH, birthDate: '1998-07-14T00:00:00Z' },
        field: 'birthDate',
      },
      { case: 'an unknown field (strict)', input: { ...BIRTH, birthRegion: 'Emilia-Romagna' }, field: '' },
    ]),
  )('%s', (_title, { input, field }) => {
    expect(fieldsOf(BirthDataSchema.safeParse(input))).toContain(field);
  });

  it('property: a birth date is accepted exactly when it is a real day from 1900-01-01 to 2100-12-31', () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
    fc.assert(
      fc.property(
        fc.integer({ min: 1850, max: 2150 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const birthDate = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          const isReal = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
          const expected = isReal && year >= 1900 && year <= 2100;
          return BirthDataSchema.safeParse({ ...BIRTH, birthDate }).success === expected;
        },
      ),
    );
  });
});

describe('ResidenceDataSchema — "Postcode (CAP) digits only."', () => {
  it('accepts a complete residence', () => {
    expect(ResidenceDataSchema.parse(RESIDENCE)).toEqual(RESIDENCE);
  });

  it.each(
    titled('accepts $case', [
      { case: 'an Italian CAP', postalCode: '40121', expected: '40121' },
      { case: 'a CAP with a leading zero', postalCode: '00184', expected: '00184' },
      { case: 'a CAP with surrounding spaces (trimmed)', postalCode: ' 43121 ', expected: '43121' },
      { case: 'an empty postcode', postalCode: '', expected: '' },
      { case: 'whitespace only (trimmed to empty)', postalCode: '   ', expected: '' },
      { case: '20 digits', postalCode: '1'.repeat(20), expected: '1'.repeat(20) },
    ]),
  )('%s', (_title, { postalCode, expected }) => {
    expect(ResidenceDataSchema.parse({ ...RESIDENCE, postalCode }).postalCode).toBe(expected);
  });

  it.each(
    titled('rejects $case', [
      { case: 'letters (a UK postcode)', postalCode: 'SW1A 1AA' },
      { case: 'a letter among digits', postalCode: '4012A' },
      { case: 'a space inside', postalCode: '40 121' },
      { case: 'a hyphen', postalCode: '1000-001' },
      { case: 'a minus sign', postalCode: '-40121' },
      { case: '21 digits', postalCode: '1'.repeat(21) },
    ]),
  )('%s', (_title, { postalCode }) => {
    expect(fieldsOf(ResidenceDataSchema.safeParse({ ...RESIDENCE, postalCode }))).toEqual(['postalCode']);
  });

  it('rejects an unknown field (strict)', () => {
    expect(ResidenceDataSchema.safeParse({ ...RESIDENCE, region: 'Emilia-Romagna' }).success).toBe(false);
  });
});

describe("ResidenceUpdateSchema — an Italian CAP is five digits (R-cap, the application's rule)", () => {
  it.each(
    titled('accepts $case', [
      { case: 'five digits in Italia', residence: { postalCode: '40121', country: 'Italia' } },
      { case: 'five digits in Italy (English)', residence: { postalCode: '00184', country: 'Italy' } },
      { case: 'an empty CAP in Italia', residence: { postalCode: '', country: 'Italia' } },
      { case: 'eight digits in Germania', residence: { postalCode: '12345678', country: 'Germania' } },
      { case: 'four digits in Svizzera', residence: { postalCode: '6900', country: 'Svizzera' } },
      { case: 'four digits and no country yet', residence: { postalCode: '4012', country: '' } },
    ]),
  )('%s', (_title, { residence }) => {
    expect(ResidenceUpdateSchema.safeParse({ ...RESIDENCE, ...residence }).success).toBe(true);
  });

  it.each(
    titled('rejects $case with the translated code on the CAP', [
      { case: 'four digits in Italia', residence: { postalCode: '4012', country: 'Italia' } },
      { case: 'six digits in Italy', residence: { postalCode: '401211', country: 'Italy' } },
      { case: 'twenty digits in ITALIA', residence: { postalCode: '1'.repeat(20), country: 'ITALIA' } },
    ]),
  )('%s', (_title, { residence }) => {
    const result = ResidenceUpdateSchema.safeParse({ ...RESIDENCE, ...residence });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['postalCode', 'application.invalidItalianPostcode'],
    ]);
  });

  it('a letter stays "digits only" (one message, not two)', () => {
    const result = UpdateProfileBodySchema.safeParse({
      personal: PERSONAL,
      residence: { ...RESIDENCE, postalCode: '40A12' },
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['residence.postalCode']);
  });

  it('a CAP of the wrong type is refused once, as a wrong type', () => {
    const result = ResidenceUpdateSchema.safeParse({ ...RESIDENCE, postalCode: 40121 });
    expect(result.error?.issues.map((i) => i.code)).toEqual(['invalid_type']);
  });

  it('the profile as read keeps a stored CAP that no longer fits (only a save is checked)', () => {
    expect(ResidenceDataSchema.safeParse({ ...RESIDENCE, postalCode: '4012' }).success).toBe(true);
    expect(
      UpdateProfileBodySchema.safeParse({
        personal: PERSONAL,
        residence: { ...RESIDENCE, postalCode: '4012' },
      }).success,
    ).toBe(false);
  });
});

describe('StudiesDataSchema — "Studies: Titolo_di_studio__c, Anno_diploma__c, Nome_Istituto__c, Citta_Istituto__c, Nazione_Istituto__c, isAltreScuole__c, Altre_Scuole_Cucina__c, ConosciutoALMA__c"', () => {
  it('accepts complete studies data', () => {
    expect(StudiesDataSchema.parse(STUDIES)).toEqual(STUDIES);
  });

  it.each(['', 'IT_Istituto Alberghiero', 'EN_Nessun Diploma', 'EN_Altro (specificare)'])(
    'qualification "%s" of the application\'s vocabulary (or none) is accepted',
    (qualification) => {
      expect(StudiesDataSchema.parse({ ...STUDIES, qualification }).qualification).toBe(qualification);
    },
  );

  it.each([
    { diplomaYear: '', expected: '' },
    { diplomaYear: '   ', expected: '' },
    { diplomaYear: '1900', expected: '1900' },
    { diplomaYear: '2017', expected: '2017' },
    { diplomaYear: ' 2017 ', expected: '2017' },
    { diplomaYear: '2100', expected: '2100' },
  ])('diploma year "$diplomaYear" is accepted as "$expected"', ({ diplomaYear, expected }) => {
    expect(StudiesDataSchema.parse({ ...STUDIES, diplomaYear }).diplomaYear).toBe(expected);
  });

  it.each(['1899', '2101', '17', '02017', '20170', 'abcd', '20l7', '2017.0'])(
    'diploma year "%s" is rejected',
    (diplomaYear) => {
      const fields = fieldsOf(StudiesDataSchema.safeParse({ ...STUDIES, diplomaYear }));
      expect(new Set(fields)).toEqual(new Set(['diplomaYear']));
    },
  );

  it.each(
    titled<{ case: string; input: unknown; field: string }>('rejects $case', [
      {
        case: 'attended other schools as text',
        input: { ...STUDIES, attendedOtherSchools: 'yes' },
        field: 'attendedOtherSchools',
      },
      {
        case: 'attended other schools missing',
        input: without(STUDIES, 'attendedOtherSchools'),
        field: 'attendedOtherSchools',
      },
      { case: 'diploma year as a number', input: { ...STUDIES, diplomaYear: 2017 }, field: 'diplomaYear' },
      {
        case: "a qualification outside the application's vocabulary",
        input: { ...STUDIES, qualification: 'hospitalityDiploma' },
        field: 'qualification',
      },
      {
        case: 'a qualification name without its locale prefix',
        input: { ...STUDIES, qualification: 'Laurea Magistrale' },
        field: 'qualification',
      },
      { case: 'an unknown field (strict)', input: { ...STUDIES, grade: '100/100' }, field: '' },
    ]),
  )('%s', (_title, { input, field }) => {
    expect(fieldsOf(StudiesDataSchema.safeParse(input))).toContain(field);
  });
});

describe('UpdateProfileBodySchema — "Extended profile data (birth, residence, studies, billing) only for candidate, student or graduate; others see personal data only."', () => {
  it.each(
    titled('accepts $case', [
      { case: 'personal data only (every user)', input: { personal: PERSONAL } },
      {
        case: 'all sections (extended users)',
        input: { personal: PERSONAL, birth: BIRTH, residence: RESIDENCE, studies: STUDIES },
      },
      { case: 'personal data and residence', input: { personal: PERSONAL, residence: RESIDENCE } },
    ]),
  )('%s', (_title, { input }) => {
    expect(UpdateProfileBodySchema.parse(input)).toEqual(input);
  });

  it.each(
    titled<{ case: string; input: unknown; field: string }>('rejects $case (blamed on "$field")', [
      { case: 'no personal data', input: { birth: BIRTH }, field: 'personal' },
      {
        case: 'an invalid birth section',
        input: { personal: PERSONAL, birth: { ...BIRTH, taxCode: 'X'.repeat(17) } },
        field: 'birth.taxCode',
      },
      {
        case: 'an invalid residence section',
        input: { personal: PERSONAL, residence: { ...RESIDENCE, postalCode: 'ABC' } },
        field: 'residence.postalCode',
      },
      {
        case: 'an unknown field in a section',
        input: { personal: { ...PERSONAL, isAdmin: true } },
        field: 'personal',
      },
      {
        case: 'an unknown section (billing is saved elsewhere)',
        input: { personal: PERSONAL, billing: {} },
        field: '',
      },
      { case: 'a null section', input: { personal: PERSONAL, studies: null }, field: 'studies' },
    ]),
  )('%s', (_title, { input, field }) => {
    expect(fieldsOf(UpdateProfileBodySchema.safeParse(input))).toContain(field);
  });
});

describe('UpdateLanguageBodySchema — "The user profile language (Lingua__c) sets the locale"', () => {
  it.each(['it', 'en'])('accepts %s', (language) => {
    expect(UpdateLanguageBodySchema.parse({ language })).toEqual({ language });
  });

  it.each(
    titled<{ case: string; input: unknown }>('rejects $case', [
      { case: 'zh ("Chinese is offered on the application route only")', input: { language: 'zh' } },
      { case: 'IT in capitals', input: { language: 'IT' } },
      { case: 'missing', input: {} },
      { case: 'an unknown field (strict)', input: { language: 'it', userId: 'u1' } },
    ]),
  )('%s', (_title, { input }) => {
    expect(UpdateLanguageBodySchema.safeParse(input).success).toBe(false);
  });
});

describe('ProfileSchema — "Logged in: three top-level choices: Access data (always), Personal data (always), Billing (extended users only)."', () => {
  const extended: Profile = {
    username: 'giulia@example.org',
    email: 'giulia@example.org',
    language: 'it',
    hasExtendedData: true,
    hasHousingBilling: false,
    personal: PERSONAL,
    birth: BIRTH,
    residence: RESIDENCE,
    studies: STUDIES,
  };
  const personalOnly: Profile = {
    ...extended,
    hasExtendedData: false,
    birth: null,
    residence: null,
    studies: null,
  };

  it.each(
    titled('accepts $case', [
      { case: 'an extended profile', profile: extended },
      { case: 'a personal-data-only profile (extended sections null)', profile: personalOnly },
    ]),
  )('%s', (_title, { profile }) => {
    expect(ProfileSchema.parse(profile)).toEqual(profile);
  });

  it('rejects a profile without personal data', () => {
    expect(ProfileSchema.safeParse(without(extended, 'personal')).success).toBe(false);
  });
});
