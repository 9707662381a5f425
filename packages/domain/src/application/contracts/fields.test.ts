import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../../shared/limits.ts';
import { titled } from '../../testing/titled.ts';
import {
  contextIsItaly,
  dateField,
  emailField,
  fileField,
  NAME_PATTERN,
  nameField,
  optionField,
  PLACE_PATTERN,
  phoneNumberField,
  phonePrefixField,
  placeField,
  postcodeField,
  referenceField,
  STREET_PATTERN,
  streetField,
  taxCodeField,
  textField,
  yearField,
  yesNoField,
} from './fields.ts';

const CODE = /^[a-z]+\.[a-zA-Z]+$/;
function outcome(schema: z.ZodType, value: unknown): { ok: unknown } | { error: string } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: result.data };
  const issue = result.error.issues[0];
  return { error: issue && CODE.test(issue.message) ? issue.message : `zod:${issue?.code}` };
}

describe('textField — "Default text max length 80. Whitespace-only text trims to empty."', () => {
  it.each(
    titled<{ case: string; value: unknown; required: boolean; expected: unknown }>('$case', [
      { case: 'trimmed', value: '  Parma  ', required: true, expected: { ok: 'Parma' } },
      {
        case: 'whitespace-only trims to empty (optional)',
        value: ' \t ',
        required: false,
        expected: { ok: '' },
      },
      {
        case: 'whitespace-only trims to empty (required)',
        value: '   ',
        required: true,
        expected: { error: 'application.required' },
      },
      { case: 'missing', value: undefined, required: true, expected: { error: 'application.required' } },
      { case: 'a number', value: 12, required: true, expected: { error: 'application.required' } },
      { case: '80 characters', value: 'x'.repeat(80), required: true, expected: { ok: 'x'.repeat(80) } },
      {
        case: "81 characters keep zod's too_big",
        value: 'x'.repeat(81),
        required: true,
        expected: { error: 'zod:too_big' },
      },
      {
        case: 'decomposed accents are composed (NFC)',
        value: 'Forli\u0300',
        required: true,
        expected: { ok: 'Forlì' },
      },
    ]),
  )('%s', (_title, { value, required, expected }) => {
    expect(outcome(textField({ required }), value)).toEqual(expected);
  });
});

describe('nameField — "first name letters and spaces only, max 40; last name letters and spaces, max 80" (R-letters)', () => {
  it.each(
    titled<{ case: string; value: string; expected: unknown }>('$case: "$value"', [
      { case: 'plain', value: 'Mario', expected: { ok: 'Mario' } },
      { case: 'two names', value: 'Maria Grazia', expected: { ok: 'Maria Grazia' } },
      { case: 'accented', value: 'Niccolò', expected: { ok: 'Niccolò' } },
      { case: 'Spanish', value: 'Begoña Núñez', expected: { ok: 'Begoña Núñez' } },
      { case: 'French', value: 'Françoise Légère', expected: { ok: 'Françoise Légère' } },
      { case: 'German', value: 'Jürgen Groß', expected: { ok: 'Jürgen Groß' } },
      { case: 'Chinese characters are letters', value: '王小明', expected: { ok: '王小明' } },
      { case: 'Chinese rendering of a foreign name', value: '约翰·史密斯', expected: { ok: '约翰·史密斯' } },
      { case: 'apostrophe', value: "D'Angelo", expected: { ok: "D'Angelo" } },
      { case: "typographic apostrophe saved as '", value: 'D’Angelo', expected: { ok: "D'Angelo" } },
      { case: 'hyphen', value: 'Anna-Maria', expected: { ok: 'Anna-Maria' } },
      { case: 'Irish', value: "O'Brien-Smith", expected: { ok: "O'Brien-Smith" } },
      { case: 'Cyrillic', value: 'Анна', expected: { ok: 'Анна' } },
      { case: 'digits', value: 'Mario2', expected: { error: 'application.invalidName' } },
      { case: 'symbols', value: 'Mario!', expected: { error: 'application.invalidName' } },
      { case: 'a dot', value: 'J. R.', expected: { error: 'application.invalidName' } },
      { case: 'an e-mail', value: 'mario@example.it', expected: { error: 'application.invalidName' } },
      { case: 'a leading apostrophe', value: "'Mario", expected: { error: 'application.invalidName' } },
      { case: 'a trailing hyphen', value: 'Anna-', expected: { error: 'application.invalidName' } },
      { case: 'emoji', value: 'Mario 😀', expected: { error: 'application.invalidName' } },
    ]),
  )('%s', (_title, { value, expected }) => {
    expect(outcome(nameField(80), value)).toEqual(expected);
  });

  it('max 40 for the first name, max 80 for the last name', () => {
    expect(outcome(nameField(40), 'a'.repeat(40))).toEqual({ ok: 'a'.repeat(40) });
    expect(outcome(nameField(40), 'a'.repeat(41))).toEqual({ error: 'zod:too_big' });
    expect(outcome(nameField(80), 'a'.repeat(81))).toEqual({ error: 'zod:too_big' });
  });

  it('any run of letters separated by single spaces is a name (property)', () => {
    const word = fc.stringMatching(/^[a-zA-Zàèéìòùç]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        expect(NAME_PATTERN.test(words.join(' '))).toBe(true);
      }),
    );
  });

  it('a name never holds a digit (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 9 }), (s, d) => {
        expect(NAME_PATTERN.test(`${s}${d}`)).toBe(false);
      }),
    );
  });
});

describe('placeField — "birth city letters only, max 80"; "residence city letters only, max 40" (R-letters)', () => {
  it.each(
    titled<{ case: string; value: string; expected: unknown }>('$case: "$value"', [
      { case: 'a town', value: 'Parma', expected: { ok: 'Parma' } },
      { case: 'spaces', value: 'San Giovanni in Persiceto', expected: { ok: 'San Giovanni in Persiceto' } },
      { case: 'apostrophe', value: "L'Aquila", expected: { ok: "L'Aquila" } },
      { case: 'accent', value: 'Forlì', expected: { ok: 'Forlì' } },
      { case: 'hyphen', value: 'Aix-en-Provence', expected: { ok: 'Aix-en-Provence' } },
      { case: 'dot', value: 'St. Moritz', expected: { ok: 'St. Moritz' } },
      { case: 'bilingual name', value: 'Bolzano/Bozen', expected: { ok: 'Bolzano/Bozen' } },
      { case: 'Chinese', value: '北京', expected: { ok: '北京' } },
      { case: 'digits', value: 'Parma 2', expected: { error: 'application.invalidPlace' } },
      { case: 'a postcode', value: '43121', expected: { error: 'application.invalidPlace' } },
      { case: 'a comma', value: 'Parma, Italia', expected: { error: 'application.invalidPlace' } },
    ]),
  )('%s', (_title, { value, expected }) => {
    expect(outcome(placeField(80), value)).toEqual(expected);
  });

  it('every word of letters is a place (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\p{L}]{1,20}$/u), (word) => {
        expect(PLACE_PATTERN.test(word)).toBe(true);
      }),
    );
  });

  it('residence city max 40', () => {
    expect(outcome(placeField(40), 'a'.repeat(41))).toEqual({ error: 'zod:too_big' });
  });
});

describe('streetField — "street letters and digits only, max 75" (R-letters: with the signs addresses need)', () => {
  it.each(
    titled<{ case: string; value: string; expected: unknown }>('$case: "$value"', [
      { case: 'Italian', value: 'Via Roma 12', expected: { ok: 'Via Roma 12' } },
      {
        case: 'apostrophe and slash',
        value: "Via dell'Università 12/A",
        expected: { ok: "Via dell'Università 12/A" },
      },
      { case: 'abbreviation and comma', value: 'P.za Garibaldi, 3', expected: { ok: 'P.za Garibaldi, 3' } },
      { case: 'number sign', value: 'Corso Italia n° 5', expected: { ok: 'Corso Italia n° 5' } },
      { case: 'house number first', value: '221B Baker Street', expected: { ok: '221B Baker Street' } },
      { case: 'Chinese', value: '朝阳区建国路88号', expected: { ok: '朝阳区建国路88号' } },
      { case: 'symbols', value: 'Via Roma <script>', expected: { error: 'application.invalidStreet' } },
      { case: 'leading sign', value: '-Via Roma', expected: { error: 'application.invalidStreet' } },
    ]),
  )('%s', (_title, { value, expected }) => {
    expect(outcome(streetField(75), value)).toEqual(expected);
  });

  it('max 75', () => {
    expect(outcome(streetField(75), 'a'.repeat(75))).toEqual({ ok: 'a'.repeat(75) });
    expect(outcome(streetField(75), 'a'.repeat(76))).toEqual({ error: 'zod:too_big' });
  });

  it('letters and digits always pass (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,30}$/), (s) => {
        expect(STREET_PATTERN.test(s)).toBe(true);
      }),
    );
  });
});

describe('postcodeField — "postal code max 20"', () => {
  it.each([
    { value: '43121', required: true, expected: { ok: '43121' } },
    { value: 'sw1a 1aa', required: true, expected: { ok: 'SW1A 1AA' } },
    { value: '1000-001', required: true, expected: { ok: '1000-001' } },
    { value: '', required: false, expected: { ok: '' } },
    { value: '', required: true, expected: { error: 'application.required' } },
    { value: '43121!', required: true, expected: { error: 'application.invalidPostcode' } },
    { value: '1'.repeat(21), required: true, expected: { error: 'zod:too_big' } },
  ])('"$value" (required $required)', ({ value, required, expected }) => {
    expect(outcome(postcodeField(20, required), value)).toEqual(expected);
  });
});

describe('taxCodeField — "exactly 16 characters"', () => {
  it.each([
    { value: 'RSSMRA80A01H501U', expected: { ok: 'RSSMRA80A01H501U' } },
    { value: ' rssmra80a01h501u ', expected: { ok: 'RSSMRA80A01H501U' } },
    { value: 'RSSMRA80A01H501', expected: { error: 'application.invalidTaxCode' } },
    { value: 'RSSMRA80A01H501UX', expected: { error: 'application.invalidTaxCode' } },
    { value: 'RSSMRA80A01H50-U', expected: { error: 'application.invalidTaxCode' } },
    { value: '   ', expected: { error: 'application.required' } },
  ])('"$value"', ({ value, expected }) => {
    expect(outcome(taxCodeField(), value)).toEqual(expected);
  });
});

describe('emailField — "e-mail required and matching an e-mail pattern"', () => {
  it.each([
    { value: ' mario@example.it ', required: true, expected: { ok: 'mario@example.it' } },
    { value: 'mario@', required: true, expected: { error: 'application.invalidEmail' } },
    { value: '', required: true, expected: { error: 'application.required' } },
    { value: '', required: false, expected: { ok: '' } },
    { value: `${'a'.repeat(70)}@example.it`, required: true, expected: { error: 'zod:too_big' } },
  ])('"$value" (required $required)', ({ value, required, expected }) => {
    expect(outcome(emailField(required), value)).toEqual(expected);
  });
});

describe('dateField — "between 1900-01-01 and 2100-12-31"', () => {
  it.each(
    titled<{ case: string; value: string; today?: string; expected: unknown }>('$case', [
      { case: 'first day', value: '1900-01-01', expected: { ok: '1900-01-01' } },
      { case: 'last day', value: '2100-12-31', expected: { ok: '2100-12-31' } },
      { case: 'before 1900', value: '1899-12-31', expected: { error: 'application.invalidDate' } },
      { case: 'after 2100', value: '2101-01-01', expected: { error: 'application.invalidDate' } },
      { case: 'not a real day', value: '2023-02-29', expected: { error: 'application.invalidDate' } },
      { case: 'another format', value: '01/02/2000', expected: { error: 'application.invalidDate' } },
      { case: 'empty', value: '', expected: { error: 'application.required' } },
      { case: 'today is allowed', value: '2025-03-10', today: '2025-03-10', expected: { ok: '2025-03-10' } },
      {
        case: 'after today',
        value: '2025-03-11',
        today: '2025-03-10',
        expected: { error: 'application.dateInFuture' },
      },
    ]),
  )('%s', (_title, { value, today, expected }) => {
    expect(outcome(dateField(today), value)).toEqual(expected);
  });
});

describe('yearField — "4 chars, 1900 to 2100"', () => {
  it.each([
    { value: '1900', expected: { ok: '1900' } },
    { value: '2100', expected: { ok: '2100' } },
    { value: ' 2019 ', expected: { ok: '2019' } },
    { value: '1899', expected: { error: 'application.invalidYear' } },
    { value: '2101', expected: { error: 'application.invalidYear' } },
    { value: '19', expected: { error: 'application.invalidYear' } },
    { value: '20199', expected: { error: 'application.invalidYear' } },
    { value: '２０１９', expected: { error: 'application.invalidYear' } },
    { value: '', expected: { error: 'application.required' } },
  ])('"$value"', ({ value, expected }) => {
    expect(outcome(yearField(), value)).toEqual(expected);
  });

  it('accepts exactly the years 1900..2100 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), (year) => {
        expect(yearField().safeParse(String(year)).success).toBe(year >= 1900 && year <= 2100);
      }),
    );
  });
});

describe('phone fields — "phone prefix required; mobile required, max 40, digits and plus only"', () => {
  it.each([
    { value: '3331234567', required: true, expected: { ok: '3331234567' } },
    { value: '+41 79 123 45 67', required: true, expected: { ok: '+41791234567' } },
    { value: '333-1234567', required: true, expected: { error: 'application.invalidPhone' } },
    { value: '333+1234567', required: true, expected: { error: 'application.invalidPhone' } },
    { value: '', required: true, expected: { error: 'application.required' } },
    { value: '', required: false, expected: { ok: '' } },
    { value: '1'.repeat(41), required: true, expected: { error: 'zod:too_big' } },
  ])('number "$value" (required $required)', ({ value, required, expected }) => {
    expect(outcome(phoneNumberField(required), value)).toEqual(expected);
  });

  it.each([
    { value: '+39', list: undefined, expected: { ok: '39' } },
    { value: '39', list: ['+39', '+86'], expected: { ok: '39' } },
    { value: '+44', list: ['+39', '+86'], expected: { error: 'application.invalidPhonePrefix' } },
    { value: 'IT', list: undefined, expected: { error: 'application.invalidPhonePrefix' } },
    { value: '', list: undefined, expected: { error: 'application.required' } },
  ])('prefix "$value" of $list', ({ value, list, expected }) => {
    expect(outcome(phonePrefixField(list), value)).toEqual(expected);
  });
});

describe('option and reference fields', () => {
  it('optionField: one of the values, exactly', () => {
    const values = ['IT_Fiera', 'EN_Fiera'];
    expect(outcome(optionField(values), 'IT_Fiera')).toEqual({ ok: 'IT_Fiera' });
    expect(outcome(optionField(values), 'Fiera')).toEqual({ error: 'application.invalidOption' });
    expect(outcome(optionField(values), '')).toEqual({ error: 'application.required' });
    expect(outcome(optionField(values, false), '')).toEqual({ ok: '' });
  });

  it("referenceField: saved in the list's spelling; any text without a list", () => {
    const countries = ['Italia', "Costa d'Avorio"];
    expect(outcome(referenceField(countries), 'costa d’avorio')).toEqual({ ok: "Costa d'Avorio" });
    expect(outcome(referenceField(countries), 'Atlantide')).toEqual({ error: 'application.invalidOption' });
    expect(outcome(referenceField(countries), ' ')).toEqual({ error: 'application.required' });
    expect(outcome(referenceField(countries, false), '')).toEqual({ ok: '' });
    expect(outcome(referenceField(undefined), 'Atlantide')).toEqual({ ok: 'Atlantide' });
  });

  it('yesNoField: "Si/No"', () => {
    expect(outcome(yesNoField(), 'Si')).toEqual({ ok: 'Si' });
    expect(outcome(yesNoField(), 'No')).toEqual({ ok: 'No' });
    expect(outcome(yesNoField(), 'Yes')).toEqual({ error: 'application.invalidOption' });
    expect(outcome(yesNoField(), undefined)).toEqual({ error: 'application.required' });
  });

  it("contextIsItaly: the default rule, or the caller's", () => {
    expect(contextIsItaly({}, 'Italia')).toBe(true);
    expect(contextIsItaly({}, '')).toBe(false);
    expect(contextIsItaly({ isItaly: (c) => c === 'ITA' }, 'ITA')).toBe(true);
    expect(contextIsItaly({ isItaly: (c) => c === 'ITA' }, 'Italia')).toBe(false);
  });
});

describe('fileField — "max 4.5 MB; accepted extensions pdf, docx, doc"', () => {
  it.each(
    titled<{ case: string; value: unknown; required: boolean; expected: unknown }>('$case', [
      {
        case: 'a CV',
        value: { name: 'cv.pdf', size: 1000 },
        required: true,
        expected: { ok: { name: 'cv.pdf', size: 1000 } },
      },
      {
        case: 'missing and required',
        value: null,
        required: true,
        expected: { error: 'application.required' },
      },
      { case: 'missing and optional', value: undefined, required: false, expected: { ok: null } },
      {
        case: 'oversize: DimensioniEccessive',
        value: { name: 'cv.pdf', size: UPLOAD_MAX_BYTES + 1 },
        required: true,
        expected: { error: 'upload.tooLarge' },
      },
      {
        case: 'wrong type',
        value: { name: 'cv.png', size: 10 },
        required: true,
        expected: { error: 'upload.typeNotAllowed' },
      },
      {
        case: 'empty file: FileVuoto',
        value: { name: 'cv.pdf', size: 0 },
        required: true,
        expected: { error: 'upload.fileEmpty' },
      },
      {
        case: 'a path as name',
        value: { name: '../cv.pdf', size: 10 },
        required: true,
        expected: { error: 'upload.invalidFileName' },
      },
      {
        case: 'a negative size',
        value: { name: 'cv.pdf', size: -1 },
        required: true,
        expected: { error: 'request.invalid' },
      },
    ]),
  )('%s', (_title, { value, required, expected }) => {
    expect(outcome(fileField('cv', required), value)).toEqual(expected);
  });
});
