import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, SECRETARIAT_EMAIL } from '../support/env.ts';
import {
  BROWSER_LOCALE,
  expectAccessible,
  heading,
  logIn,
  logInAndWait,
  logOut,
  shot,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

const TEXT = {
  it: {
    title: 'Accedi',
    wrong: 'Credenziali errate',
    empty: 'Inserire username e password',
    blockedTitle: 'Utente Bloccato',
    blockedText: 'Il tuo utente è bloccato. Contatta la segreteria studenti:',
    toggle: 'Mostra o nascondi la password',
    forgot: 'Password dimenticata?',
    create: 'Crea un account',
    google: 'Accedi con Google',
    apple: 'Accedi con Apple',
  },
  en: {
    title: 'Log in',
    wrong: 'Wrong credentials',
    empty: 'Enter username and password',
    blockedTitle: 'Blocked User',
    blockedText: 'Your user is blocked. Contact the student secretariat:',
    toggle: 'Show or hide the password',
    forgot: 'Forgot your password?',
    create: 'Create an account',
    google: 'Sign in with Google',
    apple: 'Sign in with Apple',
  },
} as const;

/** Counts the login requests the page sends. */
function countLogins(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/login')) count += 1;
  });
  return () => count;
}

for (const [lang, account] of [
  ['it', DEMO.insegnante],
  ['en', DEMO.esterno],
] as const) {
  test.describe(`login, ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });
    const t = TEXT[lang];

    test('the login form: reveal toggle, recovery, providers, sign-up link', async ({ page }) => {
      await page.goto('/profilo');
      await expect(heading(page)).toHaveText(t.title);
      const password = page.getByLabel(/^Password/);
      await password.fill('segreta');
      await expect(password).toHaveAttribute('type', 'password');
      await page.getByRole('button', { name: t.toggle }).click();
      await expect(password).toHaveAttribute('type', 'text');
      await page.getByRole('button', { name: t.toggle }).click();
      await expect(password).toHaveAttribute('type', 'password');
      await expect(page.getByRole('link', { name: t.forgot })).toHaveAttribute('href', '/ierecovery');
      await expect(page.getByRole('link', { name: t.google })).toBeVisible();
      await expect(page.getByRole('link', { name: t.apple })).toBeVisible();
      await expect(page.getByRole('link', { name: t.create })).toHaveAttribute('href', '/profilo?signup=1');
      await password.fill('');
      await shot(page, `login-profile-${lang}`);
      await expectAccessible(page);
    });

    test('a wrong password gives the wrong-credentials text', async ({ page }) => {
      await logIn(page, account, 'NonQuesta1!');
      await expect(page.getByRole('alert')).toHaveText(t.wrong);
      await expect(heading(page)).toHaveText(t.title);
      await shot(page, `login-profile-${lang}-wrong-credentials`);
    });

    test('empty fields give an error without asking the server', async ({ page }) => {
      const logins = countLogins(page);
      await page.goto('/profilo');
      await page.getByRole('button', { name: t.title, exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(t.empty);
      await page.getByLabel(/^Username/).fill(account);
      await page.getByRole('button', { name: t.title, exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(t.empty);
      await page.getByLabel(/^Username/).fill('');
      await page.getByLabel(/^Password/).fill('qualcosa');
      await page.getByRole('button', { name: t.title, exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(t.empty);
      await shot(page, `login-profile-${lang}-empty`);
      expect(logins()).toBe(0);
    });

    test('a blocked user gets the blocked notice with the secretariat e-mail', async ({ page }) => {
      await logIn(page, DEMO.bloccato);
      const notice = page.getByRole('alert');
      await expect(notice).toContainText(t.blockedTitle);
      await expect(notice).toContainText(t.blockedText);
      await expect(notice.getByRole('link', { name: SECRETARIAT_EMAIL })).toHaveAttribute(
        'href',
        `mailto:${SECRETARIAT_EMAIL}`,
      );
      await expect(heading(page)).toHaveText(t.title);
      await shot(page, `login-profile-${lang}-blocked`);
      if (lang === 'it') await expectAccessible(page);
    });
  });
}

/** The tabs of the profile and its personal-data sections. */
async function expectProfileShape(page: Page, extended: boolean) {
  const top = page.getByRole('tablist').first().getByRole('tab');
  await expect(top).toHaveText(
    extended ? ['Dati di accesso', 'Dati personali', 'Fatturazione'] : ['Dati di accesso', 'Dati personali'],
  );
  await page.getByRole('tab', { name: 'Dati personali' }).click();
  const sections = ['Generali', 'Dati di nascita', 'Residenza', 'Studi'];
  if (extended) {
    for (const name of sections) await expect(page.getByRole('tab', { name })).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { name: 'Generali' })).toBeVisible();
    for (const name of sections.slice(1)) await expect(page.getByRole('tab', { name })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Fatturazione' })).toHaveCount(0);
  }
  await expect(page.getByLabel(/^Cognome/)).not.toHaveValue('');
}

test.describe('what each category sees, it', () => {
  test.use({ locale: 'it-IT' });

  test('studente: graduates enabled, the bell with 4 unread, extended profile and billing', async ({
    page,
  }) => {
    await logInAndWait(page, DEMO.studente);
    const bell = page.getByRole('button', { name: 'Notifiche, non lette: 4' });
    await expect(bell).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('4');
    await expect(page.getByRole('link', { name: 'Luca Studenti' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Registrati' })).toHaveCount(0);
    await shot(page, 'login-profile-it-studente');
    await expectAccessible(page);

    await expectProfileShape(page, true);
    await shot(page, 'login-profile-it-studente-personal');
    await page.getByRole('tab', { name: 'Fatturazione' }).click();
    await expect(page.getByRole('tab', { name: 'Fatturazione corsi' })).toBeVisible();
    // The studente has a housing billing record.
    await expect(page.getByRole('tab', { name: 'Fatturazione housing' })).toBeVisible();

    await page.getByRole('link', { name: 'La mia vita' }).click();
    const graduates = page.locator('[data-box="graduates"]');
    await expect(graduates).not.toHaveAttribute('aria-disabled', 'true');
    await shot(page, 'hubs-myalmalife-it-studente');
    await graduates.getByRole('link', { name: 'Diplomati' }).click();
    await expect(heading(page)).toHaveText('Diplomati');

    // The bell opens the notifications; opening them marks them as read.
    await bell.click();
    const dialog = page.getByRole('dialog', { name: 'Notifiche' });
    // The welcome and the exam session, the weekly survey and an order ready: 4 new of 6.
    await expect(dialog.getByRole('listitem')).toHaveCount(6);
    await expect(dialog.getByText('Nuova', { exact: true })).toHaveCount(4);
    await expect(dialog).toContainText('Nuova sessione esami');
    await shot(page, 'shell-notifications-it-studente', { fullPage: false });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect(page.getByRole('button', { name: 'Notifiche, non lette: 0' })).toBeVisible();
  });

  test('loading a page signed in never shows the visitor links, not even for a moment', async ({ page }) => {
    await logInAndWait(page, DEMO.candidato);
    const seen = new Set<string>();
    await page.exposeFunction('reportUserLinks', (links: string) => seen.add(links));
    await page.addInitScript(() => {
      const report = (window as unknown as { reportUserLinks: (links: string) => void }).reportUserLinks;
      new MutationObserver(() => {
        const nav = document.querySelector('header nav[aria-label="Menu utente"]');
        if (!nav) return;
        const visible = [...nav.querySelectorAll('a')].filter(
          (a) => getComputedStyle(a).visibility !== 'hidden',
        );
        report(visible.map((a) => a.textContent).join(' | '));
      }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    });
    await page.goto('/info');
    await expect(page.getByRole('link', { name: 'Chiara Candidati' })).toBeVisible();
    expect([...seen].filter((links) => /Accedi|Registrati/.test(links))).toEqual([]);
  });

  test('candidato: extended profile and billing; candidate area enabled', async ({ page }) => {
    await logInAndWait(page, DEMO.candidato);
    await expect(page.getByRole('link', { name: 'Chiara Candidati' })).toBeVisible();
    await expectProfileShape(page, true);
    await page.getByRole('tab', { name: 'Fatturazione' }).click();
    await expect(page.getByRole('tab', { name: 'Fatturazione corsi' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Fatturazione housing' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Area candidati', exact: true }).click();
    await expect(page.locator('[data-box="candidateArea"]')).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('[data-box="history"]')).not.toHaveAttribute('aria-disabled', 'true');
    // Graduates: students only.
    await page.getByRole('link', { name: 'La mia vita' }).click();
    await expect(page.locator('[data-box="graduates"]')).toHaveAttribute('aria-disabled', 'true');
  });

  for (const [category, account, name] of [
    ['dipendente', DEMO.dipendente, 'Marco Dipendenti'],
    ['insegnante', DEMO.insegnante, 'Paolo Insegnanti'],
    ['esterno', DEMO.esterno, 'Sara Esterni'],
  ] as const) {
    test(`${category}: personal data only, no billing, no candidate or graduate boxes`, async ({ page }) => {
      await logInAndWait(page, account);
      await expect(page.getByRole('link', { name })).toBeVisible();
      await expectProfileShape(page, false);
      await shot(page, `login-profile-it-${category}`);
      await page.getByRole('link', { name: 'Area candidati', exact: true }).click();
      await expect(page.locator('[data-box="candidateArea"]')).toHaveAttribute('aria-disabled', 'true');
      await page.getByRole('link', { name: 'La mia vita' }).click();
      await expect(page.locator('[data-box="graduates"]')).toHaveAttribute('aria-disabled', 'true');
      await logOut(page);
    });
  }
});

test.describe('after login', () => {
  test.use({ locale: 'it-IT' });

  test('gotosection opens the named page with the other query parameters', async ({ page }) => {
    await page.goto('/profilo?gotosection=%2Finfo&from=mail');
    await page.getByLabel(/^Username/).fill(DEMO.dipendente);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/info\?from=mail$/);
    await expect(heading(page)).toHaveText('Informazioni generali');
    await expect(page.getByRole('link', { name: 'Marco Dipendenti' })).toBeVisible();
  });
});

test.describe('what each category sees, en', () => {
  test.use({ locale: 'en-US' });

  test('diplomato: the English profile in English, with the extended tabs and billing', async ({ page }) => {
    await logInAndWait(page, DEMO.diplomato);
    await expect(heading(page)).toHaveText('Profile');
    await expect(page.getByRole('link', { name: 'Giulia Diplomati' })).toBeVisible();
    await expect(page.getByRole('tablist').first().getByRole('tab')).toHaveText([
      'Access data',
      'Personal data',
      'Billing',
    ]);
    await page.getByRole('tab', { name: 'Personal data' }).click();
    for (const name of ['General', 'Birth data', 'Residence', 'Studies']) {
      await expect(page.getByRole('tab', { name })).toBeVisible();
    }
    await shot(page, 'login-profile-en-diplomato');
    await expectAccessible(page);
  });
});

test.describe('the login test page', () => {
  test.use({ locale: 'it-IT' });

  test('/logintest signs in and shows how the portal sees the account', async ({ page }) => {
    await page.goto('/logintest');
    await expect(heading(page)).toHaveText('Login di prova');
    await page.getByLabel(/^username/i).fill(DEMO.studente);
    await page
      .getByLabel(/^password/i)
      .first()
      .fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    const status = page.getByRole('status').filter({ hasText: 'Accesso effettuato' });
    await expect(status).toBeVisible();
    await expect(status).toContainText(DEMO.studente);
    await expect(status).toContainText('Categorie: Studente');
    await expect(page).toHaveURL(/\/logintest$/);
    await shot(page, 'login-test-it');
    await expectAccessible(page);
  });
});

test('a focused field is outlined in blue, not in the red or bordeaux of an error', async ({ page }) => {
  await page.goto('/profilo');
  const username = page.getByLabel(/^username/i);
  await username.focus();
  await expect(username).toHaveCSS('border-color', 'rgb(25, 113, 194)');
});

test('the test fee page is a test page of its own: no Chinese flag outside the application', async ({
  page,
}) => {
  await page.goto('/stepPagamentoTEST');
  await expect(heading(page)).toHaveText(/^(Pagamento di prova della quota|Test fee payment)$/);
  await expect(page.getByRole('button', { name: '中文' })).toHaveCount(0);
  await page.goto('/candidatura/CUCINA-2027A/0');
  await expect(page.getByRole('button', { name: '中文' })).toHaveCount(1);
});

test.describe('a page the server rendered, before the application starts', () => {
  test.use({ locale: BROWSER_LOCALE.it });

  test('the login sent before the app is ready is held, then done: no password in the address', async ({
    page,
  }) => {
    // The application's entry arrives two seconds late, as on a slow phone; the page is already there.
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    const visits: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) visits.push(request.url());
    });
    await page.goto('/areacandidato', { waitUntil: 'commit' });
    await expect(heading(page)).toHaveText('Accedi');
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    await page.getByLabel(/^Username/).fill(DEMO.candidato);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    // Held until the application is ready, then sent by it: the person lands where they were going.
    await expect(page).toHaveURL(/:\d+\/areacandidato$/);
    await expect(heading(page)).toHaveText('Area candidato');
    for (const url of visits) expect(url).not.toContain(DEMO_PASSWORD.slice(0, 4));
  });
});
