import type { Page } from '@playwright/test';
import {
  BROWSER_LOCALE,
  expectAccessible,
  expectNoHorizontalOverflow,
  heading,
  type Lang,
  shot,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

/** Every static page (Markdown in apps/web/src/features/content/pages): its title and one of its sections. */
const PAGES: { name: string; path: string; title: Record<Lang, string>; section: Record<Lang, string> }[] = [
  {
    name: 'dayfirst',
    path: '/dayfirst',
    title: { it: 'Il primo giorno', en: 'Your first day' },
    section: { it: 'Documenti', en: 'Documents' },
  },
  {
    name: 'regolamento',
    path: '/regolamento',
    title: { it: 'Regolamento', en: 'Rules' },
    section: { it: 'Protocollo di sicurezza', en: 'Safety protocol' },
  },
  {
    name: 'regolamentoalma',
    path: '/regolamentoalma',
    title: { it: 'Regolamento didattico', en: 'Didactic rules' },
    section: { it: 'Norme di salute e igiene', en: 'Health and hygiene rules' },
  },
  {
    name: 'regolamentoHousing',
    path: '/regolamentoHousing',
    title: { it: 'Regolamento housing', en: 'Housing rules' },
    section: { it: 'Art. 14 – Ispezioni e riconsegna', en: 'Art. 14 – Inspections and check-out' },
  },
  {
    name: 'regolamentoHousingGen',
    path: '/regolamentoHousingGen',
    title: { it: 'Housing: documenti e norme generali', en: 'Housing: documents and general rules' },
    section: { it: 'Le norme principali', en: 'The main rules' },
  },
  {
    name: 'descralloggio',
    path: '/descralloggio',
    title: { it: "Descrizione dell'alloggio", en: 'Accommodation description' },
    section: { it: 'Cucina', en: 'Kitchen' },
  },
  {
    name: 'waste',
    path: '/waste',
    title: { it: 'Raccolta differenziata', en: 'Waste sorting' },
    section: { it: 'I contenitori', en: 'The bins' },
  },
  {
    name: 'ricette',
    path: '/ricette',
    title: { it: 'Ricette', en: 'Recipes' },
    section: { it: 'Dove trovarle', en: 'Where to find them' },
  },
];

async function expectPage(page: Page, entry: (typeof PAGES)[number], lang: Lang) {
  // A first visit fetches the page's code and its text: slow on a busy machine.
  await expect(heading(page)).toHaveText(entry.title[lang], { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2, name: entry.section[lang] })).toBeVisible();
  await expect(page).toHaveTitle(`${entry.title[lang]} · ALMA`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

for (const lang of ['it', 'en'] as const) {
  test.describe(`static pages, ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });
    // The accessibility scan of a long page takes a while on a busy machine.
    test.describe.configure({ timeout: 120_000 });

    for (const entry of PAGES) {
      test(`${entry.path}: its title, its text, accessible, a screenshot`, async ({ page }) => {
        await page.goto(entry.path);
        await expectPage(page, entry, lang);
        await expectNoHorizontalOverflow(page);
        await shot(page, `content-${entry.name}-${lang}`);
        await expectAccessible(page);
      });
    }

    test.describe('on a phone', () => {
      test.use({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      });

      for (const entry of PAGES) {
        test(`${entry.path} fits the screen`, async ({ page }) => {
          await page.goto(entry.path);
          await expectPage(page, entry, lang);
          await expectNoHorizontalOverflow(page);
          await shot(page, `content-${entry.name}-${lang}-phone`);
        });
      }
    });
  });
}

test.describe('links and language', () => {
  test.use({ locale: BROWSER_LOCALE.it });

  test('/regolamento: the didactic rules open in the app, the safety protocol in a new tab', async ({
    page,
  }) => {
    await page.goto('/regolamento');
    await expect(heading(page)).toHaveText('Regolamento');
    const protocol = page.getByRole('link', { name: /Leggi il protocollo di sicurezza/ });
    await expect(protocol).toHaveAttribute('target', '_blank');
    await expect(protocol).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(protocol).toHaveAttribute('href', /^https:\/\/.+protocollo-sicurezza/);
    // A marker on the window survives a navigation of the router, not a page load.
    await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
    });
    await page.getByRole('link', { name: 'Apri il regolamento didattico' }).click();
    await expect(page).toHaveURL(/\/regolamentoalma$/);
    await expect(heading(page)).toHaveText('Regolamento didattico');
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('the flags switch a page between Italian and English in place', async ({ page }) => {
    await page.goto('/regolamentoHousing');
    await expect(heading(page)).toHaveText('Regolamento housing');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(heading(page)).toHaveText('Housing rules');
    await expect(page.getByText('pays a deposit of 200 euro', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: /Read the safety protocol/ })).toHaveCount(0);
    await page.goto('/regolamento');
    await expect(page.getByRole('link', { name: /Read the safety protocol/ })).toHaveAttribute(
      'href',
      /^https:\/\/.+\/en\/safety-protocol/,
    );
    await page.getByRole('button', { name: 'Italiano' }).click();
    await expect(heading(page)).toHaveText('Regolamento');
  });
});
