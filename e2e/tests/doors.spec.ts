import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import {
  BROWSER_LOCALE,
  expectAccessible,
  expectNoCatalogueKeys,
  type Lang,
  logInAndWait,
  switchLanguage,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 120_000 });

/** The gate's default position (DEFAULT_DOOR_POSITIONS in apps/server/src/config/env.ts). */
const GATE = { latitude: 44.92915, longitude: 10.37675 };
/** A reading `metres` north of the gate (1 m of latitude is 1/111,195.08 of a degree). */
const northOfGate = (metres: number) => ({
  latitude: GATE.latitude + metres / 111_195.08,
  longitude: GATE.longitude,
  accuracy: 5,
});

const TEXTS = {
  it: {
    navbar: 'Porte',
    open: 'Apri: Cancello',
    sent: 'Comando di apertura inviato. Se la porta non dovesse aprirsi contattare la segreteria.',
    tooFar: 'Troppo lontano: avvicinati entro 50 metri.',
    denied: /Impossibile rilevare la posizione\. Attiva il GPS/,
    unsupported: 'Geolocation API is not supported in your browser.',
    rateLimited: 'Hai già inviato il comando da poco. Attendi qualche secondo e riprova.',
    distance: (d: string) => new RegExp(`^Distanza: ${d}\\s?m$`),
  },
  en: {
    navbar: 'Doors',
    open: 'Open: Gate',
    sent: 'Opening command sent. If the door does not open, please contact the secretariat.',
    tooFar: 'Too far: come within 50 metres.',
    denied: /Your location could not be found\. Turn on GPS/,
    unsupported: 'Geolocation API is not supported in your browser.',
    rateLimited: 'You sent the command a moment ago. Wait a few seconds and try again.',
    distance: (d: string) => new RegExp(`^Distance: ${d}\\s?m$`),
  },
} as const;

async function openContext(browser: Browser, lang: Lang, options: { geolocation?: boolean } = {}) {
  const context = await browser.newContext({
    locale: BROWSER_LOCALE[lang],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  if (options.geolocation ?? true) await context.grantPermissions(['geolocation']);
  return context;
}

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false, animations: 'disabled' });

/** The doors section, reached from the navbar's door icon (the burger's drawer on a phone). */
async function openDoorsFromNavbar(page: Page, lang: Lang) {
  await page.goto('/');
  await page.getByRole('button', { name: lang === 'it' ? 'Apri il menu' : 'Open the menu' }).click();
  await page.getByRole('link', { name: TEXTS[lang].navbar }).click();
  await expect(page).toHaveURL(/\/utility#porte$/);
  await expect(page.locator('#porte')).toBeInViewport({ timeout: 30_000 });
}

test('Luca opens the gate at 40 m (button disabled until the answer) and is refused at 60 m', async ({
  browser,
}) => {
  const context: BrowserContext = await openContext(browser, 'it');
  await context.setGeolocation(northOfGate(40));
  const page = await context.newPage();
  await logInAndWait(page, DEMO.studente);
  await switchLanguage(page, 'it');
  await openDoorsFromNavbar(page, 'it');
  const texts = TEXTS.it;
  const gate = page.locator('[data-door="Cancello"]');
  await expect(page.getByTestId('distance-Cancello')).toHaveText(texts.distance('40,00'), {
    timeout: 30_000,
  });
  const button = page.getByRole('button', { name: texts.open });
  await expect(button).toBeEnabled();

  // The answer is held back: the button stays disabled until it arrives.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/doors/Cancello/open', async (route) => {
    await held;
    await route.continue();
  });
  await button.click();
  await expect(button).toBeDisabled();
  await page.waitForTimeout(500);
  await expect(button).toBeDisabled();
  release();
  await expect(gate.getByText(texts.sent)).toBeVisible();
  await expect(button).toBeEnabled();
  await expectNoCatalogueKeys(page);
  await expectAccessible(page);
  await screenshot(page, 'doors-it-sent');

  // 60 m away: the distance follows the phone, the button is disabled.
  await context.setGeolocation(northOfGate(60));
  await expect(page.getByTestId('distance-Cancello')).toHaveText(texts.distance('60,00'));
  await expect(button).toBeDisabled();
  await expect(gate.getByText(texts.tooFar)).toBeVisible();
  await screenshot(page, 'doors-it-too-far');

  // Even when the page is bypassed, the server refuses beyond 50 m in the person's language.
  const refused = await page.evaluate(async (position) => {
    const csrf = document.cookie.match(/(?:^|; )(?:__Host-)?csrf=([^;]+)/)?.[1] ?? '';
    const res = await fetch('/api/doors/Cancello/open', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
      body: JSON.stringify(position),
    });
    return { status: res.status, body: await res.json() };
  }, northOfGate(60));
  expect(refused).toMatchObject({ status: 403, body: { error: { code: 'doors.tooFar' } } });
  await context.close();
});

test('in English: the gate opens, and a second press right after is refused by the server in English', async ({
  browser,
}) => {
  const context = await openContext(browser, 'en');
  await context.setGeolocation(northOfGate(10));
  const page = await context.newPage();
  await logInAndWait(page, DEMO.dipendente);
  await switchLanguage(page, 'en');
  await openDoorsFromNavbar(page, 'en');
  const texts = TEXTS.en;
  const gate = page.locator('[data-door="Cancello"]');
  await expect(page.getByTestId('distance-Cancello')).toHaveText(texts.distance('10.00'), {
    timeout: 30_000,
  });
  const button = page.getByRole('button', { name: texts.open });
  await button.click();
  await expect(gate.getByText(texts.sent)).toBeVisible();
  await button.click();
  await expect(gate.getByText(texts.rateLimited)).toBeVisible();
  await expectNoCatalogueKeys(page);
  await screenshot(page, 'doors-en-rate-limited');
  await context.close();
});

test('without location permission: the message asking to enable GPS, every door disabled', async ({
  browser,
}) => {
  for (const lang of ['it', 'en'] as const) {
    const context = await openContext(browser, lang, { geolocation: false });
    const page = await context.newPage();
    await logInAndWait(page, DEMO.studente);
    await switchLanguage(page, lang);
    await page.goto('/utility#porte');
    await expect(page.getByText(TEXTS[lang].denied)).toBeVisible({ timeout: 25_000 });
    for (const door of ['Cancello', 'Spogliatoio', 'SpogliatoioInterno']) {
      await expect(page.locator(`[data-door="${door}"]`).getByRole('button')).toBeDisabled();
    }
    await expectNoCatalogueKeys(page);
    await screenshot(page, `doors-${lang}-denied`);
    await context.close();
  }
});

test('a browser without the Geolocation API says so', async ({ browser }) => {
  const context = await openContext(browser, 'it');
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'geolocation', { configurable: true, get: () => undefined });
  });
  const page = await context.newPage();
  await logInAndWait(page, DEMO.studente);
  await switchLanguage(page, 'it');
  await page.goto('/utility#porte');
  await expect(page.getByText(TEXTS.it.unsupported)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: TEXTS.it.open })).toBeDisabled();
  await screenshot(page, 'doors-it-unsupported');
  await context.close();
});

test('Amministrazione sees the door positions and the door log, filtered by outcome', async ({ browser }) => {
  for (const lang of ['it', 'en'] as const) {
    const context = await browser.newContext({
      locale: BROWSER_LOCALE[lang],
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await logInAndWait(page, DEMO.dipendente);
    await switchLanguage(page, lang);
    await page.goto('/staff/doors');
    const positions = page.locator('[data-door="Cancello"]');
    await expect(positions).toContainText('44.929150', { timeout: 30_000 });
    await page.getByRole('combobox', { name: lang === 'it' ? 'Esito' : 'Outcome' }).click();
    await page.getByRole('option', { name: lang === 'it' ? 'Troppo lontano' : 'Too far' }).click();
    await expect(page).toHaveURL(/outcome=tooFar/);
    const rows = page.locator('table').last().locator('tbody tr');
    // The demo's refusal at 140 m (and any made by the journeys before this one), nothing else.
    const tooFar = lang === 'it' ? 'Troppo lontano' : 'Too far';
    await expect(rows.filter({ hasNotText: tooFar })).toHaveCount(0);
    await expect(rows.filter({ hasText: lang === 'it' ? '140,00' : '140.00' })).toHaveCount(1);
    await expectNoCatalogueKeys(page);
    await screenshot(page, `doors-staff-${lang}`);
    await context.close();
  }
});
