import fc from 'fast-check';
import { getCountrySpecifications } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import { formatIban, isValidIban, normaliseIban } from './iban.ts';

/**
 * The check digits of an IBAN (ISO 7064 MOD 97-10: letters A=10 … Z=35, "00" in their place,
 * the country after the BBAN), computed here independently of the library under test.
 */
function ibanCheckDigits(countryCode: string, bban: string): string {
  const digits = [...`${bban}${countryCode}00`.toUpperCase()]
    .map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c))
    .join('');
  return String(98n - (BigInt(digits) % 97n)).padStart(2, '0');
}

/** Each registered country's IBAN length. */
const SPECS = getCountrySpecifications();
const IBAN_LENGTHS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(SPECS)
    .filter(([, spec]) => spec.IBANRegistry && spec.chars)
    .map(([country, spec]) => [country, spec.chars as number]),
);

/** Examples of the SWIFT IBAN registry. */
const REGISTRY_EXAMPLES = [
  'IT60 X054 2811 1010 0000 0123 456',
  'SM86 U032 2509 8000 0000 0270 100',
  'VA59 0011 2300 0012 3456 78',
  'DE89 3704 0044 0532 0130 00',
  'FR14 2004 1010 0505 0001 3M02 606',
  'ES91 2100 0418 4502 0005 1332',
  'GB29 NWBK 6016 1331 9268 19',
  'CH93 0076 2011 6238 5295 7',
  'NL91 ABNA 0417 1643 00',
  'BE68 5390 0754 7034',
  'NO93 8601 1117 947',
  'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
  'AT61 1904 3002 3457 3201',
  'PT50 0002 0123 1234 5678 9015 4',
  'PL61 1090 1014 0000 0712 1981 2874',
  'AL47 2121 1009 0000 0002 3569 8741',
  'MC58 1122 2000 0101 2345 6789 030',
  'LI21 0881 0000 2324 013A A',
  'BR18 0036 0305 0000 1000 9795 493C 1',
  'SA03 8000 0000 6080 1016 7519',
];

describe('isValidIban — "always needs IBAN" (validated: ISO 13616, MOD 97-10)', () => {
  it.each(REGISTRY_EXAMPLES)('accepts the registry example %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each(
    titled<{ case: string; value: string }>('accepts $case', [
      { case: 'the electronic form', value: 'IT60X0542811101000000123456' },
      { case: 'lower case', value: 'it60x0542811101000000123456' },
      { case: 'spaces anywhere and around', value: '  IT60 X05428 1110 10000 00123456 ' },
      {
        case: 'no-break spaces from a pasted document',
        value: 'IT60\u00a0X054\u00a02811\u00a01010\u00a00000\u00a00123\u00a0456',
      },
      { case: 'hyphens', value: 'IT60-X054-2811-1010-0000-0123-456' },
    ]),
  )('%s', (_title, { value }) => {
    expect(isValidIban(value)).toBe(true);
  });

  it.each(
    titled<{ case: string; value: string }>('rejects $case', [
      { case: 'empty', value: '' },
      { case: 'one digit changed', value: 'IT60X0542811101000000123457' },
      { case: 'two adjacent digits swapped', value: 'IT60X0542811101000000123465' },
      { case: 'wrong check digits', value: 'IT61X0542811101000000123456' },
      { case: 'one character short', value: 'IT60X054281110100000012345' },
      { case: 'one character long', value: 'IT60X05428111010000001234567' },
      {
        case: 'the Italian CIN is not a letter',
        value: `IT${ibanCheckDigits('IT', '00542811101000000123456')}00542811101000000123456`,
      },
      {
        case: 'Italian ABI with a letter',
        value: `IT${ibanCheckDigits('IT', 'X0A42811101000000123456')}X0A42811101000000123456`,
      },
      {
        case: 'an unknown country',
        value: `XX${ibanCheckDigits('XX', '0542811101000000123456')}0542811101000000123456`,
      },
      {
        case: 'a country without IBAN (US)',
        value: `US${ibanCheckDigits('US', '12345678901234567890')}12345678901234567890`,
      },
      { case: 'check digits 99', value: 'BE99539007547034' },
      { case: 'symbols', value: 'IT60X054281110100000012345!' },
      { case: 'letters where the check digits go', value: 'ITXXX0542811101000000123456' },
      { case: 'starts with digits', value: '60IT X054 2811 1010 0000 0123 456' },
      { case: 'an accented letter', value: 'IT60É0542811101000000123456' },
    ]),
  )('%s', (_title, { value }) => {
    expect(isValidIban(value)).toBe(false);
  });

  it('check digits 01 are refused even where 98 is right (98 ≡ 1 mod 97; ISO 13616 allows only 02-98)', () => {
    const bban = Array.from({ length: 1000 }, (_, n) => `NWBK601613319${String(n).padStart(5, '0')}`).find(
      (candidate) => ibanCheckDigits('GB', candidate) === '98',
    );
    expect(bban).toBeDefined();
    expect(isValidIban(`GB98${bban}`)).toBe(true);
    expect(isValidIban(`GB01${bban}`)).toBe(false);
  });

  it('covers Italy and every SEPA country', () => {
    const sepa = [
      'AT',
      'BE',
      'BG',
      'HR',
      'CY',
      'CZ',
      'DK',
      'EE',
      'FI',
      'FR',
      'DE',
      'GR',
      'HU',
      'IE',
      'IT',
      'LV',
      'LT',
      'LU',
      'MT',
      'NL',
      'PL',
      'PT',
      'RO',
      'SK',
      'SI',
      'ES',
      'SE',
      'IS',
      'LI',
      'NO',
      'CH',
      'GB',
      'MC',
      'SM',
      'VA',
      'AD',
      'AL',
      'MD',
      'ME',
      'MK',
    ];
    for (const country of sepa) expect(IBAN_LENGTHS[country], country).toBeGreaterThanOrEqual(15);
    expect(IBAN_LENGTHS.IT).toBe(27);
    expect(IBAN_LENGTHS.SM).toBe(27);
    for (const length of Object.values(IBAN_LENGTHS)) expect(length).toBeLessThanOrEqual(34);
  });

  // The countries whose account part may be any digits (no letters, no national check digits of
  // their own): there, a BBAN of random digits with the right check digits is a valid IBAN.
  const samples = (length: number) =>
    [7, 31, 101, 977, 4243].map((seed) =>
      Array.from({ length }, (_, i) => String((seed * (i + 3) * 7919 + i * i) % 10)).join(''),
    );
  const anyDigits = Object.keys(IBAN_LENGTHS).filter((code) =>
    samples((IBAN_LENGTHS[code] ?? 0) - 4).every((bban) =>
      isValidIban(`${code}${ibanCheckDigits(code, bban)}${bban}`),
    ),
  );
  it('builds the properties on enough countries', () => {
    expect(anyDigits.length).toBeGreaterThan(20);
    expect(anyDigits).toContain('DE');
  });
  const country = fc.constantFrom(...anyDigits);
  const ibanArb = country.chain((code) =>
    fc
      .array(fc.integer({ min: 0, max: 9 }), {
        minLength: (IBAN_LENGTHS[code] ?? 0) - 4,
        maxLength: (IBAN_LENGTHS[code] ?? 0) - 4,
      })
      .map((digits) => {
        const bban = digits.join('');
        return { code, bban, iban: `${code}${ibanCheckDigits(code, bban)}${bban}` };
      }),
  );

  it('property: an IBAN built with ibanCheckDigits is valid', () => {
    fc.assert(fc.property(ibanArb, ({ iban }) => isValidIban(iban)));
  });

  it('property: changing any one digit of the account makes it invalid', () => {
    fc.assert(
      fc.property(ibanArb, fc.nat(), fc.integer({ min: 1, max: 9 }), ({ code, bban }, at, delta) => {
        const i = at % bban.length;
        const changed = `${bban.slice(0, i)}${(Number(bban[i]) + delta) % 10}${bban.slice(i + 1)}`;
        return !isValidIban(`${code}${ibanCheckDigits(code, bban)}${changed}`);
      }),
    );
  });

  it('property: swapping two different adjacent digits makes it invalid', () => {
    fc.assert(
      fc.property(ibanArb, fc.nat(), ({ code, bban }, at) => {
        const i = at % (bban.length - 1);
        fc.pre(bban[i] !== bban[i + 1]);
        const swapped = `${bban.slice(0, i)}${bban[i + 1]}${bban[i]}${bban.slice(i + 2)}`;
        return !isValidIban(`${code}${ibanCheckDigits(code, bban)}${swapped}`);
      }),
    );
  });

  it('property: Italian IBANs built from a valid BBAN are valid', () => {
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const digit = fc.constantFrom(...'0123456789');
    const alnum = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const bban = fc
      .tuple(
        letter,
        fc.array(digit, { minLength: 10, maxLength: 10 }),
        fc.array(alnum, { minLength: 12, maxLength: 12 }),
      )
      .map(([cin, abiCab, account]) => `${cin}${abiCab.join('')}${account.join('')}`);
    fc.assert(fc.property(bban, (b) => isValidIban(formatIban(`IT${ibanCheckDigits('IT', b)}${b}`))));
  });
});

describe('the check digits the tests build IBANs with — ISO 7064 MOD 97-10', () => {
  it.each([
    { country: 'IT', bban: 'X0542811101000000123456', expected: '60' },
    { country: 'DE', bban: '370400440532013000', expected: '89' },
    { country: 'GB', bban: 'NWBK60161331926819', expected: '29' },
    { country: 'be', bban: '539007547034', expected: '68' },
  ])('$country $bban → $expected', ({ country, bban, expected }) => {
    expect(ibanCheckDigits(country, bban)).toBe(expected);
  });
});

describe('normaliseIban / formatIban', () => {
  it.each([
    {
      value: ' it60 x054 2811 1010 0000 0123 456 ',
      normal: 'IT60X0542811101000000123456',
      print: 'IT60 X054 2811 1010 0000 0123 456',
    },
    { value: 'BE68539007547034', normal: 'BE68539007547034', print: 'BE68 5390 0754 7034' },
    { value: 'NO9386011117947', normal: 'NO9386011117947', print: 'NO93 8601 1117 947' },
    { value: '', normal: '', print: '' },
  ])('"$value"', ({ value, normal, print }) => {
    expect(normaliseIban(value)).toBe(normal);
    expect(formatIban(value)).toBe(print);
  });

  it('property: formatting then normalising gives the electronic form back', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{0,34}$/),
        (value) => normaliseIban(formatIban(value)) === value,
      ),
    );
  });
});
