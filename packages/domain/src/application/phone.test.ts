import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import {
  filterPhoneInput,
  formatPhone,
  isPhoneKeyAllowed,
  isPhonePrefix,
  isSecondPrefixRequired,
  normalisePhonePrefix,
  PHONE_NUMBER_PATTERN,
  splitPhone,
} from './phone.ts';

describe('isPhoneKeyAllowed — "digits and plus only on key press"', () => {
  it.each([...'0123456789+'])('"%s" passes', (key) => {
    expect(isPhoneKeyAllowed(key)).toBe(true);
  });
  it.each(['a', 'Z', ' ', '-', '(', ')', '.', '/', '٣', '３', '€'])('"%s" is blocked', (key) => {
    expect(isPhoneKeyAllowed(key)).toBe(false);
  });
  it.each(['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'Enter', 'Home'])(
    'named key %s passes (the field stays editable)',
    (key) => {
      expect(isPhoneKeyAllowed(key)).toBe(true);
    },
  );
  it('an empty key is blocked', () => {
    expect(isPhoneKeyAllowed('')).toBe(false);
  });
});

describe('filterPhoneInput — the key-press rule over a whole value (paste, autofill)', () => {
  it.each([
    { input: '+39 333-123 4567', expected: '+393331234567' },
    { input: '(0521) 12.34.56', expected: '0521123456' },
    { input: 'abc', expected: '' },
  ])('"$input" → "$expected"', ({ input, expected }) => {
    expect(filterPhoneInput(input)).toBe(expected);
  });

  it('keeps only digits and plus, and is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const filtered = filterPhoneInput(s);
        expect(filtered).toMatch(/^[0-9+]*$/);
        expect(filterPhoneInput(filtered)).toBe(filtered);
      }),
    );
  });

  it('PHONE_NUMBER_PATTERN: a leading plus then digits', () => {
    expect(PHONE_NUMBER_PATTERN.test('+393331234567')).toBe(true);
    expect(PHONE_NUMBER_PATTERN.test('3331234567')).toBe(true);
    expect(PHONE_NUMBER_PATTERN.test('333+123')).toBe(false);
    expect(PHONE_NUMBER_PATTERN.test('+')).toBe(false);
  });
});

describe('prefixes — from records with Name and Prefisso_internazionale__c', () => {
  it.each([
    { prefix: '39', valid: true, saved: '39' },
    { prefix: '+39', valid: true, saved: '39' },
    { prefix: '1-268', valid: true, saved: '1268' },
    { prefix: '+44 1481', valid: true, saved: '441481' },
    { prefix: '', valid: false, saved: '' },
    { prefix: '+', valid: false, saved: '' },
    { prefix: 'IT', valid: false, saved: '' },
    { prefix: '1234567', valid: false, saved: '1234567' },
  ])('"$prefix" valid $valid, saved "$saved"', ({ prefix, valid, saved }) => {
    expect(isPhonePrefix(prefix)).toBe(valid);
    expect(normalisePhonePrefix(prefix)).toBe(saved);
  });
});

/** Calling codes as the prefix select offers them (libphonenumber's, digits only). */
const CODES = ['1', '7', '20', '33', '34', '39', '41', '44', '86', '297', '351', '352', '1268'];

describe('formatPhone / splitPhone — "Phone is saved as "+" prefix then number."', () => {
  it.each(
    titled<{ case: string; prefix: string; number: string; saved: string }>(
      '$case: $prefix + $number → "$saved"',
      [
        { case: 'Italian mobile', prefix: '39', number: '3331234567', saved: '+393331234567' },
        { case: 'prefix with plus', prefix: '+86', number: '13812345678', saved: '+8613812345678' },
        {
          case: 'spaces in the number removed',
          prefix: '44',
          number: ' 7700 900123 ',
          saved: '+447700900123',
        },
        {
          case: 'a number typed with its own +',
          prefix: '39',
          number: '+41791234567',
          saved: '+41791234567',
        },
        { case: 'no number', prefix: '39', number: '', saved: '' },
        { case: 'only a plus', prefix: '39', number: '+', saved: '' },
        { case: 'no prefix', prefix: '', number: '0521123456', saved: '0521123456' },
      ],
    ),
  )('%s', (_title, { prefix, number, saved }) => {
    expect(formatPhone(prefix, number)).toBe(saved);
  });

  it.each([
    { saved: '+393331234567', prefix: '39', number: '3331234567' },
    { saved: '+12025550123', prefix: '1', number: '2025550123' },
    { saved: '+2971234567', prefix: '297', number: '1234567' },
    { saved: '+351912345678', prefix: '351', number: '912345678' },
    // Longest match: "1268" (a code of the list) wins over "1".
    { saved: '+12684641234', prefix: '1268', number: '4641234' },
    // Values saved with a space before, or typed with spaces in the profile.
    { saved: '+39 3331234567', prefix: '39', number: '3331234567' },
    { saved: '+39 333 1234567', prefix: '39', number: '3331234567' },
    // No known code: the whole value is the number.
    { saved: '+9991234567', prefix: '', number: '+9991234567' },
    // The code alone is no phone.
    { saved: '+39', prefix: '', number: '+39' },
    { saved: '0521 123456', prefix: '', number: '0521123456' },
    { saved: '', prefix: '', number: '' },
  ])('splitPhone("$saved") → "$prefix" and "$number"', ({ saved, prefix, number }) => {
    expect(splitPhone(saved, CODES)).toEqual({ prefix, number });
  });

  it('splitPhone undoes formatPhone for every code of the list (property)', () => {
    // Codes are a prefix code (no code starts another one), as ITU assigns them; the list above
    // adds 1268 to check the longest match, so it is left out here.
    const codes = CODES.filter((code) => code !== '1268');
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.stringMatching(/^[2-9]\d{3,12}$/), (prefix, number) => {
        expect(splitPhone(formatPhone(prefix, number), codes)).toEqual({ prefix, number });
      }),
    );
  });

  it('a saved phone is "+" prefix then number: digits after a leading plus, no space (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (prefix, number) => {
        expect(formatPhone(prefix, number)).toMatch(/^\+?\d*$/);
      }),
    );
  });

  it('splitPhone of nothing', () => {
    expect(splitPhone(null, CODES)).toEqual({ prefix: '', number: '' });
    expect(splitPhone(undefined, [])).toEqual({ prefix: '', number: '' });
  });
});

describe('isSecondPrefixRequired — "second prefix required once the second number is filled"', () => {
  it.each([
    { number: '', required: false },
    { number: '   ', required: false },
    { number: null, required: false },
    { number: '3', required: true },
  ])('"$number" → $required', ({ number, required }) => {
    expect(isSecondPrefixRequired(number)).toBe(required);
  });
});
