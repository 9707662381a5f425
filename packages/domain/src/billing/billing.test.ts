import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import {
  BILLING_TYPES,
  type BillingForm,
  type BillingKind,
  type BillingType,
  billingFormFields,
  canConfirmBilling,
  canEditBilling,
  DEFAULT_BILLING_TYPE,
  emptyBillingForm,
  emptyHousingBillingForm,
  type HousingBillingForm,
  missingBillingFields,
  requiredBillingFields,
} from './billing.ts';

const ALL = ['taxCode', 'street', 'city', 'postalCode', 'province', 'country'];
const LEGAL = [
  'companyName',
  'vatNumber',
  'certifiedEmail',
  'sdiCode',
  'legalRepFirstName',
  'legalRepLastName',
  'legalRepEmail',
];
const NATURAL = [
  'firstName',
  'lastName',
  'sex',
  'birthDate',
  'birthCity',
  'birthProvince',
  'birthCountry',
  'citizenship',
  'phone',
];

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
const ACCOUNT = { iban: 'IT60X0542811101000000123456', ibanHolder: 'Maria Rossi' };

describe('billing types — "billing types MeStesso, PersonaGiuridica, PersonaFisica"; "Default type MeStesso."', () => {
  it('three types, MeStesso by default', () => {
    expect(BILLING_TYPES).toEqual(['MeStesso', 'PersonaGiuridica', 'PersonaFisica']);
    expect(DEFAULT_BILLING_TYPE).toBe('MeStesso');
    expect(emptyBillingForm().type).toBe('MeStesso');
    expect(emptyHousingBillingForm()).toMatchObject({ type: 'MeStesso', iban: '', ibanHolder: '' });
  });
});

describe('requiredBillingFields — section 5, "Required for all ... Legal person adds ... Natural person adds ... Housing billing follows the same rules (..., no phone rule) and always needs IBAN and account holder"', () => {
  it.each(
    titled<{ case: string; kind: BillingKind; type: BillingType; expected: string[] }>('$case', [
      {
        case: "course, MeStesso: nothing (the candidate's own data is in the profile)",
        kind: 'course',
        type: 'MeStesso',
        expected: [],
      },
      {
        case: 'course, "Legal person adds ..."',
        kind: 'course',
        type: 'PersonaGiuridica',
        expected: [...ALL, ...LEGAL],
      },
      {
        case: 'course, "Natural person adds ..., phone"',
        kind: 'course',
        type: 'PersonaFisica',
        expected: [...ALL, ...NATURAL],
      },
      {
        case: 'housing, MeStesso: "always needs IBAN and account holder"',
        kind: 'housing',
        type: 'MeStesso',
        expected: ['iban', 'ibanHolder'],
      },
      {
        case: 'housing, legal person',
        kind: 'housing',
        type: 'PersonaGiuridica',
        expected: [...ALL, ...LEGAL, 'iban', 'ibanHolder'],
      },
      {
        case: 'housing, natural person: "no phone rule"',
        kind: 'housing',
        type: 'PersonaFisica',
        expected: [...ALL, ...NATURAL.filter((f) => f !== 'phone'), 'iban', 'ibanHolder'],
      },
    ]),
  )('%s', (_title, { kind, type, expected }) => {
    expect(requiredBillingFields(kind, type)).toEqual(expected);
  });
});

describe('billingFormFields — the fields each type shows', () => {
  it.each(
    titled<{ case: string; kind: BillingKind; type: BillingType; extra: string[] }>('$case', [
      { case: 'course MeStesso shows nothing', kind: 'course', type: 'MeStesso', extra: [] },
      { case: 'housing MeStesso shows IBAN and holder', kind: 'housing', type: 'MeStesso', extra: [] },
      {
        case: 'course legal person: plus optional e-mail and phone',
        kind: 'course',
        type: 'PersonaGiuridica',
        extra: ['email', 'phone'],
      },
      {
        case: 'course natural person: plus optional e-mail (phone is required)',
        kind: 'course',
        type: 'PersonaFisica',
        extra: ['email'],
      },
      {
        case: 'housing natural person: plus optional e-mail and phone',
        kind: 'housing',
        type: 'PersonaFisica',
        extra: ['email', 'phone'],
      },
    ]),
  )('%s', (_title, { kind, type, extra }) => {
    const fields = billingFormFields(kind, type);
    expect([...fields].sort()).toEqual([...requiredBillingFields(kind, type), ...extra].sort());
    if (kind === 'housing') expect(fields.slice(-2)).toEqual(['iban', 'ibanHolder']);
  });
});

describe('missingBillingFields', () => {
  it.each(
    titled<{ case: string; kind: BillingKind; form: BillingForm | HousingBillingForm; expected: string[] }>(
      '$case',
      [
        { case: 'a complete company', kind: 'course', form: COMPANY, expected: [] },
        { case: 'a complete natural person', kind: 'course', form: PARENT, expected: [] },
        {
          case: 'company without SDI code and PEC',
          kind: 'course',
          form: { ...COMPANY, sdiCode: '', certifiedEmail: ' ' },
          expected: ['certifiedEmail', 'sdiCode'],
        },
        {
          case: 'natural person without phone and sex',
          kind: 'course',
          form: { ...PARENT, phone: '', sex: '' },
          expected: ['sex', 'phone'],
        },
        {
          case: 'an empty natural-person form',
          kind: 'course',
          form: { ...emptyBillingForm(), type: 'PersonaFisica' },
          expected: [...ALL, ...NATURAL],
        },
        {
          case: 'MeStesso: nothing is ever missing on course billing',
          kind: 'course',
          form: emptyBillingForm(),
          expected: [],
        },
        {
          case: 'housing MeStesso without IBAN',
          kind: 'housing',
          form: { ...emptyHousingBillingForm(), ibanHolder: 'Io' },
          expected: ['iban'],
        },
        {
          case: 'housing natural person without phone: "no phone rule"',
          kind: 'housing',
          form: { ...PARENT, phone: '', ...ACCOUNT },
          expected: [],
        },
        {
          case: 'housing company without holder',
          kind: 'housing',
          form: { ...COMPANY, iban: ACCOUNT.iban, ibanHolder: '' },
          expected: ['ibanHolder'],
        },
      ],
    ),
  )('%s', (_title, { kind, form, expected }) => {
    const missing =
      kind === 'course'
        ? missingBillingFields('course', form)
        : missingBillingFields('housing', form as HousingBillingForm);
    expect(missing).toEqual(expected);
  });
});

describe('canEditBilling — "Billing forms: editable only while opportunities-requesting-data count > 0, compiled flag false and nothing sent."', () => {
  const rows = [0, 1, 3].flatMap((requestingCount) =>
    [false, true].flatMap((compiled) =>
      [false, true].map((sent) => ({
        requestingCount,
        compiled,
        sent,
        expected: requestingCount > 0 && !compiled && !sent,
      })),
    ),
  );
  it.each(rows)(
    'count $requestingCount, compiled $compiled, sent $sent → $expected',
    ({ expected, ...state }) => {
      expect(canEditBilling(state)).toBe(expected);
    },
  );

  it('a negative count (bad data) does not open the form', () => {
    expect(canEditBilling({ requestingCount: -1, compiled: false, sent: false })).toBe(false);
  });
});

describe('canConfirmBilling — "Confirm disabled when compiled or sent, or (type other than MeStesso) when required items missing."', () => {
  it.each(
    titled<{ case: string; input: Parameters<typeof canConfirmBilling>[0]; expected: boolean }>(
      '$case → $expected',
      [
        {
          case: 'course MeStesso, open: nothing required',
          input: { kind: 'course', compiled: false, sent: false, form: emptyBillingForm() },
          expected: true,
        },
        {
          case: '"disabled when compiled"',
          input: { kind: 'course', compiled: true, sent: false, form: emptyBillingForm() },
          expected: false,
        },
        {
          case: '"disabled when ... sent"',
          input: { kind: 'course', compiled: false, sent: true, form: COMPANY },
          expected: false,
        },
        {
          case: 'company complete',
          input: { kind: 'course', compiled: false, sent: false, form: COMPANY },
          expected: true,
        },
        {
          case: '"(type other than MeStesso) when required items missing": company without VAT',
          input: { kind: 'course', compiled: false, sent: false, form: { ...COMPANY, vatNumber: '' } },
          expected: false,
        },
        {
          case: 'natural person without birth date',
          input: { kind: 'course', compiled: false, sent: false, form: { ...PARENT, birthDate: '' } },
          expected: false,
        },
        {
          case: 'housing MeStesso without IBAN: "always needs IBAN"',
          input: { kind: 'housing', compiled: false, sent: false, form: emptyHousingBillingForm() },
          expected: false,
        },
        {
          case: 'housing MeStesso with IBAN and holder',
          input: {
            kind: 'housing',
            compiled: false,
            sent: false,
            form: { ...emptyHousingBillingForm(), ...ACCOUNT },
          },
          expected: true,
        },
        {
          case: 'housing natural person without phone',
          input: {
            kind: 'housing',
            compiled: false,
            sent: false,
            form: { ...PARENT, phone: '', ...ACCOUNT },
          },
          expected: true,
        },
        {
          case: 'housing complete but compiled',
          input: { kind: 'housing', compiled: true, sent: false, form: { ...PARENT, ...ACCOUNT } },
          expected: false,
        },
      ],
    ),
  )('%s', (_title, { input, expected }) => {
    expect(canConfirmBilling(input)).toBe(expected);
  });

  it('property: confirmable exactly when open and nothing required is blank', () => {
    const value = fc.constantFrom('', '  ', 'x');
    const form = fc.record({
      type: fc.constantFrom(...BILLING_TYPES),
      fields: fc.dictionary(fc.constantFrom(...ALL, ...LEGAL, ...NATURAL, 'iban', 'ibanHolder'), value),
    });
    fc.assert(
      fc.property(
        fc.constantFrom<BillingKind>('course', 'housing'),
        form,
        fc.boolean(),
        fc.boolean(),
        (kind, f, compiled, sent) => {
          const full = { ...emptyHousingBillingForm(), ...f.fields, type: f.type } as HousingBillingForm;
          const blank = requiredBillingFields(kind, f.type).some((k) => full[k].trim() === '');
          const result = canConfirmBilling(
            kind === 'course' ? { kind, compiled, sent, form: full } : { kind, compiled, sent, form: full },
          );
          expect(result).toBe(!compiled && !sent && !blank);
        },
      ),
    );
  });
});
