import { isLocale, type Locale, localeFromBrowser } from '@school/domain/shared/locale';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readSsrState } from '../ssr/state';
import enCommon from './en/common.json';
import itCommon from './it/common.json';

export const NAMESPACES = [
  'common',
  'errors',
  'auth',
  'profile',
  'content',
  'notifications',
  'candidate',
  'billing',
  'application',
  'staff',
  'elearning',
  'utility',
  'doors',
  'housing',
  'attendance',
  'bookings',
  'shop',
  'survey',
  'internship',
  'thesis',
  'tickets',
  'vouchers',
  'privacy',
  'insights',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Chinese is offered on the application route only (specification 001, section 9): these
 * namespaces, the ones the application's screens use, exist in Chinese too; elsewhere the
 * language falls back to English.
 */
export const CHINESE_NAMESPACES = [
  'common',
  'errors',
  'auth',
  'notifications',
  'application',
] as const satisfies readonly Namespace[];

/**
 * The `application` namespace is kept in one file per part of the form (`application/step1.json`
 * holds `{ "step1": {...} }`, each file owning one top-level key), merged by `application/index.ts`
 * of each language into one chunk.
 */
export const APPLICATION_PARTS = [
  'shell',
  'step0',
  'step1',
  'step2',
  'step3',
  'step4',
  'step5',
  'step6',
  'step7',
] as const;

/** Bundled with the shell: the texts of the shell itself. */
const bundled = {
  it: { common: itCommon },
  en: { common: enCommon },
} as const;

/** The catalogues' shape, for typed keys (the Italian one; both hold the same keys). */
export interface Resources {
  common: typeof itCommon;
  errors: typeof import('./it/errors.json');
  auth: typeof import('./it/auth.json');
  profile: typeof import('./it/profile.json');
  content: typeof import('./it/content.json');
  notifications: typeof import('./it/notifications.json');
  candidate: typeof import('./it/candidate.json');
  billing: typeof import('./it/billing.json');
  application: typeof import('./it/application/index').default;
  staff: typeof import('./it/staff.json');
  elearning: typeof import('./it/elearning.json');
  utility: typeof import('./it/utility.json');
  doors: typeof import('./it/doors.json');
  housing: typeof import('./it/housing.json');
  attendance: typeof import('./it/attendance.json');
  bookings: typeof import('./it/bookings.json');
  shop: typeof import('./it/shop.json');
  survey: typeof import('./it/survey.json');
  internship: typeof import('./it/internship.json');
  thesis: typeof import('./it/thesis.json');
  tickets: typeof import('./it/tickets.json');
  vouchers: typeof import('./it/vouchers.json');
  privacy: typeof import('./it/privacy.json');
  insights: typeof import('./it/insights.json');
}

/**
 * The other namespaces (errors included: it grows with every feature) are loaded with the pages
 * that use them, one small chunk each; see `page()` in app/router.tsx.
 */
const lazyCatalogues = import.meta.glob<{ default: Record<string, unknown> }>([
  './it/*.json',
  './en/*.json',
  '!./it/common.json',
  '!./en/common.json',
  './zh/*.json',
]);

const applicationCatalogues = import.meta.glob<{ default: Record<string, unknown> }>(
  './*/application/index.ts',
);

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (namespace === 'application') {
      const loadApplication = applicationCatalogues[`./${language}/application/index.ts`];
      if (!loadApplication) {
        callback(new Error(`No catalogue ${language}/application`), false);
        return;
      }
      loadApplication().then(
        (module) => callback(null, module.default),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
      return;
    }
    const load = lazyCatalogues[`./${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Loads the namespaces a page needs, in the current language. */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return namespaces.length === 0 ? Promise.resolve() : i18n.loadNamespaces([...namespaces]);
}

/**
 * The visitor's own choice of language: a UI preference, never session data. Kept in the
 * browser's storage and, for the server's renderer, in a cookie of the same name.
 */
export const LANGUAGE_KEY = 'alma.language';

/** A year: the language cookie outlives sessions, like the stored choice. */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 3600;

function writeCookie(name: string, value: string | null, maxAgeSeconds?: number): void {
  if (typeof document === 'undefined') return;
  const age = value === null ? '; max-age=0' : maxAgeSeconds ? `; max-age=${maxAgeSeconds}` : '';
  const secure = globalThis.location?.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the portal serves
  document.cookie = `${name}=${value ?? ''}; path=/; samesite=lax${age}${secure}`;
}

function storedLocale(): Locale | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  writeCookie(LANGUAGE_KEY, locale, LANGUAGE_COOKIE_SECONDS);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Storage may be unavailable (private mode): the choice then lasts for this page only.
  }
}

/**
 * Chinese chosen on the application route, kept for this browser tab only: it survives the return
 * from the payment provider's checkout (a full page load) and a reload, not a visit to other pages
 * (cleared when the application route is left or another language is chosen).
 */
export const CHINESE_KEY = 'alma.chinese';

export function rememberChinese(isChosen: boolean): void {
  // The same choice for the server's renderer, in a cookie that ends with the browser's session.
  writeCookie(CHINESE_KEY, isChosen ? '1' : null);
  try {
    if (isChosen) globalThis.sessionStorage?.setItem(CHINESE_KEY, '1');
    else globalThis.sessionStorage?.removeItem(CHINESE_KEY);
  } catch {
    // Storage unavailable: Chinese lasts until the next full page load.
  }
}

export function isChineseRemembered(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(CHINESE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The language of a page the server rendered (hydrated in the same language), otherwise the
 * remembered choice, otherwise Italian when the browser language starts with "it".
 */
export function initialLocale(): Locale | 'zh' {
  return readSsrState()?.language ?? storedLocale() ?? localeFromBrowser(globalThis.navigator?.language);
}

/**
 * The stored choice of a visitor when the page was rendered in another language: a choice made
 * before the language cookie existed (the page then switches once, and the cookie is written).
 */
export function pendingStoredLocale(): Locale | null {
  const stored = storedLocale();
  if (stored === null) return null;
  writeCookie(LANGUAGE_KEY, stored, LANGUAGE_COOKIE_SECONDS);
  return stored === i18n.language ? null : stored;
}

export function currentLocale(): Locale {
  return isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'it';
}

function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', setDocumentLanguage);

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    resources: bundled,
    partialBundledLanguages: true,
    lng: initialLocale(),
    // Italian and English hold the same keys (checked by catalogues.test.ts), so neither needs
    // the other: an Italian page loads only the Italian catalogues. Chinese exists for the
    // application's namespaces only and falls back to English for the rest.
    fallbackLng: { zh: ['en'], default: [] },
    supportedLngs: ['it', 'en', 'zh'],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });

setDocumentLanguage(i18n.language);

export { i18n };
