import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import { comparableName, isItaly, pickFrom, provinceKeys, sameName, sameProvince } from './places.ts';

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
