import type { Page } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import {
  createAccount,
  expectAccessible,
  heading,
  logInAndWait,
  logOut,
  shot,
  uniqueEmail,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

async function expectItalian(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('button', { name: 'Italiano' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toContainText('Info generali');
}

async function expectEnglish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toContainText('General info');
}

test.describe('the browser language decides for a visitor', () => {
  test.describe('it-IT', () => {
    test.use({ locale: 'it-IT' });
    test('Italian', async ({ page }) => {
      await page.goto('/');
      await expectItalian(page);
      await expect(heading(page)).toHaveText('Benvenuto in ALMA');
    });
  });
  test.describe('de-DE', () => {
    test.use({ locale: 'de-DE' });
    test('English for any language other than Italian', async ({ page }) => {
      await page.goto('/');
      await expectEnglish(page);
      await expect(heading(page)).toHaveText('Welcome to ALMA');
    });
  });
});

test.describe('switching with the flags', () => {
  test.use({ locale: 'it-IT' });

  test('as a visitor: the page turns English and stays so after a reload', async ({ page }) => {
    await page.goto('/info');
    await expectItalian(page);
    await expect(page.locator('[data-box="financing"]')).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expectEnglish(page);
    await expect(heading(page)).toHaveText('General info');
    // Financing and discounts is for Italian only.
    await expect(page.locator('[data-box="financing"]')).toHaveCount(0);
    await shot(page, 'language-info-en-switched');
    await expectAccessible(page);
    await page.reload();
    await expectEnglish(page);
    await page.getByRole('button', { name: 'Italiano' }).click();
    await expectItalian(page);
    await expect(heading(page)).toHaveText('Informazioni generali');
  });

  test('signed in: the choice is saved in the profile', async ({ page, browser }) => {
    const account = await createAccount(page, { username: uniqueEmail('lingua'), language: 'it' });
    await page.goto('/profilo');
    await expect(heading(page)).toHaveText('Profilo');
    await page.getByRole('button', { name: 'English' }).click();
    await expectEnglish(page);
    await expect(heading(page)).toHaveText('Profile');
    await expect(page.getByRole('tab', { name: 'Access data' })).toBeVisible();
    await shot(page, 'language-profile-en-switched');
    await logOut(page);

    // Another browser in Italian: after login the saved language wins.
    const other = await browser.newContext({ locale: 'it-IT' });
    const otherPage = await other.newPage();
    await otherPage.goto('/profilo');
    await expectItalian(otherPage);
    await logInAndWait(otherPage, account.username, account.password);
    await expectEnglish(otherPage);
    await expect(heading(otherPage)).toHaveText('Profile');
    // And back to Italian, saved again.
    await otherPage.getByRole('button', { name: 'Italiano' }).click();
    await expectItalian(otherPage);
    await logOut(otherPage);
    await other.close();
    await page.goto('/profilo');
    await logInAndWait(page, account.username, account.password);
    await expectItalian(page);
  });

  test("the diplomato's profile is in English: the interface turns English at login", async ({ page }) => {
    await page.goto('/profilo');
    await expectItalian(page);
    await logInAndWait(page, DEMO.diplomato);
    await expectEnglish(page);
    await expect(heading(page)).toHaveText('Profile');
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(heading(page)).toHaveText('Welcome to ALMA');
    await shot(page, 'language-home-en-diplomato');
  });
});
