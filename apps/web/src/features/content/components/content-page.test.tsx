import '../../../test/setup';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { renderWithApp, useLanguage as setLanguage } from '../../../test/render';
import {
  CONTENT_PAGE_IDS,
  CONTENT_PAGES,
  type ContentPageId,
  loadContentPage,
  splitTitle,
} from '../utils/content-pages';
import { ContentPage } from './content-page';
import { MarkdownContent } from './markdown-content';

const pagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../pages');
const LANGUAGES = ['it', 'en'] as const;
const ROUTES = new Set<string>(Object.values(paths));

/** Renders a page at its own path and waits for its title. */
async function renderPage(page: ContentPageId, language: 'it' | 'en') {
  await setLanguage(language, ['content']);
  const { title } = splitTitle(await loadContentPage(page, language));
  const view = renderWithApp(<ContentPage page={page} />, { path: paths[page] });
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 20_000 });
  return { ...view, title };
}

describe('the content pages files', () => {
  it('are one file per page and language, and nothing else', () => {
    const expected = CONTENT_PAGE_IDS.flatMap((id) =>
      LANGUAGES.map((language) => `${CONTENT_PAGES[id]}.${language}.md`),
    ).sort();
    expect(readdirSync(pagesDir).sort()).toEqual(expected);
  });

  it.each(CONTENT_PAGE_IDS.flatMap((id) => LANGUAGES.map((language) => [id, language] as const)))(
    '%s (%s) starts with its title and has one h1',
    async (id, language) => {
      const markdown = await loadContentPage(id, language);
      const { title, body } = splitTitle(markdown);
      expect(title.length).toBeGreaterThan(3);
      expect(body).not.toMatch(/^# /m);
      // Full texts, not a placeholder.
      expect(body.split(/\s+/).length).toBeGreaterThan(80);
      expect(body).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    },
  );
});

describe('ContentPage', { timeout: 30_000 }, () => {
  it.each(CONTENT_PAGE_IDS.flatMap((id) => LANGUAGES.map((language) => [id, language] as const)))(
    'renders %s in %s: its title, its text, links to existing routes, no catalogue keys',
    async (id, language) => {
      const { title } = await renderPage(id, language);
      expect(document.title).toBe(`${title} · ALMA`);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const content = screen.getByTestId('markdown');
      expect(content.querySelectorAll('h2').length).toBeGreaterThan(0);
      const text = content.textContent ?? '';
      // No Markdown left unrendered, no catalogue key instead of a text.
      expect(text).not.toMatch(/\]\(|^#{1,6} |\*\*/m);
      expect(text).not.toMatch(/\b(content|common|errors):[a-z]/);
      for (const link of content.querySelectorAll('a')) {
        const href = link.getAttribute('href') ?? '';
        if (href.startsWith('/')) {
          expect(ROUTES.has(href), `${href} is a route of the app`).toBe(true);
          expect(link.getAttribute('target')).toBeNull();
        } else {
          expect(href).toMatch(/^https:\/\//);
          expect(link.getAttribute('target')).toBe('_blank');
          expect(link.getAttribute('rel')).toBe('noopener noreferrer');
        }
      }
    },
  );

  it('follows the interface language when it changes', async () => {
    await renderPage('housingRules', 'it');
    await act(() => i18n.changeLanguage('en'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Housing rules' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('/regolamento: a button to the didactic rules and a safety protocol link per language', async () => {
    await renderPage('rules', 'it');
    expect(screen.getByRole('link', { name: 'Apri il regolamento didattico' }).getAttribute('href')).toBe(
      paths.almaRules,
    );
    const italian = screen
      .getByRole('link', { name: /Leggi il protocollo di sicurezza/ })
      .getAttribute('href');
    await act(() => i18n.changeLanguage('en'));
    expect(
      (
        await screen.findByRole('link', { name: 'Open the didactic rules' }, { timeout: 10_000 })
      ).getAttribute('href'),
    ).toBe(paths.almaRules);
    const english = screen.getByRole('link', { name: /Read the safety protocol/ }).getAttribute('href');
    expect(italian).toMatch(/^https:\/\//);
    expect(english).toMatch(/^https:\/\//);
    expect(english).not.toBe(italian);
  });

  it('opens an internal link through the router, without a page load', async () => {
    const { router } = await renderPage('rules', 'en');
    const link = screen.getByRole('link', { name: 'Open the didactic rules' });
    // A router link prevents the browser's navigation; a plain anchor would not.
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, event);
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.almaRules));
  });
});

/** The figures of specification 001, section 9, each page states (per language where they differ). */
const FACTS: { page: ContentPageId; it: string[]; en: string[] }[] = [
  {
    page: 'housingRules',
    it: [
      '22:00 alle 08:00',
      '14:00 alle 16:00',
      'dalle 23:00 alle 08:00',
      '10%',
      '7 giorni',
      '10 giorni',
      '150 euro',
      '90 giorni',
      '120 giorni',
      'Due richiami',
    ],
    en: [
      '22:00 to 08:00',
      '14:00 to 16:00',
      'from 23:00 to 08:00',
      '10%',
      '7 days',
      '10 days',
      '150 euro',
      '200 euro',
      'Two reprimands',
    ],
  },
  {
    page: 'housingRulesGeneral',
    it: [
      '22:00 alle 08:00',
      '14:00 alle 16:00',
      'dalle 23:00 alle 08:00',
      '10%',
      '7 giorni',
      '10 giorni',
      '150 euro',
      '90 giorni',
      '120 giorni',
      'due richiami',
    ],
    en: [
      '22:00 to 08:00',
      '14:00 to 16:00',
      'from 23:00 to 08:00',
      '10%',
      '7 days',
      '10 days',
      '150 euro',
      '200 euro',
      'two written reprimands',
    ],
  },
  {
    page: 'almaRules',
    it: ['10% delle ore', '10 minuti prima', 'secondo richiamo scritto'],
    en: ['10% of the hours', '10 minutes early', 'second written warning'],
  },
  {
    page: 'dayFirst',
    it: ['180 euro', 'entro 8 giorni', 'più di 90 giorni', 'non prima di 30 giorni', '10 minuti prima'],
    en: ['180 euro', 'within 8 days', 'more than 90 days', 'no earlier than 30 days', '10 minutes early'],
  },
];

describe('the facts of the specification', () => {
  it.each(
    FACTS.flatMap((fact) => LANGUAGES.map((language) => [fact.page, language, fact[language]] as const)),
  )('%s (%s) states them', async (page, language, facts) => {
    const text = (await loadContentPage(page, language)).replace(/\*\*/g, '');
    for (const fact of facts) expect(text, fact).toContain(fact);
  });

  it.each(LANGUAGES)('the housing rules have 14 or more articles (%s)', async (language) => {
    const articles = (await loadContentPage('housingRules', language)).match(/^## Art\. \d+ /gm) ?? [];
    expect(articles.length).toBeGreaterThanOrEqual(14);
  });

  it('the Italian housing texts do not state the English deposit amount, nor the English the refund days', async () => {
    // Specification 001, section 9: the variants differ (200 euro in English, 90/120 days in Italian).
    for (const page of ['housingRules', 'housingRulesGeneral'] as const) {
      expect(await loadContentPage(page, 'it')).not.toContain('200 euro');
      expect(await loadContentPage(page, 'en')).not.toMatch(/90 days|120 days/);
    }
  });
});

describe('MarkdownContent', { timeout: 30_000 }, () => {
  it('does not render raw HTML, images or script URLs', async () => {
    await setLanguage('en', ['content']);
    const hostile = [
      'Before <b>bold</b> after.',
      '',
      '<script>window.hacked = true</script>',
      '',
      '<img src="x" onerror="window.hacked = true">',
      '',
      '<iframe src="https://example.com"></iframe>',
      '',
      '![tracker](https://example.com/pixel.png)',
      '',
      '[click me](javascript:alert(1))',
    ].join('\n');
    renderWithApp(<MarkdownContent source={hostile} />);
    const content = await screen.findByTestId('markdown', {}, { timeout: 10_000 });
    expect(content.querySelector('b, script, img, iframe')).toBeNull();
    expect(content.innerHTML).not.toMatch(/onerror|javascript:|<script|<iframe/i);
    expect(content.textContent).toContain('Before bold after.');
    expect(screen.queryByRole('link', { name: 'click me' })).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('keeps mailto links as they are and opens web links in a new tab', async () => {
    await setLanguage('en', ['content']);
    renderWithApp(<MarkdownContent source="[Write](mailto:a@b.it) or [visit](https://example.com)." />);
    expect(
      (await screen.findByRole('link', { name: 'Write' }, { timeout: 10_000 })).getAttribute('target'),
    ).toBeNull();
    const visit = screen.getByRole('link', { name: /visit/ });
    expect(visit.getAttribute('target')).toBe('_blank');
    expect(visit.getAttribute('rel')).toBe('noopener noreferrer');
    expect(visit.textContent).toContain('(opens in a new tab)');
  });
});
