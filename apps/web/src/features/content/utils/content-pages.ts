import type { Locale } from '@school/domain/shared/locale';
import type { paths } from '../../../config/paths';

/**
 * The static pages written in Markdown, one file per page and language in `../pages/`
 * (`<file>.<lang>.md`). The key is the page's entry in `config/paths.ts`.
 */
export const CONTENT_PAGES = {
  dayFirst: 'day-first',
  rules: 'rules',
  almaRules: 'alma-rules',
  housingRules: 'housing-rules',
  housingRulesGeneral: 'housing-rules-general',
  accommodation: 'accommodation',
  waste: 'waste',
  recipes: 'recipes',
} as const satisfies Partial<Record<keyof typeof paths, string>>;

export type ContentPageId = keyof typeof CONTENT_PAGES;

export const CONTENT_PAGE_IDS = Object.keys(CONTENT_PAGES) as ContentPageId[];

/** Each file is its own chunk, fetched with its page: none of them is in the home page's code. */
const files = import.meta.glob<string>('../pages/*.md', { query: '?raw', import: 'default' });

/** The Markdown source of a page in a language. */
export function loadContentPage(page: ContentPageId, locale: Locale): Promise<string> {
  const load = files[`../pages/${CONTENT_PAGES[page]}.${locale}.md`];
  if (!load) return Promise.reject(new Error(`No content page ${CONTENT_PAGES[page]}.${locale}.md`));
  return load();
}

/**
 * A page's file starts with its one `# title` line: the title (the page's h1 and the document
 * title) and the rest, rendered as the page's body.
 */
export function splitTitle(markdown: string): { title: string; body: string } {
  const match = /^\s*# +(.+?)\s*(?:\r?\n|$)/.exec(markdown);
  if (!match?.[1]) throw new Error('A content page starts with its "# title" line');
  return { title: match[1], body: markdown.slice(match[0].length) };
}
