import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLICATION_LOCALES } from '../shared/locale.ts';
import { titled } from '../testing/titled.ts';
import {
  ENGLISH_LEVEL_VALUES,
  FIELD_OF_STUDY,
  FIELD_OF_STUDY_VALUES,
  HOW_HEARD_VALUES,
  hasPicklistName,
  isQualificationValue,
  localePicklist,
  localeValue,
  OCCUPATION,
  OCCUPATION_VALUES,
  picklistName,
  picklistPrefix,
  picklistValueLanguage,
  QUALIFICATION,
  QUALIFICATION_VALUES,
} from './picklists.ts';

const SAMPLE = ['IT_Fiera', 'EN_Fiera', 'IT_Visita alla scuola', 'EN_Scuola partner internazionale', 'Altro'];

describe('localePicklist — "Locale filters picklist values by prefix (IT_ for Italian, EN_ for English)"', () => {
  it.each(
    titled<{ locale: 'it' | 'en' | 'zh'; expected: { value: string; name: string }[] }>('$locale', [
      {
        locale: 'it',
        expected: [
          { value: 'IT_Fiera', name: 'Fiera' },
          { value: 'IT_Visita alla scuola', name: 'Visita alla scuola' },
          { value: 'Altro', name: 'Altro' },
        ],
      },
      {
        locale: 'en',
        expected: [
          { value: 'EN_Fiera', name: 'Fiera' },
          { value: 'EN_Scuola partner internazionale', name: 'Scuola partner internazionale' },
          { value: 'Altro', name: 'Altro' },
        ],
      },
      {
        locale: 'zh',
        expected: [
          { value: 'EN_Fiera', name: 'Fiera' },
          { value: 'EN_Scuola partner internazionale', name: 'Scuola partner internazionale' },
          { value: 'Altro', name: 'Altro' },
        ],
      },
    ]),
  )(
    '%s (R-zh: Chinese shows the EN_ values; unprefixed values show everywhere)',
    (_title, { locale, expected }) => {
      expect(localePicklist(SAMPLE, locale)).toEqual(expected);
    },
  );

  it('keeps only own or unprefixed values, strips every shown name, keeps list order (property)', () => {
    const value = fc.oneof(
      fc.string().map((s) => `IT_${s}`),
      fc.string().map((s) => `EN_${s}`),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(value), fc.constantFrom(...APPLICATION_LOCALES), (values, locale) => {
        const options = localePicklist(values, locale);
        const prefix = picklistPrefix(locale);
        for (const option of options) {
          expect(option.value.startsWith(prefix) || picklistValueLanguage(option.value) === null).toBe(true);
          expect(option.name).toBe(picklistName(option.value));
        }
        const expected = values.filter((v) => v.startsWith(prefix) || picklistValueLanguage(v) === null);
        expect(options.map((o) => o.value)).toEqual(expected);
      }),
    );
  });

  it.each([
    { value: 'IT_Istituto Alberghiero', name: 'Istituto Alberghiero', language: 'it' },
    { value: 'EN_Madrelingua', name: 'Madrelingua', language: 'en' },
    { value: 'Altro (specificare)', name: 'Altro (specificare)', language: null },
    { value: 'FR_Salon', name: 'FR_Salon', language: null },
    { value: 'it_lower', name: 'it_lower', language: null },
  ])('picklistName("$value") = "$name"', ({ value, name, language }) => {
    expect(picklistName(value)).toBe(name);
    expect(picklistValueLanguage(value)).toBe(language);
  });

  it('localeValue maps a value to the same name in another locale', () => {
    expect(localeValue('IT_Fiera', SAMPLE, 'en')).toBe('EN_Fiera');
    expect(localeValue('EN_Fiera', SAMPLE, 'it')).toBe('IT_Fiera');
    expect(localeValue('IT_Visita alla scuola', SAMPLE, 'en')).toBeNull();
    expect(localeValue('Altro', SAMPLE, 'zh')).toBe('Altro');
    expect(localeValue('', SAMPLE, 'it')).toBeNull();
  });
});

describe('the value lists of the catalogues', () => {
  it('"Qualification options: hotel or culinary high-school student, high-school diploma, bachelor\'s degree, master\'s degree, no diploma, other."', () => {
    expect(localePicklist(QUALIFICATION_VALUES, 'it').map((o) => o.name)).toEqual([
      'Istituto Alberghiero',
      'Diploma di Scuola Superiore',
      'Laurea Triennale',
      'Laurea Magistrale',
      'Nessun Diploma',
      'Altro (specificare)',
    ]);
    expect(QUALIFICATION_VALUES).toContain('IT_Istituto Alberghiero');
    expect(localePicklist(QUALIFICATION_VALUES, 'en')).toHaveLength(6);
    expect(hasPicklistName('EN_Diploma di Scuola Superiore', QUALIFICATION.highSchoolDiploma)).toBe(true);
  });

  it('the field of study: a list ending with "Altro (specificare)", in both locales', () => {
    expect(localePicklist(FIELD_OF_STUDY_VALUES, 'it').map((o) => o.name)).toEqual([
      'Alberghiero',
      'Liceo',
      'Tecnico',
      'Professionale',
      'Altro (specificare)',
    ]);
    expect(localePicklist(FIELD_OF_STUDY_VALUES, 'zh').map((o) => o.value)).toContain(
      'EN_Altro (specificare)',
    );
    expect(hasPicklistName('IT_Altro (specificare)', FIELD_OF_STUDY.other)).toBe(true);
  });

  it('one qualification vocabulary: "" or a value of the list, nothing else', () => {
    expect(isQualificationValue('')).toBe(true);
    expect(isQualificationValue('EN_Laurea Magistrale')).toBe(true);
    expect(isQualificationValue('Laurea Magistrale')).toBe(false);
    expect(isQualificationValue('hospitalityDiploma')).toBe(false);
  });

  it('"Ways of hearing about the school: past course, social media, school visit, fair, international partner school, study-abroad consultant" (+ Altro)', () => {
    expect(localePicklist(HOW_HEARD_VALUES, 'en')).toHaveLength(7);
    expect(localePicklist(HOW_HEARD_VALUES, 'it').map((o) => o.name)).toContain('Altro');
  });

  it('"English level (A1/A2, B1/B2, C1/C2, native)" — EN_ values only, native "EN_Madrelingua"', () => {
    expect(ENGLISH_LEVEL_VALUES).toEqual(['EN_A1/A2', 'EN_B1/B2', 'EN_C1/C2', 'EN_Madrelingua']);
    expect(localePicklist(ENGLISH_LEVEL_VALUES, 'it')).toEqual([]);
    expect(localePicklist(ENGLISH_LEVEL_VALUES, 'zh')).toHaveLength(4);
  });

  it('"Current occupation options (voucher registration): Operatore di Cucina, ... Altro."', () => {
    expect(Object.values(OCCUPATION)).toEqual([
      'Operatore di Cucina',
      'Operatore di Pasticceria',
      'Operatore di Sala',
      'F&B Manager',
      'Titolare di attività ristorative',
      'Altro',
    ]);
    expect(localePicklist(OCCUPATION_VALUES, 'it')).toHaveLength(6);
    expect(localePicklist(OCCUPATION_VALUES, 'en')).toHaveLength(6);
  });

  it('every list has distinct values', () => {
    for (const list of [
      QUALIFICATION_VALUES,
      FIELD_OF_STUDY_VALUES,
      HOW_HEARD_VALUES,
      ENGLISH_LEVEL_VALUES,
      OCCUPATION_VALUES,
    ])
      expect(new Set(list).size).toBe(list.length);
  });
});
