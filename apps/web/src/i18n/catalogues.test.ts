import { ERROR_CODES } from '@school/domain/shared/errors';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './i18n';

type Catalogue = Record<string, unknown>;

const catalogues = import.meta.glob<Catalogue>('./{it,en}/*.json', { eager: true, import: 'default' });

function catalogue(language: string, namespace: string): Catalogue {
  const found = catalogues[`./${language}/${namespace}.json`];
  if (!found) throw new Error(`Missing catalogue ${language}/${namespace}.json`);
  return found;
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

/** The {{placeholders}} of a text. */
function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe('translation catalogues', () => {
  it('has exactly the namespaces of i18n.ts, in both languages', () => {
    const files = Object.keys(catalogues).sort();
    const expected = ['it', 'en'].flatMap((lang) => NAMESPACES.map((ns) => `./${lang}/${ns}.json`)).sort();
    expect(files).toEqual(expected);
  });

  for (const namespace of NAMESPACES) {
    it(`${namespace}: it and en have the same keys, no empty texts, the same placeholders`, () => {
      const it = flatten(catalogue('it', namespace));
      const en = flatten(catalogue('en', namespace));
      expect([...it.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, value] of [...it, ...en]) {
        expect(typeof value, `${namespace}:${key}`).toBe('string');
        expect(String(value).trim(), `${namespace}:${key}`).not.toBe('');
      }
      for (const [key, value] of it)
        expect(placeholders(value), `${namespace}:${key}`).toEqual(placeholders(en.get(key)));
    });
  }

  it('translates every error code of packages/domain in both languages', () => {
    for (const language of ['it', 'en']) {
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
});
