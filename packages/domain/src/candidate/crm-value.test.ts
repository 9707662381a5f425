import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import { isBlank, isCrmValue, normaliseCrmValue } from './crm-value.ts';

describe('normaliseCrmValue — CRM values are matched case-insensitively', () => {
  it.each(
    titled<{ case: string; value: string | null | undefined; expected: string }>('$case', [
      { case: 'lower case stays', value: 'validato', expected: 'validato' },
      { case: 'capitalised', value: 'Validato', expected: 'validato' },
      { case: 'upper case', value: 'NON VALIDO', expected: 'non valido' },
      { case: 'surrounding spaces', value: '  ok ', expected: 'ok' },
      { case: 'repeated inner spaces and a tab', value: 'in  \tvalidazione', expected: 'in validazione' },
      { case: 'slash kept: N/A', value: 'N/A', expected: 'n/a' },
      { case: 'null', value: null, expected: '' },
      { case: 'undefined', value: undefined, expected: '' },
      { case: 'decomposed accent composed (NFC)', value: 'citta\u0300', expected: 'città' },
    ]),
  )('%s', (_title, { value, expected }) => {
    expect(normaliseCrmValue(value)).toBe(expected);
  });

  it('property: idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const once = normaliseCrmValue(value);
        return normaliseCrmValue(once) === once;
      }),
    );
  });
});

describe('isCrmValue', () => {
  it.each(
    titled<{ case: string; value: string | null; expected: string; result: boolean }>('$case', [
      {
        case: '"Da Confermare" is "da confermare"',
        value: 'Da Confermare',
        expected: 'da confermare',
        result: true,
      },
      { case: '"OK" is "ok"', value: 'OK', expected: 'ok', result: true },
      { case: '"ko" is not "ok"', value: 'ko', expected: 'ok', result: false },
      { case: 'null is not "ok"', value: null, expected: 'ok', result: false },
      { case: '"validato" is not "non valido"', value: 'validato', expected: 'non valido', result: false },
    ]),
  )('%s', (_title, { value, expected, result }) => {
    expect(isCrmValue(value, expected)).toBe(result);
  });
});

describe('isBlank — a CRM text field is missing when null, empty or only spaces', () => {
  it.each([
    { value: null, expected: true },
    { value: undefined, expected: true },
    { value: '', expected: true },
    { value: '  \t', expected: true },
    { value: 'x', expected: false },
    { value: ' Roma ', expected: false },
  ])('$value → $expected', ({ value, expected }) => {
    expect(isBlank(value)).toBe(expected);
  });
});
