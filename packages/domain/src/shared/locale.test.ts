import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_LOCALES,
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  localeFromBrowser,
  localeFromProfile,
} from './locale.ts';

describe('localeFromBrowser — "Language: the app is Italian if the browser language starts with it, otherwise English."', () => {
  it.each<{ language: string | null | undefined; expected: Locale }>([
    { language: 'it', expected: 'it' },
    { language: 'it-IT', expected: 'it' },
    { language: 'it-CH', expected: 'it' },
    { language: 'IT', expected: 'it' },
    { language: 'It-it', expected: 'it' },
    { language: 'en', expected: 'en' },
    { language: 'en-US', expected: 'en' },
    { language: 'en-GB', expected: 'en' },
    { language: 'fr-FR', expected: 'en' },
    { language: 'de', expected: 'en' },
    { language: 'zh-CN', expected: 'en' },
    { language: 'es-IT', expected: 'en' },
    { language: '', expected: 'en' },
    { language: null, expected: 'en' },
    { language: undefined, expected: 'en' },
  ])('browser language $language → $expected', ({ language, expected }) => {
    expect(localeFromBrowser(language)).toBe(expected);
  });

  it('property: Italian exactly when the language starts with "it" (any case), otherwise English', () => {
    fc.assert(
      fc.property(fc.string(), (language) => {
        const expected = language.toLowerCase().startsWith('it') ? 'it' : 'en';
        return localeFromBrowser(language) === expected;
      }),
    );
  });
});

describe('localeFromProfile — "The user profile language (Lingua__c) sets the locale, falling back to Italian."', () => {
  it.each<{ language: string | null | undefined; expected: Locale }>([
    { language: 'it', expected: 'it' },
    { language: 'Italiano', expected: 'it' },
    { language: 'en', expected: 'en' },
    { language: 'EN', expected: 'en' },
    { language: 'English', expected: 'en' },
    { language: 'en_US', expected: 'en' },
    { language: '  en  ', expected: 'en' },
    // falling back to Italian
    { language: 'fr', expected: 'it' },
    { language: 'zh', expected: 'it' },
    { language: 'xyz', expected: 'it' },
    { language: '   ', expected: 'it' },
    { language: '', expected: 'it' },
    { language: null, expected: 'it' },
    { language: undefined, expected: 'it' },
  ])('Lingua__c $language → $expected', ({ language, expected }) => {
    expect(localeFromProfile(language)).toBe(expected);
  });

  it('property: always one of the app locales', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (language) => LOCALES.includes(localeFromProfile(language))),
    );
  });
});

describe('locale constants', () => {
  it('"Default locale it"', () => {
    expect(DEFAULT_LOCALE).toBe('it');
  });

  it('"bilingual (Italian and English)"; "Chinese is offered on the application route only"', () => {
    expect(LOCALES).toEqual(['it', 'en']);
    expect(APPLICATION_LOCALES).toEqual(['it', 'en', 'zh']);
  });
});

describe('isLocale — only the two app locales', () => {
  it.each<{ value: unknown; expected: boolean }>([
    { value: 'it', expected: true },
    { value: 'en', expected: true },
    { value: 'zh', expected: false },
    { value: 'IT', expected: false },
    { value: 'it-IT', expected: false },
    { value: '', expected: false },
    { value: null, expected: false },
    { value: undefined, expected: false },
    { value: 1, expected: false },
  ])('$value → $expected', ({ value, expected }) => {
    expect(isLocale(value)).toBe(expected);
  });
});
