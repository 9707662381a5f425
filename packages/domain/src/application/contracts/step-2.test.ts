import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ApplicationLocale } from '../../shared/locale.ts';
import { titled } from '../../testing/titled.ts';
import { type Step2Body, step2Schema, step2Visibility } from './step-2.ts';

function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return (result.error?.issues ?? []).map(
    (i) => `${i.path.join('.')}: ${/^[a-z]+\.[a-zA-Z]+$/.test(i.message) ? i.message : `zod:${i.code}`}`,
  );
}

const ITALIAN: Step2Body = {
  birthDate: '2004-05-17',
  taxCode: 'rssmra04e17g337x',
  birthCity: 'Parma',
  birthProvince: 'PR - Parma',
  birthCountry: 'Italia',
  street: "Via dell'Università 12/A",
  residenceCity: "Reggio nell'Emilia",
  postalCode: '42121',
  residenceProvince: 'RE - Reggio Emilia',
  residenceCountry: 'Italia',
  citizenship: 'Italia',
};
const FOREIGN: Step2Body = {
  birthDate: '2003-11-02',
  hasItalianTaxCode: 'No',
  birthCity: 'Chengdu',
  birthCountry: 'Cina',
  street: '88 Jianguo Road',
  residenceCity: 'Beijing',
  postalCode: '100022',
  residenceCountry: 'Cina',
  citizenship: 'Cina',
};
const ctx = (locale: ApplicationLocale) => ({ locale, today: '2025-06-01' });

describe('step 2 — registry (birth, residence, citizenship)', () => {
  it('Italian locale: the tax code is asked, provinces picked', () => {
    expect(step2Schema(ctx('it')).parse(ITALIAN)).toEqual({
      birthDate: '2004-05-17',
      hasItalianTaxCode: 'Si',
      taxCode: 'RSSMRA04E17G337X',
      birthCity: 'Parma',
      birthProvince: 'PR - Parma',
      birthCountry: 'Italia',
      street: "Via dell'Università 12/A",
      residenceCity: "Reggio nell'Emilia",
      postalCode: '42121',
      residenceProvince: 'RE - Reggio Emilia',
      residenceCountry: 'Italia',
      citizenship: 'Italia',
      secondCitizenship: '',
    });
  });

  it.each(['en', 'zh'] as const)(
    '%s locale: "otherwise value "EE - For Foreign Country"", no tax code when answered No',
    (locale) => {
      const values = step2Schema(ctx(locale)).parse({
        ...FOREIGN,
        birthProvince: 'PR - Parma',
        taxCode: 'stale value',
      });
      expect(values.birthProvince).toBe('EE - For Foreign Country');
      expect(values.residenceProvince).toBe('EE - For Foreign Country');
      expect(values.hasItalianTaxCode).toBe('No');
      expect(values.taxCode).toBe('');
    },
  );

  it.each(
    titled<{ case: string; locale: ApplicationLocale; input: Step2Body; issues: string[] }>('$case', [
      {
        case: '"birth date between 1900-01-01 and 2100-12-31"',
        locale: 'it',
        input: { ...ITALIAN, birthDate: '1899-12-31' },
        issues: ['birthDate: application.invalidDate'],
      },
      {
        case: 'R-birthdate: not after today',
        locale: 'it',
        input: { ...ITALIAN, birthDate: '2025-06-02' },
        issues: ['birthDate: application.dateInFuture'],
      },
      {
        case: 'birth date required',
        locale: 'it',
        input: { ...ITALIAN, birthDate: '' },
        issues: ['birthDate: application.required'],
      },
      {
        case: '"tax code shown in Italian locale ... exactly 16 characters"',
        locale: 'it',
        input: { ...ITALIAN, taxCode: 'RSSMRA04E17G337' },
        issues: ['taxCode: application.invalidTaxCode'],
      },
      {
        case: 'Italian locale: tax code required',
        locale: 'it',
        input: { ...ITALIAN, taxCode: '' },
        issues: ['taxCode: application.required'],
      },
      {
        case: '"tax-code question shown only in English locale": answer required',
        locale: 'en',
        input: { ...FOREIGN, hasItalianTaxCode: undefined },
        issues: ['hasItalianTaxCode: application.required'],
      },
      {
        case: 'R-zh: the question is asked in Chinese too',
        locale: 'zh',
        input: { ...FOREIGN, hasItalianTaxCode: '' },
        issues: ['hasItalianTaxCode: application.required'],
      },
      {
        case: '"or when answered Si": tax code required',
        locale: 'en',
        input: { ...FOREIGN, hasItalianTaxCode: 'Si' },
        issues: ['taxCode: application.required'],
      },
      {
        case: 'answered Si with a 16-character code',
        locale: 'en',
        input: { ...FOREIGN, hasItalianTaxCode: 'Si', taxCode: 'WNGLIX03S42Z210P' },
        issues: [],
      },
      {
        case: '"birth city letters only"',
        locale: 'it',
        input: { ...ITALIAN, birthCity: 'Parma 1' },
        issues: ['birthCity: application.invalidPlace'],
      },
      {
        case: '"birth city ... max 80"',
        locale: 'it',
        input: { ...ITALIAN, birthCity: 'a'.repeat(81) },
        issues: ['birthCity: zod:too_big'],
      },
      {
        case: '"birth province only in Italian locale": required there',
        locale: 'it',
        input: { ...ITALIAN, birthProvince: '' },
        issues: ['birthProvince: application.required'],
      },
      {
        case: '"birth country required"',
        locale: 'en',
        input: { ...FOREIGN, birthCountry: ' ' },
        issues: ['birthCountry: application.required'],
      },
      {
        case: '"street letters and digits only"',
        locale: 'it',
        input: { ...ITALIAN, street: 'Via Roma <b>1</b>' },
        issues: ['street: application.invalidStreet'],
      },
      {
        case: '"street letters and digits only": a "#" is refused like any other sign',
        locale: 'it',
        input: { ...ITALIAN, street: 'Via Roma #1' },
        issues: ['street: application.invalidStreet'],
      },
      {
        case: '"street ... max 75"',
        locale: 'it',
        input: { ...ITALIAN, street: 'a'.repeat(76) },
        issues: ['street: zod:too_big'],
      },
      {
        case: '"residence city letters only, max 40"',
        locale: 'it',
        input: { ...ITALIAN, residenceCity: 'a'.repeat(41) },
        issues: ['residenceCity: zod:too_big'],
      },
      {
        case: '"postal code max 20"',
        locale: 'en',
        input: { ...FOREIGN, postalCode: '1'.repeat(21) },
        issues: ['postalCode: zod:too_big'],
      },
      {
        case: 'R-postcode: required for a residence in Italy',
        locale: 'en',
        input: { ...FOREIGN, residenceCountry: 'Italia', postalCode: '' },
        issues: ['postalCode: application.required'],
      },
      {
        case: 'R-cap: an Italian postal code is five digits (four refused)',
        locale: 'it',
        input: { ...ITALIAN, postalCode: '4212' },
        issues: ['postalCode: application.invalidItalianPostcode'],
      },
      {
        case: 'R-cap: an Italian postal code is five digits (letters refused)',
        locale: 'it',
        input: { ...ITALIAN, postalCode: '40A12' },
        issues: ['postalCode: application.invalidItalianPostcode'],
      },
      {
        case: 'R-cap: six digits in Italy refused in English too',
        locale: 'en',
        input: { ...FOREIGN, residenceCountry: 'Italia', postalCode: '100022' },
        issues: ['postalCode: application.invalidItalianPostcode'],
      },
      {
        case: 'R-cap: another country keeps its own postal code',
        locale: 'en',
        input: { ...FOREIGN, residenceCountry: 'Regno Unito', postalCode: 'SW1A 1AA' },
        issues: [],
      },
      {
        case: 'R-postcode: optional abroad',
        locale: 'en',
        input: { ...FOREIGN, postalCode: '' },
        issues: [],
      },
      {
        case: '"residence province only in Italian locale": required there',
        locale: 'it',
        input: { ...ITALIAN, residenceProvince: undefined },
        issues: ['residenceProvince: application.required'],
      },
      {
        case: '"residence country ... required"',
        locale: 'it',
        input: { ...ITALIAN, residenceCountry: '' },
        issues: ['residenceCountry: application.required'],
      },
      {
        case: '"citizenship required"',
        locale: 'it',
        input: { ...ITALIAN, citizenship: undefined },
        issues: ['citizenship: application.required'],
      },
      {
        case: '"second citizenship optional, letters only"',
        locale: 'it',
        input: { ...ITALIAN, secondCitizenship: 'Svizzera' },
        issues: [],
      },
      {
        case: 'second citizenship: not letters',
        locale: 'it',
        input: { ...ITALIAN, secondCitizenship: 'CH-1' },
        issues: ['secondCitizenship: application.invalidPlace'],
      },
      {
        case: '"Whitespace-only text trims to empty"',
        locale: 'it',
        input: { ...ITALIAN, birthCity: '   ' },
        issues: ['birthCity: application.required'],
      },
    ]),
  )('%s', (_title, { locale, input, issues }) => {
    expect(issuesOf(step2Schema(ctx(locale)), input)).toEqual(issues);
  });

  it('checks values against the reference lists when given, saving their spelling', () => {
    const schema = step2Schema({
      ...ctx('it'),
      countries: ['Italia', 'Svizzera', 'Apolide'],
      provinces: ['PR - Parma', 'RE - Reggio Emilia', 'EE - For Foreign Country'],
    });
    expect(
      issuesOf(schema, { ...ITALIAN, birthCountry: 'Atlantide', birthProvince: 'XX - Nowhere' }),
    ).toEqual(['birthProvince: application.invalidOption', 'birthCountry: application.invalidOption']);
    const values = schema.parse({
      ...ITALIAN,
      citizenship: 'italia',
      secondCitizenship: 'apolide',
      birthCountry: 'Svizzera',
      birthProvince: 'ee - for foreign country',
    });
    expect([values.citizenship, values.secondCitizenship, values.birthProvince]).toEqual([
      'Italia',
      'Apolide',
      'EE - For Foreign Country',
    ]);
  });

  it.each(
    titled<{ case: string; input: Step2Body; issues: string[] }>('R-province-country: $case', [
      {
        case: 'an Italian province for a residence abroad is refused',
        input: { ...ITALIAN, residenceCountry: 'Svizzera', postalCode: '6900' },
        issues: ['residenceProvince: application.provinceNotInCountry'],
      },
      {
        case: '"EE - For Foreign Country" for a residence in Italy is refused',
        input: { ...ITALIAN, residenceProvince: 'EE - For Foreign Country' },
        issues: ['residenceProvince: application.provinceNotInCountry'],
      },
      {
        case: 'an Italian birth province for a birth abroad is refused',
        input: { ...ITALIAN, birthCountry: 'Svizzera' },
        issues: ['birthProvince: application.provinceNotInCountry'],
      },
      {
        case: 'EE for a residence abroad is accepted',
        input: {
          ...ITALIAN,
          residenceCountry: 'Svizzera',
          postalCode: '6900',
          residenceProvince: 'EE - For Foreign Country',
        },
        issues: [],
      },
    ]),
  )('%s (Italian locale, where the provinces are shown)', (_title, { input, issues }) => {
    expect(issuesOf(step2Schema(ctx('it')), input)).toEqual(issues);
  });

  it('English locale: the provinces are not shown and save EE, whatever the country', () => {
    const values = step2Schema(ctx('en')).parse({
      ...FOREIGN,
      residenceCountry: 'Italia',
      postalCode: '43121',
    });
    expect(values.residenceProvince).toBe('EE - For Foreign Country');
  });

  it.each(
    titled<{
      locale: ApplicationLocale;
      answer?: string;
      question: boolean;
      taxCode: boolean;
      provinces: boolean;
    }>('$locale, answer $answer: question $question, tax code $taxCode, provinces $provinces', [
      { locale: 'it', question: false, taxCode: true, provinces: true },
      { locale: 'en', answer: 'No', question: true, taxCode: false, provinces: false },
      { locale: 'en', answer: 'Si', question: true, taxCode: true, provinces: false },
      { locale: 'zh', answer: 'Si', question: true, taxCode: true, provinces: false },
      { locale: 'zh', question: true, taxCode: false, provinces: false },
    ]),
  )('step2Visibility: %s', (_title, { locale, answer, question, taxCode, provinces }) => {
    const visible = step2Visibility({ locale }, { hasItalianTaxCode: answer });
    expect(visible.taxCodeQuestion).toBe(question);
    expect(visible.taxCode).toBe(taxCode);
    expect(visible.birthProvince).toBe(provinces);
    expect(visible.residenceProvince).toBe(provinces);
  });
});
