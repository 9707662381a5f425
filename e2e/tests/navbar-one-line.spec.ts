import type { Page } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import { type Lang, logInAndWait, shot, switchLanguage } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

/**
 * The header keeps one line on a laptop and a small desktop, for the people with the most header
 * links: the student (attendance, doors, utility, stage, shop and the bell) and the employee (the
 * Console link too), in both languages. Below the `md` breakpoint the burger takes over.
 */
const WIDTHS = [1024, 1280] as const;
const PEOPLE = [
  ['studente', DEMO.studente, 'Luca Studenti'],
  ['dipendente', DEMO.dipendente, 'Marco Dipendenti'],
] as const;
const HEADER_HEIGHT = 64;

interface Control {
  name: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The header's box and every control a person sees in it. */
function headerLayout(page: Page) {
  return page.locator('header').evaluate((header) => {
    const box = header.getBoundingClientRect();
    const controls: Control[] = [...header.querySelectorAll<HTMLElement>('a, button')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => {
        const r = el.getBoundingClientRect();
        const name = el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName;
        return { name, top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      });
    return {
      top: box.top,
      bottom: box.bottom,
      height: box.height,
      clientWidth: header.clientWidth,
      scrollWidth: header.scrollWidth,
      controls,
    };
  });
}

async function expectOneLine(page: Page, where: string) {
  const layout = await headerLayout(page);
  expect(layout.height, `${where}: header height`).toBe(HEADER_HEIGHT);
  expect(layout.scrollWidth, `${where}: nothing overflows the header`).toBeLessThanOrEqual(
    layout.clientWidth,
  );
  const middles = layout.controls.map((c) => (c.top + c.bottom) / 2);
  for (const control of layout.controls) {
    expect(control.top, `${where}: ${control.name} inside the header`).toBeGreaterThanOrEqual(layout.top);
    expect(control.bottom, `${where}: ${control.name} inside the header`).toBeLessThanOrEqual(layout.bottom);
  }
  // One row: every control centred on the same line, none over another.
  expect(Math.max(...middles) - Math.min(...middles), `${where}: one line`).toBeLessThanOrEqual(2);
  const byLeft = [...layout.controls].sort((a, b) => a.left - b.left);
  for (let i = 1; i < byLeft.length; i += 1) {
    const [before, after] = [byLeft[i - 1] as Control, byLeft[i] as Control];
    expect(before.right, `${where}: ${before.name} before ${after.name}`).toBeLessThanOrEqual(
      after.left + 0.5,
    );
  }
}

for (const [role, account, name] of PEOPLE) {
  test(`the header stays on one line from 1024 px up: ${role}, Italian and English`, async ({ page }) => {
    await logInAndWait(page, account);
    try {
      for (const lang of ['it', 'en'] as Lang[]) {
        await switchLanguage(page, lang);
        for (const width of WIDTHS) {
          await test.step(`${lang}, ${width} px`, async () => {
            await page.setViewportSize({ width, height: 800 });
            await page.goto('/');
            await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
            await expect(page.getByRole('button', { name: /^(Notifiche|Notifications)/ })).toBeVisible();
            await expectOneLine(page, `${role}, ${lang}, ${width} px`);
            await shot(page, `navbar-${role}-${lang}-${width}`, { fullPage: false });
          });
        }
      }
      // The phone keeps its burger: the header's links are in the drawer.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await expect(page.getByRole('button', { name: /^(Apri il menu|Open the menu)$/ })).toBeVisible();
      await expect(page.getByRole('link', { name, exact: true })).toBeHidden();
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
      await switchLanguage(page, 'it');
    }
  });
}
