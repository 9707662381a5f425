import { INSIGHT_CSV_VALUES } from '@school/domain/insights/csv';
import { ERROR_CODES } from '@school/domain/shared/errors';
import { PRODUCT_FAMILIES } from '@school/domain/shop/catalogue';
import { describe, expect, it } from 'vitest';
import { APPLICATION_PARTS, CHINESE_NAMESPACES, NAMESPACES, type Namespace } from './i18n';

type Catalogue = Record<string, unknown>;

const catalogues = import.meta.glob<Catalogue>(['./{it,en,zh}/*.json', './{it,en,zh}/application/*.json'], {
  eager: true,
  import: 'default',
});

type Language = 'it' | 'en' | 'zh';

/** Italian and English hold every namespace; Chinese only those of the application route. */
const NAMESPACES_OF: Record<Language, readonly Namespace[]> = {
  it: NAMESPACES,
  en: NAMESPACES,
  zh: CHINESE_NAMESPACES,
};
const LANGUAGES = Object.keys(NAMESPACES_OF) as Language[];

/** The namespace kept as one file per part (`application/step1.json` holds `{ "step1": {...} }`). */
const PARTED: Namespace = 'application';

function languagesOf(namespace: Namespace): Language[] {
  return LANGUAGES.filter((language) => NAMESPACES_OF[language].includes(namespace));
}

/** The files a namespace is made of in a language. */
function filesOf(language: Language, namespace: Namespace): string[] {
  return namespace === PARTED
    ? APPLICATION_PARTS.map((part) => `./${language}/${namespace}/${part}.json`)
    : [`./${language}/${namespace}.json`];
}

function file(path: string): Catalogue {
  const found = catalogues[path];
  if (!found) throw new Error(`Missing catalogue ${path}`);
  return found;
}

/** A namespace in a language; the application's parts merged, as i18n.ts loads them. */
function catalogue(language: Language, namespace: Namespace): Catalogue {
  return Object.assign({}, ...filesOf(language, namespace).map(file));
}

/** Every leaf as "dotted.key" → value. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [leaf, leafValue] of flatten(child, prefix ? `${prefix}.${key}` : key))
        out.set(leaf, leafValue);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The {{placeholders}} of a text. */
function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').sort();
}

/**
 * Texts a Chinese catalogue may keep identical to the English one: brand names. E-mail addresses,
 * URLs and texts made of placeholders and punctuation only are recognised below.
 */
const SAME_IN_CHINESE = new Set(['ALMA', 'Google', 'Apple', 'IBAN', 'HORECA', 'IPSAR']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_TEXT = /^https?:\/\/\S+$/;
/** Common European Framework levels ("A1/A2", "C1/C2"): the same in every language. */
const CEFR_LEVELS = /^[ABC][12](\/[ABC][12])?$/;

function mayStayEnglish(text: string): boolean {
  const trimmed = text.trim();
  return (
    trimmed.length <= 3 ||
    !/[A-Za-z]/.test(trimmed.replace(PLACEHOLDER, '')) ||
    SAME_IN_CHINESE.has(trimmed) ||
    EMAIL.test(trimmed) ||
    URL_TEXT.test(trimmed) ||
    CEFR_LEVELS.test(trimmed)
  );
}

/** The same text but for surrounding blanks and letter case. */
function sameText(a: unknown, b: unknown): boolean {
  return String(a).trim().toLowerCase() === String(b).trim().toLowerCase();
}

describe('translation catalogues', () => {
  it('has exactly the namespaces of i18n.ts in it and en, the Chinese ones in zh', () => {
    const files = Object.keys(catalogues).sort();
    const expected = LANGUAGES.flatMap((language) =>
      NAMESPACES_OF[language].flatMap((namespace) => filesOf(language, namespace)),
    );
    expect(files).toEqual(expected.sort());
  });

  for (const language of languagesOf(PARTED)) {
    it(`${language}: each part of ${PARTED} holds exactly one top-level key, its file name`, () => {
      for (const part of APPLICATION_PARTS) {
        const content = file(`./${language}/${PARTED}/${part}.json`);
        expect(Object.keys(content), `${language}/${PARTED}/${part}.json`).toEqual([part]);
        expect(typeof content[part], `${language}/${PARTED}/${part}.json`).toBe('object');
      }
    });
  }

  for (const namespace of NAMESPACES) {
    const languages = languagesOf(namespace);
    it(`${namespace}: same keys, no empty texts, same placeholders in ${languages.join(', ')}`, () => {
      const en = flatten(catalogue('en', namespace));
      for (const language of languages) {
        const other = flatten(catalogue(language, namespace));
        expect([...other.keys()].sort(), `${language} ${namespace}`).toEqual([...en.keys()].sort());
        for (const [key, value] of other) {
          expect(typeof value, `${language} ${namespace}:${key}`).toBe('string');
          expect(String(value).trim(), `${language} ${namespace}:${key}`).not.toBe('');
          expect(placeholders(value), `${language} ${namespace}:${key}`).toEqual(placeholders(en.get(key)));
        }
      }
    });
  }

  it('translates every error code of packages/domain in every language', () => {
    for (const language of LANGUAGES) {
      const errors = flatten(catalogue(language, 'errors'));
      for (const code of ERROR_CODES) {
        const text = errors.get(code);
        expect(typeof text === 'string' && text.trim() !== '', `${language} errors:${code}`).toBe(true);
      }
      expect(errors.get('unknown'), `${language} generic fallback`).toBeTruthy();
    }
  });

  it('keeps the specification texts verbatim', () => {
    const it = flatten(catalogue('it', 'errors'));
    const en = flatten(catalogue('en', 'errors'));
    const zh = flatten(catalogue('zh', 'errors'));
    expect(it.get('auth.wrongCredentials')).toBe('Credenziali errate');
    expect(en.get('auth.wrongCredentials')).toBe('Wrong credentials');
    expect(it.get('auth.usernameTaken')).toBe("L'username esiste già, recuperare password se necessario!");
    expect(en.get('auth.usernameTaken')).toBe(
      'The username already exists, recover your password if necessary!',
    );
    expect(it.get('auth.userNotFound')).toBe('User non trovato, contatta {{email}}');
    expect(en.get('auth.userNotFound')).toBe('User not found, contact {{email}}');
    expect(en.get('auth.resetLinkInvalid')).toBe('Password recovery link no longer valid!');
    expect(en.get('auth.passwordMismatch')).toBe('Password no match!');
    expect(it.get('profile.saveFailed')).toBe("Errore nel salvataggio! Contattare l'amministrazione.");
    expect(en.get('payment.failed')).toBe('Payment failed or was cancelled. Please try again.');
    expect(String(zh.get('payment.failed') ?? '').trim()).not.toBe('');
    expect(zh.get('payment.failed')).not.toBe(en.get('payment.failed'));
    expect(flatten(catalogue('it', 'common')).get('leave.title')).toBe('Si desidera uscire?');
    expect(flatten(catalogue('en', 'common')).get('leave.title')).toBe('Do you want to leave?');
    expect(flatten(catalogue('it', 'auth')).get('blocked.title')).toBe('Utente Bloccato');
    expect(flatten(catalogue('en', 'auth')).get('blocked.title')).toBe('Blocked User');
    expect(flatten(catalogue('it', 'auth')).get('recovery.success')).toBe(
      'Richiesta inviata! Controlla la tua casella di posta.',
    );
    expect(flatten(catalogue('en', 'auth')).get('recovery.success')).toBe('Request sent! Check your inbox.');
    expect(flatten(catalogue('en', 'notifications')).get('enable.permissionDenied')).toBe(
      'Permission not granted for notifications. Please change your browser settings.',
    );
  });

  for (const namespace of CHINESE_NAMESPACES) {
    it(`${namespace}: no Chinese text is an untranslated copy of the English one`, () => {
      const en = flatten(catalogue('en', namespace));
      const copies = [...flatten(catalogue('zh', namespace))]
        .filter(([key, value]) => sameText(value, en.get(key)) && !mayStayEnglish(String(value)))
        .map(([key, value]) => `${key}: ${String(value)}`);
      expect(copies).toEqual([]);
    });
  }
});

describe('a value named on the page and in a CSV', () => {
  it('every product family has its name in the shop, and the insights and their CSV give it the same', () => {
    for (const language of ['it', 'en'] as const) {
      const shop = catalogue(language, 'shop').families as Record<string, string>;
      const insights = catalogue(language, 'insights').values as Record<string, string>;
      expect(Object.keys(shop)).toEqual([...PRODUCT_FAMILIES]);
      for (const family of PRODUCT_FAMILIES) {
        expect(insights[family]).toBe(shop[family]);
        expect(INSIGHT_CSV_VALUES[language][family]).toBe(shop[family]);
      }
    }
    expect(catalogue('en', 'shop').families).toMatchObject({ Torta: 'Cakes', Abbigliamento: 'Clothing' });
  });

  it("the insights' values read the same on the page as in their CSV", () => {
    for (const language of ['it', 'en'] as const) {
      const page = catalogue(language, 'insights').values as Record<string, string>;
      const differ = Object.entries(INSIGHT_CSV_VALUES[language])
        .filter(([key, text]) => page[key] !== text)
        .map(([key, text]) => `${language} ${key}: ${page[key]} / ${text}`);
      expect(differ).toEqual([]);
    }
  });
});
