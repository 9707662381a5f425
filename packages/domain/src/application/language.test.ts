import { describe, expect, it } from 'vitest';
import { formLanguage, isItalianLocale } from './language.ts';

describe('formLanguage — "Locales it, en, and Chinese on the application"', () => {
  it.each([
    { locale: 'it', expected: 'it', italian: true },
    { locale: 'en', expected: 'en', italian: false },
    { locale: 'zh', expected: 'en', italian: false },
  ] as const)('$locale follows the $expected rules', ({ locale, expected, italian }) => {
    expect(formLanguage(locale)).toBe(expected);
    expect(isItalianLocale(locale)).toBe(italian);
  });
});
