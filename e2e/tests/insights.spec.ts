import type { Page } from '@playwright/test';
import {
  expectAccessible,
  heading,
  logInAndWait,
  newPage,
  shot,
  switchLanguage,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 240_000 });

const SECRETARIAT = 'segreteria@demo.alma.it';

/** A tab's panel once its figures are in: at least one table with rows. */
async function figuresShown(page: Page) {
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await expect(panel.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
  return panel;
}

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
