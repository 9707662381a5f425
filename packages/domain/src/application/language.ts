import type { ApplicationLocale } from '../shared/locale.ts';

/**
 * Which set of rules a locale follows. The specification names only two kinds of rule: "only in
 * Italian locale" / "only in non-Italian locales" and "only in English locale" / picklists "EN_ for
 * English". Chinese is offered on the application for applicants from abroad, so it follows the
 * English rules everywhere (reading R-zh): the tax-code question is asked, the birth and residence
 * provinces are "EE - For Foreign Country", English level and motivational letter are asked, and
 * picklists show the EN_ values.
 */
export type FormLanguage = 'it' | 'en';

export function formLanguage(locale: ApplicationLocale): FormLanguage {
  return locale === 'it' ? 'it' : 'en';
}

/** "only in Italian locale" */
export function isItalianLocale(locale: ApplicationLocale): boolean {
  return formLanguage(locale) === 'it';
}
