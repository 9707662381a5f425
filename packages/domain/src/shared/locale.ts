/** Italian and English everywhere; Chinese only on the application route (specification 001, section 9). */
export const LOCALES = ['it', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const APPLICATION_LOCALES = ['it', 'en', 'zh'] as const;
export type ApplicationLocale = (typeof APPLICATION_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';

/** "The app is Italian if the browser language starts with it, otherwise English." */
export function localeFromBrowser(language: string | undefined | null): Locale {
  return language?.toLowerCase().startsWith('it') ? 'it' : 'en';
}

/**
 * "The user profile language (Lingua__c) sets the locale, falling back to Italian."
 * Accepts stored values such as "it", "Italiano", "en", "English", "en_US".
 */
export function localeFromProfile(language: string | undefined | null): Locale {
  const value = language?.trim().toLowerCase() ?? '';
  if (value.startsWith('en')) return 'en';
  return DEFAULT_LOCALE;
}

export function isLocale(value: unknown): value is Locale {
  return value === 'it' || value === 'en';
}
