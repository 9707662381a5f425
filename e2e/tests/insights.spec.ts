import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  heading,
  logInAndWait,
  newPage,
  shot,
  switchLanguage,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 240_000 });

const SECRETARIAT = 'segreteria@demo.alma.it';
const consoleNav = (page: Page, name: string) => page.getByRole('navigation', { name });

/** A tab's panel once its figures are in: at least one table with rows. */
async function figuresShown(page: Page) {
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await expect(panel.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
  return panel;
}

test('a director goes through the insights in Italian and in English: filters in the address, a CSV, every area', async ({
  browser,
}) => {
  const page = await newPage(browser, 'it');
  await logInAndWait(page, DEMO.dipendente);
  await switchLanguage(page, 'it');
  await page.goto('/staff');
  // The console's home offers the area by a card, beside the navigation's entry.
  await expect(page.getByRole('main').getByRole('link', { name: 'Andamento' })).toHaveCount(2);
  await consoleNav(page, 'Console del personale').getByRole('link', { name: 'Andamento' }).click();
  await expect(heading(page)).toHaveText('Andamento');

  // Amministrazione reads every area's chart, one tab each; the admissions first.
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText([
    'Ammissioni',
    'Candidature nel tempo',
    'Segreteria',
    'Presenze',
    'Prenotazioni',
    'Negozio e ricariche',
    'Stage',
    'Tesi',
  ]);
  let panel = await figuresShown(page);
  // The funnel opens on the newest edition (other journeys may have added one): choose the demo's,
  // through the edition's field; the choice is kept in the address.
  const edition = page.getByRole('combobox', { name: 'Edizione', exact: true });
  await edition.click();
  await page.getByRole('option', { name: /^CUCINA-2027A/ }).click();
  await expect(page).toHaveURL(/edition=CUCINA-2027A/);
  panel = await figuresShown(page);
  await expect(panel).toContainText('Edizione CUCINA-2027A a confronto con la precedente, CUCINA-2026B');
  const funnel = panel.getByRole('table', { name: "Dall'account all'iscrizione" });
  await expect(funnel.getByRole('row', { name: /Account creati/ })).toBeVisible();
  await expect(funnel.getByRole('row', { name: /Iscritti/ })).toBeVisible();
  await expect(panel.getByRole('img', { name: /Grafico: Dall'account all'iscrizione/ })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'staff-insights-funnel-it');

  // One CSV: the funnel's table, headed in Italian.
  const download = page.waitForEvent('download');
  await panel.getByRole('link', { name: "Scarica CSV: Dall'account all'iscrizione" }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain('Fase,Edizione,Persi,Persi %,Edizione precedente');
  expect(csv).toContain('Account creati,');

  // Another edition, kept in the address (a reload shows the same).
  await edition.click();
  await page.getByRole('option', { name: /^CUCINA-2026B/ }).click();
  await expect(page).toHaveURL(/edition=CUCINA-2026B/);
  panel = await figuresShown(page);
  await expect(panel).toContainText('Edizione CUCINA-2026B');
  await page.reload();
  await expect(edition).toHaveValue(/CUCINA-2026B/);
  await page.goto('/staff/insights');

  // Each other area: its tables with figures, clean for axe; the tab in the address.
  for (const [tab, table, name] of [
    ['Candidature nel tempo', 'Candidature iniziate per settimana', 'applications'],
    ['Segreteria', 'Dal caricamento alla decisione, per tipo di documento', 'secretariat'],
    ['Presenze', 'Presenza per aula e corso', 'attendance'],
    ['Prenotazioni', 'Eventi e appelli: posti, attese e cancellazioni', 'bookings'],
    ['Negozio e ricariche', 'Vendite e ricariche per settimana', 'shop'],
    ['Stage', 'Stage per stato', 'internship'],
    ['Tesi', 'Tesi e fuori budget per edizione ed esame', 'theses'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`chart=${name}`));
    panel = await figuresShown(page);
    await expect(panel.getByRole('table', { name: table }).locator('tbody tr').first()).toBeVisible();
    await expectAccessible(page);
    await shot(page, `staff-insights-${name}-it`);
  }
  await expect(page.getByRole('tabpanel')).toContainText('Fuori budget');

  // A period: from and to, in the address.
  await page.getByRole('tab', { name: 'Candidature nel tempo' }).click();
  await page.goto('/staff/insights?chart=applications&from=2020-01-01&to=2020-12-31');
  panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('Periodo: dal 1 gennaio 2020 al 31 dicembre 2020');
  // When the figures were read (they are shared for a minute).
  await expect(panel).toContainText(/Dati aggiornati alle \d{2}:\d{2}/);
  await expect(panel.getByText('Nessun dato per questi filtri.').first()).toBeVisible();

  // On a tablet the chart sits above its table, nothing wider than the screen.
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto('/staff/insights?chart=secretariat');
  await figuresShown(page);
  await expectNoHorizontalOverflow(page);
  await shot(page, 'staff-insights-secretariat-tablet-it');

  // In English: every text follows the page.
  await page.setViewportSize({ width: 1280, height: 800 });
  await switchLanguage(page, 'en');
  await page.goto('/staff/insights?edition=CUCINA-2027A');
  await expect(heading(page)).toHaveText('Insights');
  panel = await figuresShown(page);
  await expect(
    panel
      .getByRole('table', { name: 'From account to enrolment' })
      .getByRole('row', { name: /Accounts created/ }),
  ).toBeVisible();
  await expect(panel).toContainText('beside the previous one, CUCINA-2026B');
  const english = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Download CSV: From account to enrolment' }).click();
  expect(readFileSync(await (await english).path(), 'utf8')).toContain(
    'Stage,Edition,Lost,Lost %,Previous edition',
  );
  await expectAccessible(page);
  // The legend tells the two series apart by their colours: each name has its swatch.
  const funnelChart = panel.getByRole('img', { name: /^Chart: From account to enrolment/ });
  const swatches = funnelChart.locator('.mantine-ColorSwatch-root');
  await expect(swatches).toHaveCount(2);
  for (const swatch of await swatches.all())
    expect((await swatch.boundingBox())?.width ?? 0).toBeGreaterThan(4);
  await shot(page, 'staff-insights-funnel-en');
  await page.getByRole('tab', { name: 'Shop and top-ups' }).click();
  panel = await figuresShown(page);
  await expect(panel.getByRole('table', { name: 'Orders waiting for pickup, by status' })).toContainText(
    'Ready, told',
  );
  // The product families in English, in the table and on the chart's axis.
  const categories = panel.getByRole('table', { name: 'Sales per category' });
  await expect(categories).toContainText('Clothing');
  await expect(categories).not.toContainText('Abbigliamento');
  await expect(
    panel.getByRole('img', { name: /^Chart: Sales per category/ }).getByText('Clothing'),
  ).toBeVisible();
  // A count's axis is marked in whole numbers.
  const pickup = panel.getByRole('img', { name: /^Chart: Orders waiting for pickup, by status/ });
  await expect(pickup.locator('.recharts-cartesian-axis-tick-value').first()).toBeVisible();
  const ticks = await pickup.locator('.recharts-cartesian-axis-tick-value').allTextContents();
  expect(ticks.filter((tick) => /^[\d.,]+$/.test(tick) && !/^\d+$/.test(tick))).toEqual([]);
  await shot(page, 'staff-insights-shop-en');
  await switchLanguage(page, 'it');
});

test('the secretariat sees only its own area: admissions, applications, secretariat', async ({ browser }) => {
  const page = await newPage(browser, 'it');
  await logInAndWait(page, SECRETARIAT);
  await switchLanguage(page, 'it');
  await page.goto('/staff/insights');
  await expect(heading(page)).toHaveText('Andamento');
  await expect(page.getByRole('tab')).toHaveText(['Ammissioni', 'Candidature nel tempo', 'Segreteria']);
  await figuresShown(page);
  // Another area's chart named in the address shows the first of their own.
  await page.goto('/staff/insights?chart=shop');
  await expect(page.getByRole('tab', { name: 'Ammissioni' })).toHaveAttribute('aria-selected', 'true');
  expect((await page.request.get('/api/staff/insights/shop')).status()).toBe(404);
  await expectAccessible(page);
  await shot(page, 'staff-insights-secretariat-only-it');
});
