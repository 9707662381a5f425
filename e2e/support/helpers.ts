import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, OIDC_URL, PORTAL_URL, portalDataDir } from './env.ts';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
mkdirSync(screenshotDir, { recursive: true });

export type Lang = 'it' | 'en';
/** The browser locale of each interface language (the app is Italian when it starts with "it"). */
export const BROWSER_LOCALE: Record<Lang, string> = { it: 'it-IT', en: 'en-US' };

/**
 * A page in a browser context of its own, in the language's browser locale: a laptop (the
 * desktop project's 1280×800) or a phone (390×844, touch). The caller closes its context.
 */
export async function newPage(browser: Browser, lang: Lang, phone = false): Promise<Page> {
  const context = await browser.newContext({
    locale: BROWSER_LOCALE[lang],
    ...(phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1280, height: 800 } }),
  });
  return context.newPage();
}

/**
 * Writes a full-page screenshot to e2e/screenshots/<name>.png for people to look at
 * (`<area>-<page>-<lang>[-<state>]`). Call it once the page shows what the test expects.
 * `fullPage: false` keeps what the screen shows: for drawers and dialogs (fixed overlays), and
 * for pages whose sandboxed frames Chromium paints only inside the viewport (/outbox).
 */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const fullPage = options.fullPage ?? true;
  // Images decoded and fonts ready: what a person would see once the page has settled. A lazy
  // image below the fold never loads by itself (and is never complete): it loads now, as it
  // would for a person scrolling down.
  await page.evaluate(() => {
    for (const image of document.images) if (image.loading === 'lazy') image.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => document.fonts.ready);
  await expectNoCatalogueKeys(page);
  // From the top, or the sticky header is drawn where the page was scrolled to.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(screenshotDir, `${name}.png`),
    fullPage,
    animations: 'disabled',
    caret: 'hide',
  });
}

/**
 * No catalogue key is shown instead of its text ("auth.blocked", "errors:unknown"...): the page's
 * text without e-mail addresses, links, host names and file names has no `word.word` or `ns:word` token.
 */
export async function expectNoCatalogueKeys(page: Page) {
  const text = await page.locator('body').innerText();
  const cleaned = text
    .replace(/\S+@\S+/g, ' ')
    // Texts cut with an ellipsis (a long e-mail in the navbar) are data, not keys.
    .replace(/\S+…/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\b[\w-]+(\.[\w-]+)*\.(it|com|org|net)\b/g, ' ')
    // File names ("tessera.pdf") are data, not keys.
    .replace(/[\w.-]+\.(pdf|docx?|jpe?g|png|svg|enc|webm|mp4)\b/gi, ' ')
    // Latin abbreviations of English texts ("4 digits, e.g. 2024").
    .replace(/\b(e\.g|i\.e)\./g, ' ');
  expect(cleaned.match(/\b[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+\b|\b[a-z]+:[a-z][A-Za-z.]*\b/g) ?? []).toEqual(
    [],
  );
}

/**
 * Fails on any serious or critical accessibility violation (axe, WCAG 2 A and AA).
 * `exclude`: selectors left out of the scan (e.g. the sandboxed mail frames of /outbox).
 */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}) {
  // Axe reads colours as they are drawn: a dialog still fading in has too little contrast. Wait
  // for the transitions and finite animations playing, never for an endless one (a spinner).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Types a day into a date field of the staff console (a Mantine date input, YYYY-MM-DD as typed),
 * then leaves it as a person tabbing on would, so its calendar closes and covers nothing.
 */
export async function fillDate(field: Locator, day: string) {
  await field.fill(day);
  await field.blur();
}

/** The page's one h1. */
export function heading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** Fills the login form of /profilo and presses "Accedi" / "Log in" (does not wait for the outcome). */
export async function logIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/profilo');
  await page.getByLabel(/^username/i).fill(username);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /^(accedi|log in)$/i }).click();
}

/** Logs in and waits for the profile ("Profilo" / "Profile"). */
export async function logInAndWait(page: Page, username: string, password = DEMO_PASSWORD) {
  await logIn(page, username, password);
  await expect(heading(page)).toHaveText(/^(Profilo|Profile)$/);
}

/**
 * The interface language of a signed-in person, by its flag, saved in their profile (whose language
 * wins at the next page load). Pressed on Home (the profile page's forms keep the language they were
 * opened in); waits for the save when one is needed.
 */
export async function switchLanguage(page: Page, lang: Lang) {
  await page.goto('/');
  const me = await page.request.get('/api/me');
  expect(me.ok()).toBe(true);
  const saved = ((await me.json()) as { user: { language: Lang } | null }).user?.language;
  const label = (l: Lang) => (l === 'it' ? 'Italiano' : 'English');
  // The server renders the page in the profile's language.
  if (saved) {
    await expect(page.getByRole('button', { name: label(saved), exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
      { timeout: 20_000 },
    );
  }
  const flag = page.getByRole('button', { name: label(lang), exact: true });
  if (saved !== lang) {
    const stored = page.waitForResponse((r) => r.url().endsWith('/api/profile/language') && r.ok());
    await flag.click();
    await stored;
  }
  await expect(flag).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
}

/** Logout tab of the profile, then "Esci" / "Log out": back to the login form. */
export async function logOut(page: Page) {
  if (!page.url().endsWith('/profilo')) await page.goto('/profilo');
  await page.getByRole('tab', { name: /^(Dati di accesso|Access data)$/ }).click();
  await page.getByRole('tab', { name: 'Logout' }).click();
  await page.getByRole('button', { name: /^(Esci|Log out)$/ }).click();
  await expect(heading(page)).toHaveText(/^(Accedi|Log in)$/);
}

export interface NewAccount {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  language: Lang;
}

/**
 * Creates an account through the API (as the sign-up form does) and leaves the page's browser
 * context signed in as it: the arrangement of tests that are about something else. `role`: the
 * self-declared sign-up role (3, a HORECA professional, unless said; 1 a hotel-school student).
 */
export async function createAccount(
  page: Page,
  account: Partial<NewAccount> & { username: string; role?: number },
): Promise<NewAccount> {
  const { role = 3, ...rest } = account;
  const full: NewAccount = {
    password: 'Prova2026!',
    firstName: 'Nuovo',
    lastName: 'Utente',
    language: 'it',
    ...rest,
  };
  const csrf = await page.request.get('/api/auth/csrf');
  expect(csrf.ok()).toBe(true);
  const { token } = (await csrf.json()) as { token: string };
  const res = await page.request.post('/api/auth/signup', {
    headers: { 'x-csrf-token': token, origin: PORTAL_URL },
    data: {
      username: full.username,
      password: full.password,
      firstName: full.firstName,
      lastName: full.lastName,
      email: full.username,
      role,
      privacy: true,
      language: full.language,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return full;
}

/** Tells the local identity provider who signs in next (claims of the id_token); null cancels. */
export async function setNextProviderUser(
  claims: {
    sub: string;
    email: string;
    email_verified: boolean;
    given_name?: string;
    family_name?: string;
  } | null,
) {
  const res = await fetch(`${OIDC_URL}/__test/next-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(claims),
  });
  expect(res.ok).toBe(true);
}

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e4)}@example.com`;
}

/**
 * The page is no wider than the viewport (nothing sticks out sideways on a phone). The width is the
 * context's: a mobile browser widens its layout viewport (`innerWidth`) to a page that overflows.
 */
export async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  const width = page.viewportSize()?.width ?? innerWidth;
  expect(scrollWidth, 'page wider than the viewport').toBeLessThanOrEqual(width);
}

/** Every word of the element shows: none of its text is cut or hidden by its own box. */
export async function expectWhole(locator: Locator) {
  const box = await locator.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(box.scroll, 'text cut by its box').toBeLessThanOrEqual(box.client);
}

/** A text too long for its field ends with an ellipsis, instead of being cut mid-letter. */
export async function expectEllipsis(locator: Locator) {
  const style = await locator.evaluate((el) => {
    const css = getComputedStyle(el);
    return { overflow: css.textOverflow, scroll: el.scrollWidth, client: el.clientWidth };
  });
  expect(style.scroll, 'the text is long enough to be shortened').toBeGreaterThan(style.client);
  expect(style.overflow).toBe('ellipsis');
}

/**
 * The demo school's private key (PEM), written by the server's seed to
 * `$DATA_DIR/keys/school-private.pem` of this worker's portal.
 */
export function demoSchoolPrivateKey(): string {
  return readFileSync(path.join(portalDataDir(), 'keys', 'school-private.pem'), 'utf8');
}

/** A small valid PDF; `padding` bytes of comment make it as large as needed. */
export function pdf(text: string, padding = 0): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj',
    `4 0 obj << /Length ${stream.length} >> stream`,
    stream,
    'endstream endobj',
    `%${'x'.repeat(padding)}`,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}
