import type { Page } from '@playwright/test';
import { DEMO, PORTAL_URL, SECRETARIAT_EMAIL } from '../support/env.ts';
import {
  BROWSER_LOCALE,
  expectAccessible,
  heading,
  type Lang,
  logInAndWait,
  shot,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

/** Every hub page: its h1 and the boxes a visitor sees, in each language. */
const HUBS: {
  page: string;
  path: string;
  title: Record<Lang, string>;
  boxes: Record<Lang, string[]>;
}[] = [
  {
    page: 'home',
    path: '/',
    title: { it: 'Benvenuto in ALMA', en: 'Welcome to ALMA' },
    boxes: { it: ['info', 'candidates', 'myAlmaLife'], en: ['info', 'candidates', 'myAlmaLife'] },
  },
  {
    page: 'info',
    path: '/info',
    title: { it: 'Informazioni generali', en: 'General info' },
    // Financing and discounts: Italian only.
    boxes: { it: ['why', 'courses', 'recipes', 'financing'], en: ['why', 'courses', 'recipes'] },
  },
  {
    page: 'candidati',
    path: '/candidati',
    title: { it: 'Area candidati', en: 'Candidacy area' },
    // Candidate area and history: for candidato and studente (disabled for visitors).
    boxes: {
      it: ['chooseCourse', 'candidateArea', 'assistance', 'history'],
      en: ['chooseCourse', 'candidateArea', 'assistance', 'history'],
    },
  },
  {
    page: 'myalmalife',
    path: '/myalmalife',
    title: { it: 'La mia vita in ALMA', en: 'My life at ALMA' },
    // First day, student area, housing and graduates disabled for visitors; sponsor area: Italian only.
    boxes: {
      it: ['firstDay', 'studentArea', 'housing', 'sponsor', 'graduates'],
      en: ['firstDay', 'studentArea', 'housing', 'graduates'],
    },
  },
  {
    page: 'corsi',
    path: '/corsi',
    title: { it: 'Corsi', en: 'Courses' },
    // 3 boxes, 4 in Italian (the secretary box).
    boxes: {
      it: ['courses', 'openDay', 'requestInfo', 'secretary'],
      en: ['courses', 'openDay', 'requestInfo'],
    },
  },
  {
    page: 'assistenza',
    path: '/assistenza',
    title: { it: 'Assistenza', en: 'Assistance' },
    boxes: { it: ['ask', 'secretariat', 'work'], en: ['ask', 'secretariat', 'work'] },
  },
  {
    page: 'sponsor',
    path: '/sponsor',
    title: { it: 'Area sponsor', en: 'Sponsor area' },
    boxes: { it: ['recipes', 'webinar', 'news'], en: ['recipes', 'webinar', 'news'] },
  },
  {
    page: 'diplomati',
    path: '/diplomati',
    title: { it: 'Diplomati', en: 'Graduates' },
    // 3 boxes in Italian, 1 in English.
    boxes: { it: ['alumni', 'jobs', 'advanced'], en: ['alumni'] },
  },
  {
    page: 'facilitazioni',
    path: '/facilitazioni',
    title: { it: 'Finanziamenti e agevolazioni', en: 'Financing and discounts' },
    boxes: {
      it: ['scholarships', 'financing', 'agreements'],
      en: ['scholarships', 'financing', 'agreements'],
    },
  },
  {
    page: 'extradidattica',
    path: '/extradidattica',
    title: { it: 'Attività extradidattiche', en: 'Extracurricular activities' },
    boxes: {
      it: ['events', 'masterclasses', 'competitions'],
      en: ['events', 'masterclasses', 'competitions'],
    },
  },
];

const NOT_FOUND = { it: 'Pagina non trovata', en: 'Page not found' };

async function expectBoxes(page: Page, ids: string[]) {
  const grid = page.getByTestId('box-grid');
  await expect.soft(grid.locator('[data-box]')).toHaveCount(ids.length);
  const shown = await grid
    .locator('[data-box]')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-box')));
  expect.soft(shown).toEqual(ids);
}

async function expectFooter(page: Page) {
  await expect(page.getByRole('contentinfo').getByTestId('app-version')).toHaveText('v1.3');
}

for (const lang of ['it', 'en'] as const) {
  test.describe(`visitor, ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    test('every hub page: title, boxes and footer', async ({ page }) => {
      for (const hub of HUBS) {
        await test.step(hub.path, async () => {
          await page.goto(hub.path);
          await expect(heading(page)).toHaveText(hub.title[lang]);
          await expect(page).toHaveTitle(`${hub.title[lang]} · ALMA`);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          // Soft: one wrong hub does not hide what the others show.
          await expectBoxes(page, hub.boxes[lang]);
          await expectFooter(page);
          await shot(page, `hubs-${hub.page}-${lang}`);
          // The same components in both languages: one scan each (Italian has every box), plus
          // the English home page.
          if (lang === 'it' || hub.page === 'home') await expectAccessible(page);
        });
      }
    });

    test('the navbar offers the flags, assistance, log in and sign up', async ({ page }) => {
      await page.goto('/');
      const main = page.getByRole('navigation', { name: lang === 'it' ? 'Menu principale' : 'Main menu' });
      const labels =
        lang === 'it'
          ? ['Home', 'Info generali', 'Area candidati', 'La mia vita']
          : ['Home', 'General info', 'Candidacy area', 'My life'];
      await expect(main.getByRole('link')).toHaveText(labels);
      const user = page.getByRole('navigation', { name: lang === 'it' ? 'Menu utente' : 'User menu' });
      await expect(user.getByRole('link')).toHaveText(
        lang === 'it' ? ['Assistenza', 'Accedi', 'Registrati'] : ['Assistance', 'Log in', 'Sign up'],
      );
      await expect(page.getByRole('button', { name: 'Italiano' })).toHaveAttribute(
        'aria-pressed',
        String(lang === 'it'),
      );
      await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute(
        'aria-pressed',
        String(lang === 'en'),
      );
      // Visitors have no notification bell.
      await expect(page.getByRole('button', { name: /^(Notifiche|Notifications)/ })).toHaveCount(0);
    });

    test('the keyboard: the first Tab offers the skip link to the content', async ({ page }) => {
      await page.goto('/');
      await expect(heading(page)).toBeVisible();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: lang === 'it' ? 'Vai al contenuto' : 'Skip to content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
    });

    test('a visitor moves through the hubs by clicking', async ({ page }) => {
      await page.goto('/');
      const t = (it: string, en: string) => (lang === 'it' ? it : en);
      await page
        .getByRole('link', { name: t('Area candidati', 'Candidacy area'), exact: true })
        .first()
        .click();
      await expect(heading(page)).toHaveText(t('Area candidati', 'Candidacy area'));
      await page.getByRole('link', { name: t('Scegli il corso', 'Choose your course') }).click();
      await expect(page).toHaveURL(/\/corsi$/);
      await expect(heading(page)).toHaveText(t('Corsi', 'Courses'));
      // External boxes open the school's site in a new tab.
      const courses = page.locator('[data-box="courses"]').getByRole('link');
      await expect(courses).toHaveAttribute('target', '_blank');
      await expect(courses).toHaveAttribute('href', lang === 'it' ? /\/corsi\/$/ : /\/en\/courses\/$/);
      await page.getByRole('link', { name: t('Info generali', 'General info') }).click();
      await expect(heading(page)).toHaveText(t('Informazioni generali', 'General info'));
      // "Why choose the school" is informative only: no link.
      await expect(page.locator('[data-box="why"]').getByRole('link')).toHaveCount(0);
      await page.getByRole('link', { name: t('La mia vita', 'My life'), exact: true }).click();
      await expect(heading(page)).toHaveText(t('La mia vita in ALMA', 'My life at ALMA'));
      // Graduates: for students only, so disabled (no link) for a visitor.
      const graduates = page.locator('[data-box="graduates"]');
      await expect(graduates).toHaveAttribute('aria-disabled', 'true');
      await expect(graduates.getByRole('link')).toHaveCount(0);
      await expect(graduates).toContainText(t('Riservato agli studenti ALMA.', 'For ALMA students only.'));
      await page.getByRole('link', { name: t('Assistenza', 'Assistance'), exact: true }).click();
      await expect(heading(page)).toHaveText(t('Assistenza', 'Assistance'));
      await expect(page.locator('[data-box="secretariat"]')).toContainText(SECRETARIAT_EMAIL);
      await page.getByRole('link', { name: t('Richiedi assistenza', 'Ask for assistance') }).click();
      await expect(heading(page)).toHaveText(t('Richiedi assistenza', 'Ask for assistance'));
    });

    test('/chiediassistenza: the contacts of the language', async ({ page }) => {
      await page.goto('/chiediassistenza');
      await expect(heading(page)).toHaveText(lang === 'it' ? 'Richiedi assistenza' : 'Ask for assistance');
      if (lang === 'it') {
        await expect(page.getByRole('link', { name: SECRETARIAT_EMAIL })).toHaveAttribute(
          'href',
          `mailto:${SECRETARIAT_EMAIL}`,
        );
        await expect(page.getByRole('link', { name: '+39 0521 525211' })).toHaveAttribute(
          'href',
          'tel:+390521525211',
        );
      } else {
        await expect(page.getByRole('link', { name: 'enrolment@alma.scuolacucina.it' })).toBeVisible();
        await expect(page.getByRole('link', { name: /^\+39/ })).toHaveCount(0);
      }
      await expectFooter(page);
      await shot(page, `hubs-chiediassistenza-${lang}`);
      if (lang === 'it') await expectAccessible(page);
    });

    test('an unknown address shows the not-found page', async ({ page }) => {
      await page.goto('/pagina-che-non-esiste');
      await expect(heading(page)).toHaveText(NOT_FOUND[lang]);
      await expectFooter(page);
      await shot(page, `shell-notfound-${lang}`);
      await expectAccessible(page);
      await page
        .getByRole('link', { name: lang === 'it' ? 'Torna alla home' : 'Back to the home page' })
        .click();
      await expect(heading(page)).toHaveText(lang === 'it' ? 'Benvenuto in ALMA' : 'Welcome to ALMA');
    });
  });
}

/**
 * Visits every internal link reachable from the home page; none may lead to "not found".
 * Returns each address with the page that first linked to it.
 */
async function crawl(page: Page, profileLink: string): Promise<Map<string, string>> {
  const origin = new URL(PORTAL_URL).origin;
  const queue = ['/'];
  const linkedFrom = new Map([['/', '(start)']]);
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const from = `${path} (linked from ${linkedFrom.get(path)})`;
    await page.goto(path);
    await expect(heading(page), `${from} has a title`).toBeVisible();
    await expect(heading(page), `${from} is not a dead end`).not.toHaveText(NOT_FOUND.it);
    // The navbar knows who is there (visitor or signed in) before its links are read.
    await expect(
      page
        .getByRole('navigation', { name: 'Menu utente' })
        .getByRole('link')
        .filter({ hasText: profileLink }),
    ).toBeVisible();
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin || url.pathname.startsWith('/api/')) continue;
      const next = `${url.pathname}${url.search}`;
      if (!linkedFrom.has(next)) {
        linkedFrom.set(next, path);
        queue.push(next);
      }
    }
  }
  return linkedFrom;
}

test.describe('links of the shell', () => {
  test.use({ locale: 'it-IT' });

  test('no internal link leads a visitor to a not-found page', async ({ page }) => {
    test.slow(); // every internal link of every page, one after the other
    const visited = [...(await crawl(page, 'Accedi')).keys()];
    // The shell's menus, the hubs' boxes and the footer, all reached.
    expect(visited).toEqual(
      expect.arrayContaining([
        '/',
        '/info',
        '/candidati',
        '/myalmalife',
        '/corsi',
        '/assistenza',
        '/chiediassistenza',
        '/sponsor',
        '/facilitazioni',
        '/profilo',
        '/profilo?signup=1',
        '/ierecovery',
        '/outbox',
      ]),
    );
  });

  test('no internal link leads a signed-in student to a not-found page', async ({ page }) => {
    test.slow(); // every internal link of every page, one after the other
    await logInAndWait(page, DEMO.studente);
    const linkedFrom = await crawl(page, 'Luca Studenti');
    expect([...linkedFrom.keys()]).toEqual(expect.arrayContaining(['/diplomati', '/profilo']));
    // No sign-up for someone signed in.
    expect(linkedFrom.get('/profilo?signup=1')).toBeUndefined();
  });
});
