import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';

describe('the languages a page loads its catalogues in', () => {
  const initial = i18n.language;
  afterAll(() => i18n.changeLanguage(initial));

  it('Italian and English load their own catalogues only', async () => {
    await i18n.changeLanguage('it');
    expect(i18n.languages).toEqual(['it']);
    await i18n.changeLanguage('en');
    expect(i18n.languages).toEqual(['en']);
  });

  it('Chinese falls back to English for the namespaces it does not have', async () => {
    await i18n.changeLanguage('zh');
    expect(i18n.languages).toEqual(['zh', 'en']);
  });
});
