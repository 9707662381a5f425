import { describe, expect, it } from 'vitest';
import { titled } from '../../testing/titled.ts';
import {
  BILLING_TYPES,
  emptyHousingBillingForm,
  type HousingBillingForm,
  requiredBillingFields,
} from '../billing.ts';
import { ConfirmHousingBillingBodySchema } from './confirm-housing-billing.ts';

const ACCOUNT = { iban: 'IT60 X054 2811 1010 0000 0123 456', ibanHolder: 'Maria Rossi' };
const PARENT: HousingBillingForm = {
  ...emptyHousingBillingForm(),
  ...ACCOUNT,
  type: 'PersonaFisica',
  taxCode: 'RSSMRA70A01G337X',
  street: 'Via Roma 1',
  city: 'Parma',
  province: 'PR',
  postalCode: '43121',
  country: 'Italia',
  firstName: 'Maria',
  lastName: 'Rossi',
  sex: 'F',
  birthDate: '1970-01-01',
  birthCity: 'Parma',
  birthProvince: 'PR',
  birthCountry: 'Italia',
  citizenship: 'Italiana',
};

function fieldErrors(input: unknown): Record<string, string> {
  const result = ConfirmHousingBillingBodySchema.safeParse(input);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('ConfirmHousingBillingBodySchema — "Housing billing follows the same rules (citizenship from housing field, no phone rule) and always needs IBAN and account holder."', () => {
  it.each(BILLING_TYPES)(
    '%s: the fields reported as billing.required are exactly requiredBillingFields',
    (type) => {
      const required = Object.entries(fieldErrors({ type }))
        .filter(([, code]) => code === 'billing.required')
        .map(([path]) => path);
      expect(required.sort()).toEqual([...requiredBillingFields('housing', type)].sort());
    },
  );

  it.each(
    titled<{ case: string; input: unknown; expected: unknown }>('accepts $case', [
      {
        case: 'MeStesso with IBAN and holder (IBAN stored in electronic form)',
        input: { ...emptyHousingBillingForm(), ...ACCOUNT },
        expected: { type: 'MeStesso', iban: 'IT60X0542811101000000123456', ibanHolder: 'Maria Rossi' },
      },
      {
        case: 'a natural person without phone: "no phone rule"',
        input: PARENT,
        expected: expect.objectContaining({ type: 'PersonaFisica', phone: '', citizenship: 'Italiana' }),
      },
    ]),
  )('%s', (_title, { input, expected }) => {
    expect(ConfirmHousingBillingBodySchema.parse(input)).toEqual(expected);
  });

  it.each(
    titled<{ case: string; input: unknown; expected: Record<string, string> }>('rejects $case', [
      {
        case: 'MeStesso without IBAN: "always needs IBAN"',
        input: { type: 'MeStesso', iban: '', ibanHolder: 'Io' },
        expected: { iban: 'billing.required' },
      },
      {
        case: 'MeStesso without holder',
        input: { type: 'MeStesso', iban: ACCOUNT.iban, ibanHolder: ' ' },
        expected: { ibanHolder: 'billing.required' },
      },
      {
        case: 'an invalid IBAN',
        input: { ...PARENT, iban: 'IT60X0542811101000000123457' },
        expected: { iban: 'billing.invalidIban' },
      },
      {
        case: 'an IBAN of a country without IBAN',
        input: { ...PARENT, iban: 'US64SVBKUS6S3300958879' },
        expected: { iban: 'billing.invalidIban' },
      },
      {
        case: 'a natural person with a malformed phone',
        input: { ...PARENT, phone: 'abc' },
        expected: { phone: 'billing.invalidPhone' },
      },
      {
        case: 'a natural person without citizenship',
        input: { ...PARENT, citizenship: '' },
        expected: { citizenship: 'billing.required' },
      },
    ]),
  )('%s', (_title, { input, expected }) => {
    expect(fieldErrors(input)).toEqual(expected);
  });
});
