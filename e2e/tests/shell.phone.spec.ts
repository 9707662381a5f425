import { DEMO } from '../support/env.ts';
import {
  BROWSER_LOCALE,
  expectAccessible,
  expectNoHorizontalOverflow,
  heading,
  logInAndWait,
  logOut,
  shot,
  uniqueEmail,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

const TEXT = {
  it: {
    open: 'Apri il menu',
    close: 'Chiudi il menu',
    main: ['Home', 'Info generali', 'Area candidati', 'La mia vita'],
    user: ['Assistenza', 'Accedi', 'Registrati'],
    infoTitle: 'Informazioni generali',
    signUp: 'Registrati',
    profile: 'Profilo',
    personal: 'Dati personali',
  },
  en: {
    open: 'Open the menu',
    close: 'Close the menu',
    main: ['Home', 'General info', 'Candidacy area', 'My life'],
    user: ['Assistance', 'Log in', 'Sign up'],
    infoTitle: 'General info',
    signUp: 'Sign up',
    profile: 'Profile',
    personal: 'Personal data',
  },
} as const;

/** Every page a visitor can open, with its screenshot name. */
const PAGES = [
  ['hubs-home', '/'],
  ['hubs-info', '/info'],
  ['hubs-candidati', '/candidati'],
  ['hubs-myalmalife', '/myalmalife'],
  ['hubs-corsi', '/corsi'],
  ['hubs-assistenza', '/assistenza'],
  ['hubs-chiediassistenza', '/chiediassistenza'],
  ['hubs-sponsor', '/sponsor'],
  ['hubs-diplomati', '/diplomati'],
  ['hubs-facilitazioni', '/facilitazioni'],
  ['hubs-extradidattica', '/extradidattica'],
  ['login-profile', '/profilo'],
  ['recovery-request', '/ierecovery'],
  ['recovery-newpassword', '/recovery?tkn=x'],
  ['recovery-outbox', '/outbox'],
  ['shell-notfound', '/non-esiste'],
] as const;

for (const lang of ['it', 'en'] as const) {
  test.describe(`phone, ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });
    const t = TEXT[lang];

    test('the burger opens the menu; a choice navigates and closes it', async ({ page }) => {
      await page.goto('/');
      // The desktop menu is hidden on a phone.
      await expect(
        page.getByRole('navigation', { name: lang === 'it' ? 'Menu principale' : 'Main menu' }),
      ).toBeHidden();
      await page.getByRole('button', { name: t.open }).click();
      const drawer = page.getByRole('dialog', { name: 'ALMA' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('navigation').first().getByRole('link')).toHaveText([...t.main]);
      await expect(drawer.getByRole('navigation').nth(1).getByRole('link')).toHaveText([...t.user]);
      await shot(page, `shell-menu-${lang}-phone-open`, { fullPage: false });
      await expectAccessible(page);
      await drawer.getByRole('link', { name: t.main[1] }).click();
      await expect(drawer).toBeHidden();
      await expect(heading(page)).toHaveText(t.infoTitle);
      // Closing without choosing stays on the page.
      await page.getByRole('button', { name: t.open }).click();
      await expect(drawer).toBeVisible();
      await drawer.getByRole('button', { name: t.close }).click();
      await expect(drawer).toBeHidden();
      await expect(heading(page)).toHaveText(t.infoTitle);
    });

    test('every page fits the phone screen', async ({ page }) => {
      for (const [name, path] of PAGES) {
        await page.goto(path);
        await expect(heading(page)).toBeVisible();
        await expect(page.getByTestId('app-version')).toHaveText('v1.3');
        await expectNoHorizontalOverflow(page);
        await shot(page, `${name}-${lang}-phone`, { fullPage: path !== '/outbox' });
      }
    });

    test('sign-up on a phone, then the profile', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: t.open }).click();
      await page.getByRole('dialog', { name: 'ALMA' }).getByRole('link', { name: t.signUp }).click();
      await expect(heading(page)).toHaveText(t.signUp);
      const email = uniqueEmail(`phone-${lang}`);
      await page.getByLabel(/^Username \(e-mail\)/).fill(email);
      await page.getByLabel(/^Password/).fill('Telefono2026!');
      await page.getByLabel(lang === 'it' ? /^Nome/ : /^First name/).fill('Lucia');
      await page.getByLabel(lang === 'it' ? /^Cognome/ : /^Last name/).fill('Mobile');
      await page.getByLabel(lang === 'it' ? /^Ripeti l'e-mail/ : /^Repeat the e-mail/).fill(email);
      await page.getByLabel(lang === 'it' ? /^Ruolo/ : /^Role/).selectOption('6');
      await expect(page.getByTestId('role-note')).toBeVisible();
      await page
        .getByLabel(
          lang === 'it'
            ? "Ho letto e accetto l'informativa sulla privacy"
            : 'I have read and accept the privacy policy',
        )
        .check();
      await expectNoHorizontalOverflow(page);
      await shot(page, `signup-form-${lang}-phone`);
      await page.getByRole('button', { name: lang === 'it' ? 'Invia' : 'Send' }).click();
      await expect(heading(page)).toHaveText(t.profile);
      await expectNoHorizontalOverflow(page);
      await shot(page, `signup-profile-${lang}-phone-new`);
      // Signed in, the menu names the person and no longer offers sign-up.
      await page.getByRole('button', { name: t.open }).click();
      const drawer = page.getByRole('dialog', { name: 'ALMA' });
      await expect(drawer.getByRole('link', { name: 'Lucia Mobile' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: t.signUp })).toHaveCount(0);
      await shot(page, `shell-menu-${lang}-phone-loggedin`, { fullPage: false });
      await drawer.getByRole('button', { name: t.close }).click();
      await logOut(page);
    });
  });
}

test.describe('phone, signed in', () => {
  test.use({ locale: 'it-IT' });

  test("the studente's profile fits the phone", async ({ page }) => {
    await logInAndWait(page, DEMO.studente);
    await expectNoHorizontalOverflow(page);
    // The three tabs of the profile stay on one row.
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await expect(tabs).toHaveCount(3);
    const tops = await tabs.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    await shot(page, 'login-profile-it-phone-studente');
    await page.getByRole('tab', { name: 'Dati personali' }).click();
    await page.getByRole('tab', { name: 'Residenza' }).click();
    await expectNoHorizontalOverflow(page);
    await shot(page, 'profile-residence-it-phone');
    await page.goto('/myalmalife');
    await expectNoHorizontalOverflow(page);
    await shot(page, 'hubs-myalmalife-it-phone-studente');
  });
});
