import { describe, expect, it } from 'vitest';
import { FOREIGN_PROVINCE } from '../application/limits.ts';
import { titled } from '../testing/titled.ts';
import { VOUCHER_REGISTRATION } from '../testing/voucher-registration.ts';
import { RegisterVoucherBodySchema } from './contracts/vouchers.ts';
import {
  birthDateEpochMs,
  canSubmitVoucherRegistration,
  provinceToSend,
  VOUCHER_CONFIRM_QUESTION,
  VOUCHER_OCCUPATIONS,
  type VoucherRegistrationFields,
  voucherRegistrationSchema,
} from './registration.ts';

const ctx = {
  today: '2026-05-10',
  countries: ['Italia', 'Francia', 'Svizzera', 'Apolide'],
  provinces: ['PR - Parma', 'MI - Milano', FOREIGN_PROVINCE],
};

/** A complete Italian form. */
const FORM: VoucherRegistrationFields = VOUCHER_REGISTRATION;

const schema = voucherRegistrationSchema(ctx);
function fieldsOf(form: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(form);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0] ?? '_'), i.message]));
}

describe('voucher registration — a complete form', () => {
  it('is accepted, with the e-mail lower case and the provinces chosen', () => {
    const parsed = schema.parse({
      ...FORM,
      email: 'Giulia.Bianchi@Example.com',
      emailConfirmation: 'Giulia.Bianchi@Example.com',
    });
    expect(parsed).toMatchObject({
      email: 'giulia.bianchi@example.com',
      province: 'PR - Parma',
      birthProvince: 'MI - Milano',
      occupation: 'Operatore di Cucina',
      privacy: true,
      marketing: true,
    });
  });
});

describe('voucher registration — every required field', () => {
  const required = [
    'firstName',
    'lastName',
    'sex',
    'mobilePhone',
    'email',
    'emailConfirmation',
    'street',
    'city',
    'postalCode',
    'province',
    'country',
    'birthDate',
    'birthCity',
    'birthProvince',
    'birthCountry',
    'taxCode',
    'occupation',
    'password',
  ] as const;
  it.each(required.map((field) => [field]))('%s missing or blank is required', (field) => {
    expect(fieldsOf({ ...FORM, [field]: undefined })[field]).toBe('application.required');
    // A password may be spaces (any character counts): blank is too short, not missing.
    expect(fieldsOf({ ...FORM, [field]: '   ' })[field]).toBe(
      field === 'password' ? 'auth.passwordTooShort' : 'application.required',
    );
  });
});

describe('voucher registration — the rule of each field', () => {
  it.each(
    titled('$field = $value → $code', [
      { field: 'sex', value: 'X', code: 'application.invalidOption' },
      { field: 'sex', value: 'f', code: 'application.invalidOption' },
      { field: 'mobilePhone', value: '333-123', code: 'application.invalidPhone' },
      { field: 'mobilePhone', value: '333abc', code: 'application.invalidPhone' },
      { field: 'mobilePhone', value: '3'.repeat(41), code: 'too_big' },
      { field: 'email', value: 'giulia@', code: 'application.invalidEmail' },
      { field: 'email', value: 'giulia example.com', code: 'application.invalidEmail' },
      { field: 'firstName', value: 'G'.repeat(101), code: 'too_big' },
      { field: 'lastName', value: 'B'.repeat(101), code: 'too_big' },
      { field: 'street', value: 'V'.repeat(101), code: 'too_big' },
      { field: 'city', value: 'P'.repeat(101), code: 'too_big' },
      { field: 'birthCity', value: 'M'.repeat(101), code: 'too_big' },
      { field: 'postalCode', value: '1'.repeat(21), code: 'too_big' },
      { field: 'country', value: 'Atlantide', code: 'application.invalidOption' },
      { field: 'birthCountry', value: 'Atlantide', code: 'application.invalidOption' },
      { field: 'province', value: 'XX - Nowhere', code: 'application.invalidOption' },
      { field: 'birthProvince', value: 'XX - Nowhere', code: 'application.invalidOption' },
      { field: 'birthDate', value: '1899-12-31', code: 'application.invalidDate' },
      { field: 'birthDate', value: '2101-01-01', code: 'application.invalidDate' },
      { field: 'birthDate', value: '2026-02-30', code: 'application.invalidDate' },
      { field: 'birthDate', value: '12/04/1995', code: 'application.invalidDate' },
      { field: 'birthDate', value: '2026-05-11', code: 'application.dateInFuture' },
      { field: 'taxCode', value: 'A'.repeat(17), code: 'application.invalidTaxCode' },
      { field: 'occupation', value: 'Chef', code: 'application.invalidOption' },
      { field: 'occupation', value: 'operatore di cucina', code: 'application.invalidOption' },
      { field: 'password', value: 'short', code: 'auth.passwordTooShort' },
      { field: 'privacy', value: false, code: 'application.privacyRequired' },
      { field: 'privacy', value: undefined, code: 'application.privacyRequired' },
      { field: 'marketing', value: false, code: 'vouchers.marketingRequired' },
      { field: 'marketing', value: undefined, code: 'vouchers.marketingRequired' },
    ] as Array<{ field: string; value: unknown; code: string }>),
  )('%s', (_t, { field, value, code }) => {
    const problems = fieldsOf({ ...FORM, [field]: value });
    if (code === 'too_big') expect(problems[field]).toBeDefined();
    else expect(problems[field]).toBe(code);
    expect(Object.keys(problems)).toEqual([field]);
  });

  it.each(
    titled('$field = "$value" is accepted', [
      { field: 'mobilePhone', value: '333 123 4567' },
      { field: 'taxCode', value: 'A'.repeat(16) },
      { field: 'taxCode', value: 'x1' },
      { field: 'firstName', value: 'G'.repeat(100) },
      { field: 'birthDate', value: '1900-01-01' },
      { field: 'birthDate', value: '2026-05-10' },
      { field: 'province', value: 'pr - parma' },
    ]),
  )('%s', (_t, { field, value }) => expect(fieldsOf({ ...FORM, [field]: value })).toEqual({}));

  it('the e-mail confirmation must equal the e-mail', () => {
    expect(fieldsOf({ ...FORM, emailConfirmation: 'giulia.b@example.com' })).toEqual({
      emailConfirmation: 'auth.emailMismatch',
    });
  });

  it('the password confirmation must equal the password ("Password no match!")', () => {
    expect(fieldsOf({ ...FORM, passwordConfirmation: 'cipolla rossa' })).toEqual({
      passwordConfirmation: 'auth.passwordMismatch',
    });
    expect(fieldsOf({ ...FORM, passwordConfirmation: undefined })).toEqual({
      passwordConfirmation: 'auth.passwordMismatch',
    });
  });

  it('every occupation of the list is accepted, and only those', () => {
    expect(VOUCHER_OCCUPATIONS).toEqual([
      'Operatore di Cucina',
      'Operatore di Pasticceria',
      'Operatore di Sala',
      'F&B Manager',
      'Titolare di attività ristorative',
      'Altro',
    ]);
    for (const occupation of VOUCHER_OCCUPATIONS)
      expect(schema.parse({ ...FORM, occupation }).occupation).toBe(occupation);
  });

  it('R-cap: an Italian postal code is five digits, a foreign one follows its country', () => {
    for (const postalCode of ['4312', '431211', '43A21', 'SW1A 1AA'])
      expect(fieldsOf({ ...FORM, postalCode }), postalCode).toEqual({
        postalCode: 'application.invalidItalianPostcode',
      });
    const abroad = { ...FORM, country: 'Svizzera', province: '' };
    expect(fieldsOf({ ...abroad, postalCode: '6900' })).toEqual({});
    expect(fieldsOf({ ...abroad, postalCode: 'SW1A 1AA' })).toEqual({});
  });

  it('upper-cases the tax code and the postal code', () => {
    const parsed = schema.parse({
      ...FORM,
      country: 'Francia',
      province: '',
      taxCode: ' bncgli95d52f205x ',
      postalCode: 'sw1a 1aa',
    });
    expect(parsed.taxCode).toBe('BNCGLI95D52F205X');
    expect(parsed.postalCode).toBe('SW1A 1AA');
  });

  it('refuses control characters and wrong types without throwing', () => {
    expect(fieldsOf({ ...FORM, firstName: 42 }).firstName).toBe('application.required');
    expect(fieldsOf({ ...FORM, privacy: 'yes' }).privacy).toBeDefined();
    expect(schema.safeParse({ ...FORM, extra: 'field' }).success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
  });
});

describe('voucher registration — the province rule', () => {
  it.each(
    titled('$country, chosen "$chosen" → sends "$sent"', [
      { country: 'Italia', chosen: 'PR - Parma', sent: 'PR - Parma' },
      { country: 'Francia', chosen: 'PR - Parma', sent: FOREIGN_PROVINCE },
      { country: 'Svizzera', chosen: '', sent: FOREIGN_PROVINCE },
      { country: '', chosen: 'PR - Parma', sent: FOREIGN_PROVINCE },
    ]),
  )('%s', (_t, { country, chosen, sent }) => expect(provinceToSend({}, country, chosen)).toBe(sent));

  it('abroad the province is not asked, and is sent as "EE - For Foreign Country"', () => {
    const parsed = schema.parse({
      ...FORM,
      country: 'Francia',
      province: '',
      birthCountry: 'Svizzera',
      birthProvince: FOREIGN_PROVINCE,
    });
    expect(parsed.province).toBe(FOREIGN_PROVINCE);
    expect(parsed.birthProvince).toBe(FOREIGN_PROVINCE);
  });

  it('R-province: a province that does not fit its country is refused, never replaced', () => {
    // An Italian province left from an earlier choice of Italia.
    expect(fieldsOf({ ...FORM, country: 'Francia', province: 'PR - Parma' })).toEqual({
      province: 'application.provinceNotInCountry',
    });
    expect(fieldsOf({ ...FORM, birthCountry: 'Svizzera', birthProvince: 'MI - Milano' })).toEqual({
      birthProvince: 'application.provinceNotInCountry',
    });
    // "EE - For Foreign Country" is no province of Italia.
    expect(fieldsOf({ ...FORM, province: FOREIGN_PROVINCE })).toEqual({
      province: 'application.provinceNotInCountry',
    });
  });

  it('in Italy it is required', () => {
    expect(fieldsOf({ ...FORM, province: '' })).toEqual({ province: 'application.required' });
  });
});

describe('voucher registration — submitting', () => {
  it.each([
    [{ privacy: true, marketing: true }, true],
    [{ privacy: true, marketing: false }, false],
    [{ privacy: false, marketing: true }, false],
    [{}, false],
  ])('privacy and marketing %j → submit %s', (form, enabled) =>
    expect(canSubmitVoucherRegistration(form)).toBe(enabled),
  );

  it('asks "Confermi e manda?" before sending', () =>
    expect(VOUCHER_CONFIRM_QUESTION).toBe('Confermi e manda?'));

  it('the birth date travels as epoch milliseconds to the account', () =>
    expect(birthDateEpochMs('1995-04-12')).toBe(Date.UTC(1995, 3, 12)));

  it('the route body carries the code and the language besides the form', () => {
    const body = RegisterVoucherBodySchema.parse({ ...FORM, code: ' abcde-23456 ' });
    expect(body.code).toBe('ABCDE23456');
    expect(body.language).toBe('it');
    expect(RegisterVoucherBodySchema.safeParse({ ...FORM, code: 'AB#C' }).success).toBe(false);
  });
});
