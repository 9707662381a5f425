import { type BrowserContext, test as base, expect, type Page, type Response } from '@playwright/test';
import pg from 'pg';
import { portalDatabaseUrl } from './env.ts';

interface DemoLanguages {
  client: pg.Client;
  /** Each account's saved interface language when the worker started. */
  languages: string;
  /** The notifications when the worker started, with whether each was read. */
  notifications: string;
}

/**
 * The journeys' `test`: Playwright's, plus one automatic fixture. A journey that presses a
 * language flag while signed in saves that language in the demo account's profile, and the
 * profile's language wins at the next login: after each journey the accounts' saved languages
 * are put back as they were when the worker started, so no journey depends on the ones before
 * it. The notifications too: those a journey caused (a seat offered...) are removed and the
 * read ones are unread again as they were, so a journey that counts the bell's unread ones does
 * not depend on the journeys before it. On the embedded database (one worker, nothing to reach
 * from here) nothing is put back.
 */
/**
 * What the pages of the current journey said of their hydration (main.tsx logs `hydration: …` when
 * the page the server rendered differs from the browser's first render): collected from every
 * browser context, the journeys' own ones included, and a failure of the journey.
 */
const hydrationErrors: string[] = [];

/**
 * A page the server rendered is painted before the application hydrates it; a journey, faster than
 * any person, waits for the application to say it is ready (`html[data-app="ready"]`) after each
 * navigation it makes itself, as it waited for the page to render before (`waitUntil: 'commit'`
 * does not wait: the page as it arrives). A page the browser reaches by itself (back from the test
 * checkout, from a provider's sign-in) is waited for with `waitForApp`.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('ssr-state') || document.documentElement.dataset.app === 'ready',
    undefined,
    { timeout: 20_000 },
  );
}

function waitForAppAfterNavigations(page: Page): void {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      // `waitUntil: 'commit'` asks for the page as it arrives, before the application starts.
      const options = args.find((arg) => typeof arg === 'object' && arg !== null) as
        | { waitUntil?: string }
        | undefined;
      if (options?.waitUntil !== 'commit') await waitForApp(page);
      return response;
    };
  }
}

function watchHydration(context: BrowserContext): void {
  for (const page of context.pages()) waitForAppAfterNavigations(page);
  context.on('page', waitForAppAfterNavigations);
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('hydration:'))
      hydrationErrors.push(
        `${message.page()?.url()} ${message.location().url}: ${message.text().slice(0, 500)}`,
      );
  });
}

export const test = base.extend<
  { restoreDemoLanguages: undefined; noHydrationErrors: undefined },
  { demoLanguages: DemoLanguages | null }
>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watchHydration(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    watchHydration(context);
    await use(context);
  },
  noHydrationErrors: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      hydrationErrors.length = 0;
      await use(undefined);
      expect(hydrationErrors, 'pages hydrated differently from what the server rendered').toEqual([]);
    },
    { auto: true },
  ],
  demoLanguages: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      const url = portalDatabaseUrl();
      if (!url) {
        await use(null);
        return;
      }
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ id: string; language: string }>('select id, language from users');
      const notifications = await client.query<{ id: string; read_at: string | null }>(
        'select id, read_at from notifications',
      );
      await use({
        client,
        languages: JSON.stringify(rows),
        notifications: JSON.stringify(notifications.rows),
      });
      await client.end();
    },
    { scope: 'worker' },
  ],
  restoreDemoLanguages: [
    async ({ demoLanguages }, use) => {
      await use(undefined);
      if (!demoLanguages) return;
      await demoLanguages.client.query(
        `update users u set language = s.language
           from jsonb_to_recordset($1::jsonb) as s(id uuid, language text)
          where u.id = s.id and u.language <> s.language`,
        [demoLanguages.languages],
      );
      await demoLanguages.client.query(
        `delete from notifications n
            where not exists (select 1 from jsonb_to_recordset($1::jsonb) as s(id uuid) where s.id = n.id)`,
        [demoLanguages.notifications],
      );
      await demoLanguages.client.query(
        `update notifications n set read_at = s.read_at
             from jsonb_to_recordset($1::jsonb) as s(id uuid, read_at timestamptz)
            where n.id = s.id and n.read_at is distinct from s.read_at`,
        [demoLanguages.notifications],
      );
    },
    { auto: true },
  ],
});

export { expect };
