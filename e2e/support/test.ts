import { type BrowserContext, test as base, expect, type Page, type Response } from '@playwright/test';
import * as e2eApi from '../../packages/domain/src/e2e/contracts/endpoints.ts';
import { postToPortal, SLOT } from './env.ts';

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

/**
 * The journeys' `test`: Playwright's, plus the automatic fixtures below (the demo state put back
 * after each journey, hydration errors a failure) and every page waiting for the application.
 */
export const test = base.extend<{ restoreDemoState: undefined; noHydrationErrors: undefined }>({
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
  /**
   * A journey that presses a language flag while signed in saves that language in the demo
   * account's profile, and the profile's language wins at the next login; a journey that reads a
   * notification, or causes one (a seat offered...), changes the bell's count. After each journey
   * the portal puts its demo state back as it was seeded (remembered by global setup): every
   * account's saved language, the notifications made since removed, the read ones read and the
   * others unread again. So no journey depends on the ones before it, on either database
   * (`/api/e2e/restore`, served only with E2E_STATE_RESET).
   */
  restoreDemoState: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      await use(undefined);
      await postToPortal(SLOT, e2eApi.restore);
    },
    { auto: true },
  ],
});

export { expect };
