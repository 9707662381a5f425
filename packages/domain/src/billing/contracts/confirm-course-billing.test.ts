import { describe, expect, it } from 'vitest';
import { titled } from '../../testing/titled.ts';
import { BILLING_TYPES, type BillingForm, emptyBillingForm, requiredBillingFields } from '../billing.ts';
import { ConfirmCourseBillingBodySchema } from './confirm-course-billing.ts';

const COMPANY: BillingForm = {
  ...emptyBillingForm(),
  type: 'PersonaGiuridica',
  companyName: 'Trattoria Da Mario S.r.l.',
  vatNumber: '01234567890',
  taxCode: '01234567890',
  sdiCode: 'M5UXCR1',
  certifiedEmail: 'trattoria@pec.it',
  street: 'Via Emilia 10',
  city: 'Parma',
  province: 'PR',
  postalCode: '43121',
  country: 'Italia',
  legalRepFirstName: 'Mario',
  legalRepLastName: 'Rossi',
  legalRepEmail: 'mario@trattoria.it',
};
const PARENT: BillingForm = {
  ...emptyBillingForm(),
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
  phone: '+39 333 1234567',
};

function fieldErrors(input: unknown): Record<string, string> {
  const result = ConfirmCourseBillingBodySchema.safeParse(input);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? [])
    out[issue.path.join('.')] ??= /^[a-z]+\.[a-zA-Z]+$/.test(issue.message)
      ? issue.message
      : `zod:${issue.code}`;
  return out;
}

describe('ConfirmCourseBillingBodySchema — "Confirm sets the sent flag and locks the form."', () => {
  it.each(BILLING_TYPES)(
    '%s: the fields reported as billing.required are exactly requiredBillingFields',
    (type) => {
      const errors = fieldErrors({ type });
      const required = Object.entries(errors)
        .filter(([, code]) => code === 'billing.required')
        .map(([path]) => path);
      expect(required.sort()).toEqual([...requiredBillingFields('course', type)].sort());
    },
  );

  it('MeStesso: confirmed with no other field, and the other fields are dropped', () => {
    expect(ConfirmCourseBillingBodySchema.parse({ ...COMPANY, type: 'MeStesso' })).toEqual({
      type: 'MeStesso',
    });
  });

  it('a complete company: only the company fields (and the optional e-mail and phone) are kept', () => {
    const parsed = ConfirmCourseBillingBodySchema.parse({ ...COMPANY, firstName: 'stray', sex: 'M' });
    expect(parsed).toEqual({
      type: 'PersonaGiuridica',
      companyName: 'Trattoria Da Mario S.r.l.',
      vatNumber: '01234567890',
      taxCode: '01234567890',
      sdiCode: 'M5UXCR1',
      certifiedEmail: 'trattoria@pec.it',
      email: '',
      phone: '',
      street: 'Via Emilia 10',
      city: 'Parma',
      province: 'PR',
      postalCode: '43121',
      country: 'Italia',
      legalRepFirstName: 'Mario',
      legalRepLastName: 'Rossi',
      legalRepEmail: 'mario@trattoria.it',
    });
  });

  it('a complete natural person', () => {
    const parsed = ConfirmCourseBillingBodySchema.parse(PARENT);
    expect(parsed.type).toBe('PersonaFisica');
    expect(parsed).not.toHaveProperty('companyName');
  });

  it.each(
    titled<{ case: string; input: unknown; expected: Record<string, string> }>('rejects $case', [
      {
        case: 'a company without VAT',
        input: { ...COMPANY, vatNumber: '' },
        expected: { vatNumber: 'billing.required' },
      },
      {
        case: 'a company with a malformed PEC',
        input: { ...COMPANY, certifiedEmail: 'pec' },
        expected: { certifiedEmail: 'billing.invalidEmail' },
      },
      {
        case: 'a company with a malformed legal representative e-mail',
        input: { ...COMPANY, legalRepEmail: 'x@' },
        expected: { legalRepEmail: 'billing.invalidEmail' },
      },
      {
        case: 'a company with a postcode in letters',
        input: { ...COMPANY, postalCode: 'ABC' },
        expected: { postalCode: 'billing.invalidPostcode' },
      },
      {
        case: 'a natural person without phone: "Natural person adds: ... phone"',
        input: { ...PARENT, phone: '' },
        expected: { phone: 'billing.required' },
      },
      {
        case: 'a natural person without sex',
        input: { ...PARENT, sex: '' },
        expected: { sex: 'billing.required' },
      },
      {
        case: 'a natural person with a wrong birth date',
        input: { ...PARENT, birthDate: '1970-13-01' },
        expected: { birthDate: 'billing.invalidDate' },
      },
      {
        case: 'an optional e-mail filled badly',
        input: { ...PARENT, email: 'no' },
        expected: { email: 'billing.invalidEmail' },
      },
      {
        case: 'a company name over 100 characters keeps zod\'s own "too big"',
        input: { ...COMPANY, companyName: 'x'.repeat(101) },
        expected: { companyName: 'zod:too_big' },
      },
      {
        case: 'a VAT number over 20',
        input: { ...COMPANY, vatNumber: '1'.repeat(21) },
        expected: { vatNumber: 'zod:too_big' },
      },
      {
        case: 'an unknown type',
        input: { ...PARENT, type: 'Azienda' },
        expected: { type: 'billing.invalidType' },
      },
      { case: 'no type', input: { taxCode: 'X' }, expected: { type: 'billing.invalidType' } },
    ]),
  )('%s', (_title, { input, expected }) => {
    expect(fieldErrors(input)).toEqual(expected);
  });
});
