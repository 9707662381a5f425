import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { titled } from '../../testing/titled.ts';
import { BillingTypeSchema, billingFieldMaxLength, billingFields } from './billing-fields.ts';

type Field = keyof typeof billingFields;

function outcome(schema: z.ZodType, value: unknown): { ok: unknown } | { error: string } {
  const result = schema.safeParse(value);
  return result.success ? { ok: result.data } : { error: result.error.issues[0]?.message ?? '' };
}

describe('billing field schemas — "Max lengths: most 100, tax code 16, SDI 16, VAT 20, postcode 20."', () => {
  it.each(
    titled<{ case: string; field: Field; max: number; char: string }>(
      '$case: $max characters accepted, one more refused',
      [
        { case: 'most texts', field: 'text', max: 100, char: 'x' },
        { case: 'tax code', field: 'taxCode', max: 16, char: 'X' },
        { case: 'SDI code', field: 'sdiCode', max: 16, char: 'X' },
        { case: 'VAT', field: 'vatNumber', max: 20, char: '1' },
        { case: 'postcode', field: 'postalCode', max: 20, char: '1' },
        { case: 'phone', field: 'phone', max: 40, char: '1' },
      ],
    ),
  )('%s', (_title, { field, max, char }) => {
    for (const variant of ['draft', 'required'] as const) {
      const schema = billingFields[field][variant];
      expect(schema.safeParse(char.repeat(max)).success).toBe(true);
      const tooLong = schema.safeParse(char.repeat(max + 1));
      expect(tooLong.success).toBe(false);
      // "too long" keeps zod's own issue and message, so the form can show the maximum
      expect(tooLong.error?.issues[0]?.code).toBe('too_big');
      expect(tooLong.error?.issues[0]?.message).not.toMatch(/^[a-z]+\.[a-zA-Z]+$/);
    }
  });

  it.each(
    titled<{ field: Parameters<typeof billingFieldMaxLength>[0]; max: number | undefined }>(
      "the form's $field input takes $max characters, as its schema",
      [
        { field: 'companyName', max: 100 },
        { field: 'taxCode', max: 16 },
        { field: 'sdiCode', max: 16 },
        { field: 'vatNumber', max: 20 },
        { field: 'postalCode', max: 20 },
        { field: 'phone', max: 40 },
        { field: 'iban', max: 34 },
        { field: 'ibanHolder', max: 100 },
        { field: 'sex', max: undefined },
      ],
    ),
  )('%s', (_title, { field, max }) => {
    expect(billingFieldMaxLength(field)).toBe(max);
  });

  it.each(
    titled<{ case: string; field: Field; value: unknown; draft: unknown; required: unknown }>('$case', [
      {
        case: 'empty text',
        field: 'text',
        value: '',
        draft: { ok: '' },
        required: { error: 'billing.required' },
      },
      {
        case: 'spaces only',
        field: 'text',
        value: '   ',
        draft: { ok: '' },
        required: { error: 'billing.required' },
      },
      {
        case: 'text trimmed',
        field: 'text',
        value: ' Parma ',
        draft: { ok: 'Parma' },
        required: { ok: 'Parma' },
      },
      {
        case: 'missing (undefined)',
        field: 'text',
        value: undefined,
        draft: { error: 'billing.required' },
        required: { error: 'billing.required' },
      },
      {
        case: 'a number instead of text',
        field: 'text',
        value: 42,
        draft: { error: 'billing.required' },
        required: { error: 'billing.required' },
      },
      {
        case: 'an e-mail',
        field: 'email',
        value: 'pec@legalmail.it',
        draft: { ok: 'pec@legalmail.it' },
        required: { ok: 'pec@legalmail.it' },
      },
      {
        case: 'not an e-mail',
        field: 'email',
        value: 'pec@',
        draft: { error: 'billing.invalidEmail' },
        required: { error: 'billing.invalidEmail' },
      },
      {
        case: 'empty e-mail',
        field: 'email',
        value: '',
        draft: { ok: '' },
        required: { error: 'billing.required' },
      },
      {
        case: '"Postcode (CAP) digits only."',
        field: 'postalCode',
        value: '43121',
        draft: { ok: '43121' },
        required: { ok: '43121' },
      },
      {
        case: 'a postcode with letters',
        field: 'postalCode',
        value: 'SW1A 1AA',
        draft: { error: 'billing.invalidPostcode' },
        required: { error: 'billing.invalidPostcode' },
      },
      {
        case: 'a phone with prefix',
        field: 'phone',
        value: '+39 0521 123456',
        draft: { ok: '+39 0521 123456' },
        required: { ok: '+39 0521 123456' },
      },
      {
        case: 'a phone with letters',
        field: 'phone',
        value: '0521-CALL',
        draft: { error: 'billing.invalidPhone' },
        required: { error: 'billing.invalidPhone' },
      },
      {
        case: 'a plus inside a phone',
        field: 'phone',
        value: '0521+1',
        draft: { error: 'billing.invalidPhone' },
        required: { error: 'billing.invalidPhone' },
      },
      {
        case: 'a birth date',
        field: 'birthDate',
        value: '1970-01-01',
        draft: { ok: '1970-01-01' },
        required: { ok: '1970-01-01' },
      },
      {
        case: 'an impossible birth date',
        field: 'birthDate',
        value: '1970-02-30',
        draft: { error: 'billing.invalidDate' },
        required: { error: 'billing.invalidDate' },
      },
      {
        case: 'a birth date before 1900',
        field: 'birthDate',
        value: '1899-12-31',
        draft: { error: 'billing.invalidDate' },
        required: { error: 'billing.invalidDate' },
      },
      {
        case: 'a birth date DD-MM-YYYY',
        field: 'birthDate',
        value: '01-01-1970',
        draft: { error: 'billing.invalidDate' },
        required: { error: 'billing.invalidDate' },
      },
      {
        case: 'an IBAN with spaces, lower case: stored in electronic form',
        field: 'iban',
        value: 'it60 x054 2811 1010 0000 0123 456',
        draft: { ok: 'IT60X0542811101000000123456' },
        required: { ok: 'IT60X0542811101000000123456' },
      },
      {
        case: 'an IBAN with a wrong digit',
        field: 'iban',
        value: 'IT60X0542811101000000123457',
        draft: { error: 'billing.invalidIban' },
        required: { error: 'billing.invalidIban' },
      },
      {
        case: 'empty IBAN',
        field: 'iban',
        value: '',
        draft: { ok: '' },
        required: { error: 'billing.required' },
      },
      { case: 'sex F', field: 'sex', value: 'F', draft: { ok: 'F' }, required: { ok: 'F' } },
      {
        case: 'sex empty',
        field: 'sex',
        value: '',
        draft: { ok: '' },
        required: { error: 'billing.required' },
      },
      {
        case: 'sex not sent',
        field: 'sex',
        value: undefined,
        draft: { error: 'billing.invalidSex' },
        required: { error: 'billing.required' },
      },
      {
        case: 'sex X',
        field: 'sex',
        value: 'X',
        draft: { error: 'billing.invalidSex' },
        required: { error: 'billing.invalidSex' },
      },
      {
        case: 'sex lower case f',
        field: 'sex',
        value: 'f',
        draft: { error: 'billing.invalidSex' },
        required: { error: 'billing.invalidSex' },
      },
    ]),
  )('%s', (_title, { field, value, draft, required }) => {
    expect(outcome(billingFields[field].draft, value)).toEqual(draft);
    expect(outcome(billingFields[field].required, value)).toEqual(required);
  });
});

describe('BillingTypeSchema — "billing types MeStesso, PersonaGiuridica, PersonaFisica"', () => {
  it.each(['MeStesso', 'PersonaGiuridica', 'PersonaFisica'])('accepts %s', (type) => {
    expect(BillingTypeSchema.parse(type)).toBe(type);
  });

  it.each(['mestesso', 'Azienda', '', null])('rejects %s with billing.invalidType', (type) => {
    expect(outcome(BillingTypeSchema, type)).toEqual({ error: 'billing.invalidType' });
  });
});

describe('optional fields of a confirmed type (e-mail, and phone except for a natural person on course billing)', () => {
  it.each(
    titled<{ case: string; field: Field; value: unknown; expected: unknown }>('$case', [
      { case: 'left out: empty', field: 'email', value: undefined, expected: { ok: '' } },
      { case: 'empty', field: 'phone', value: '', expected: { ok: '' } },
      { case: 'filled and valid', field: 'phone', value: '+39 333 1', expected: { ok: '+39 333 1' } },
      {
        case: 'filled but malformed',
        field: 'email',
        value: 'nope',
        expected: { error: 'billing.invalidEmail' },
      },
    ]),
  )('%s', (_title, { field, value, expected }) => {
    const variants = billingFields[field];
    if (!('optional' in variants)) throw new Error(`${field} has no optional variant`);
    expect(outcome(variants.optional, value)).toEqual(expected);
  });
});
