import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import {
  comparableName,
  isItaly,
  pickFrom,
  postcodeFitsCountry,
  provinceFitsCountry,
  provinceKeys,
  sameName,
  sameProvince,
} from './places.ts';

describe('comparableName / sameName — "matches city, province and region case-insensitively" (and accent-insensitively, R-places)', () => {
  it.each(
    titled<{ case: string; a: string; b: string; same: boolean }>('$case: "$a" vs "$b"', [
      { case: 'case', a: 'PARMA', b: 'Parma', same: true },
      { case: 'accent', a: 'Forlì', b: 'FORLI', same: true },
      { case: "registry's apostrophe accent", a: "FORLI'", b: 'Forlì', same: true },
      { case: 'apostrophe inside', a: "REGGIO NELL'EMILIA", b: 'Reggio nell’Emilia', same: true },
      { case: 'hyphen or space', a: 'Emilia-Romagna', b: 'Emilia Romagna', same: true },
      { case: 'spaces', a: '  San   Marino ', b: 'san marino', same: true },
      { case: 'different towns', a: 'Parma', b: 'Parme', same: false },
      { case: 'empty never matches', a: '', b: '', same: false },
      { case: 'Chinese unchanged', a: '北京', b: '北京', same: true },
    ]),
  )('%s', (_title, { a, b, same }) => {
    expect(sameName(a, b)).toBe(same);
  });

  it('is the same for any upper/lower-case spelling (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(comparableName(s.toUpperCase())).toBe(comparableName(s.toLowerCase()));
      }),
    );
  });

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(comparableName(comparableName(s))).toBe(comparableName(s));
      }),
    );
  });
});

describe('isItaly — the country list is keyed by Italian names ("Italia")', () => {
  it.each(['Italia', 'ITALIA', ' italia ', 'Italy', 'IT', 'ITA', '意大利'])('"%s" is Italy', (value) => {
    expect(isItaly(value)).toBe(true);
  });
  it.each(['Francia', 'Svizzera', 'San Marino', '', null, undefined, 'Italiano'])(
    '"%s" is not Italy',
    (value) => {
      expect(isItaly(value)).toBe(false);
    },
  );
});

describe('provinces — "XX - Name" matches its code or its name (R-province)', () => {
  it.each(
    titled<{ case: string; a: string; b: string; same: boolean }>('$case', [
      { case: 'code and name vs name', a: 'PR - Parma', b: 'PARMA', same: true },
      { case: 'code and name vs code', a: 'PR - Parma', b: 'pr', same: true },
      { case: 'same full form', a: 'PR - Parma', b: 'pr - parma', same: true },
      { case: 'different provinces', a: 'PR - Parma', b: 'PC - Piacenza', same: false },
      { case: 'name vs different name', a: 'Parma', b: 'Piacenza', same: false },
      { case: 'foreign province', a: 'EE - For Foreign Country', b: 'EE', same: true },
      { case: 'empty', a: '', b: '', same: false },
    ]),
  )('%s', (_title, { a, b, same }) => {
    expect(sameProvince(a, b)).toBe(same);
    expect(sameProvince(b, a)).toBe(same);
  });

  it('a plain name has one key', () => {
    expect(provinceKeys('Reggio Emilia')).toEqual(['reggio emilia']);
  });
});

describe('pickFrom — what is stored is the reference list entry', () => {
  const list = ['Italia', 'Francia', "Costa d'Avorio", 'Guinea-Bissau'];
  it.each([
    { value: 'italia', expected: 'Italia' },
    { value: 'COSTA D’AVORIO', expected: "Costa d'Avorio" },
    { value: 'Guinea Bissau', expected: 'Guinea-Bissau' },
    { value: 'Atlantide', expected: null },
    { value: '', expected: null },
  ])('"$value" → $expected', ({ value, expected }) => {
    expect(pickFrom(list, value)).toBe(expected);
  });
});

describe('postcodeFitsCountry — R-cap: an Italian postcode is five digits', () => {
  it.each([
    ['40121', 'Italia', true],
    ['00184', 'Italy', true],
    [' 43121 ', 'ITALIA', true],
    ['', 'Italia', true],
    ['4012', 'Italia', false],
    ['401211', 'Italy', false],
    ['40A12', 'Italia', false],
    ['SW1A 1AA', 'Regno Unito', true],
    ['6900', 'Svizzera', true],
    ['4012', '', true],
  ])('"%s" in "%s" → %s', (postcode, country, fits) => {
    expect(postcodeFitsCountry(postcode, country)).toBe(fits);
  });

  it('asks the caller whether the country is Italy when it says how', () => {
    expect(postcodeFitsCountry('4012', 'IT-Home', (c) => c === 'IT-Home')).toBe(false);
  });
});

describe('provinceFitsCountry — R-province-country: an Italian province for Italy, EE for another country', () => {
  it.each([
    ['PR - Parma', 'Italia', true],
    ['PR', 'Italy', true],
    ['EE - For Foreign Country', 'Italia', false],
    ['EE', 'Italia', false],
    ['EE - For Foreign Country', 'Francia', true],
    ['PR - Parma', 'Francia', false],
    ['', 'Francia', true],
    ['', 'Italia', true],
    ['PR - Parma', '', true],
  ])('"%s" in "%s" → %s', (province, country, fits) => {
    expect(provinceFitsCountry(province, country)).toBe(fits);
  });
});
