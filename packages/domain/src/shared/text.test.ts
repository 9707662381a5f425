import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import {
  digits,
  EMAIL_PATTERN,
  email,
  hasControlCharacters,
  isRealDate,
  optionalEmail,
  optionalIsoDate,
  phone,
  requiredText,
  text,
} from './text.ts';

describe('text — "Text max length 100 by default."; trimmed, whitespace-only becomes empty', () => {
  it.each([
    { input: 'Parma', expected: 'Parma' },
    { input: '  Parma  ', expected: 'Parma' },
    { input: '   ', expected: '' },
    { input: '\t\n', expected: '' },
    { input: '', expected: '' },
    { input: 'x'.repeat(100), expected: 'x'.repeat(100) },
  ])('"$input" → "$expected"', ({ input, expected }) => {
    expect(text().parse(input)).toBe(expected);
  });

  it.each(
    titled('rejects $case', [
      { case: '101 characters', schema: text(), input: 'x'.repeat(101) },
      { case: 'over a custom maximum', schema: text(16), input: 'x'.repeat(17) },
      { case: 'required text, empty', schema: requiredText(), input: '' },
      { case: 'required text, whitespace only', schema: requiredText(), input: '   ' },
    ]),
  )('%s', (_title, { schema, input }) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
});

describe('e-mail — "username matches an e-mail pattern"', () => {
  it.each([
    'mario@example.com',
    'mario.rossi+alma@example.co.uk',
    'm@b.it',
    "o'brien@example.ie",
    'a_b-c@sub-domain.example.com',
  ])('accepts %s', (value) => {
    expect(EMAIL_PATTERN.test(value)).toBe(true);
    expect(email().safeParse(value).success).toBe(true);
  });

  it.each([
    'mario',
    'mario@',
    '@example.com',
    'mario@example',
    'mario rossi@example.com',
    'mario@-example.com',
    'mario@example..com',
    '',
  ])('rejects "%s"', (value) => {
    expect(email().safeParse(value).success).toBe(false);
  });
});

describe('optionalEmail — "an optional e-mail: empty string allowed, otherwise a valid address"', () => {
  it.each([
    { input: '', expected: '' },
    { input: '   ', expected: '' },
    { input: 'giulia@example.org', expected: 'giulia@example.org' },
    { input: '  giulia@example.org ', expected: 'giulia@example.org' },
  ])('"$input" → "$expected"', ({ input, expected }) => {
    expect(optionalEmail().parse(input)).toBe(expected);
  });

  it.each(['giulia', 'giulia@', `${'a'.repeat(89)}@example.com`])('rejects "%s"', (input) => {
    expect(optionalEmail().safeParse(input).success).toBe(false);
  });
});

describe('isRealDate / optionalIsoDate — ISO calendar dates 1900-01-01 to 2100-12-31, or empty', () => {
  it.each([
    { iso: '2024-02-29', expected: true },
    { iso: '2023-02-28', expected: true },
    { iso: '2023-02-29', expected: false },
    { iso: '2023-02-30', expected: false },
    { iso: '2024-04-31', expected: false },
    { iso: '2024-13-01', expected: false },
    { iso: '2024-00-01', expected: false },
    { iso: '2024-01-00', expected: false },
    { iso: '2000-02-29', expected: true },
    { iso: '1900-02-29', expected: false },
  ])('isRealDate($iso) → $expected', ({ iso, expected }) => {
    expect(isRealDate(iso)).toBe(expected);
  });

  it.each([
    { input: '', expected: '' },
    { input: '  ', expected: '' },
    { input: undefined, expected: '' },
    { input: '1900-01-01', expected: '1900-01-01' },
    { input: ' 2100-12-31 ', expected: '2100-12-31' },
  ])('optionalIsoDate accepts $input as "$expected"', ({ input, expected }) => {
    expect(optionalIsoDate().parse(input)).toBe(expected);
  });

  it.each([
    '1899-12-31',
    '2101-01-01',
    '2023-02-30',
    '05-03-2024',
    '2024-3-5',
    '2024-03-05T00:00:00Z',
    '20240305',
  ])('optionalIsoDate rejects %s', (input) => {
    expect(optionalIsoDate().safeParse(input).success).toBe(false);
  });
});

describe('digits — "Postcode (CAP) digits only."', () => {
  it.each([
    { input: '43121', ok: true },
    { input: '', ok: true },
    { input: ' 43121 ', ok: true },
    { input: '4312A', ok: false },
    { input: '43 121', ok: false },
    { input: '123456', ok: false },
  ])('digits(5): "$input" → $ok', ({ input, ok }) => {
    expect(digits(5).safeParse(input).success).toBe(ok);
  });
});

describe('phone — digits, spaces and a leading plus, or empty', () => {
  it.each([
    { input: '+39 333 1234567', ok: true },
    { input: '0521 123456', ok: true },
    { input: '', ok: true },
    { input: '39+333', ok: false },
    { input: '++39', ok: false },
    { input: '333-123', ok: false },
    { input: '(0521) 123', ok: false },
    { input: '3'.repeat(40), ok: true },
    { input: '3'.repeat(41), ok: false },
  ])('"$input" → $ok', ({ input, ok }) => {
    expect(phone().safeParse(input).success).toBe(ok);
  });
});

describe('control characters', () => {
  it.each(['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u009b'])(
    'are refused by every text schema (%j) with request.controlCharacters',
    (c) => {
      for (const schema of [text(), requiredText(), email()]) {
        const result = schema.safeParse(`anna${c}@example.com`);
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toBe('request.controlCharacters');
      }
    },
  );

  it('allow tab, line feed and carriage return in text', () => {
    expect(text().parse('riga 1\r\nriga\t2')).toBe('riga 1\r\nriga\t2');
    expect(hasControlCharacters('à è ì ò ù € 中文 😀')).toBe(false);
  });
});
