import type { Page } from '@playwright/test';
import { DEMO, SECRETARIAT_EMAIL } from '../support/env.ts';
import {
  BROWSER_LOCALE,
  heading,
  type Lang,
  logOut,
  setNextProviderUser,
  shot,
  uniqueEmail,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

const TEXT = {
  it: {
    login: 'Accedi',
    profile: 'Profilo',
    google: 'Accedi con Google',
    apple: 'Accedi con Apple',
    blockedTitle: 'Utente Bloccato',
    failed: 'Accesso con il provider non riuscito, riprova.',
    wrong: 'Credenziali errate',
  },
  en: {
    login: 'Log in',
    profile: 'Profile',
    google: 'Sign in with Google',
    apple: 'Sign in with Apple',
    blockedTitle: 'Blocked User',
    failed: 'Sign-in with the provider failed, please try again.',
    wrong: 'Wrong credentials',
  },
} as const;

type Provider = 'google' | 'apple';

/** Presses the provider's button on the login form; the browser goes to the provider and back. */
async function signInWith(page: Page, lang: Lang, provider: Provider) {
  await page.goto('/profilo');
  await expect(heading(page)).toHaveText(TEXT[lang].login);
  await page.getByRole('link', { name: TEXT[lang][provider] }).click();
}

for (const lang of ['it', 'en'] as const) {
  test.describe(`provider sign-in, ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });
    const t = TEXT[lang];

    for (const provider of ['google', 'apple'] as const) {
      test(`a new person signs in with ${provider}`, async ({ page }) => {
        const email = uniqueEmail(`${provider}-${lang}`);
        const name = provider === 'google' ? 'Anna' : 'Bruno';
        await setNextProviderUser({
          sub: `${provider}-${email}`,
          email,
          email_verified: true,
          given_name: name,
          family_name: 'Provider',
        });
        await signInWith(page, lang, provider);
        await expect(page).toHaveURL(/\/profilo$/);
        await expect(heading(page)).toHaveText(t.profile);
        await expect(page.getByRole('link', { name: `${name} Provider` })).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(email);
        await shot(page, `provider-profile-${lang}-${provider}`);

        // The second time, the same identity opens the same account.
        await logOut(page);
        await signInWith(page, lang, provider);
        await expect(page.getByRole('link', { name: `${name} Provider` })).toBeVisible();
      });
    }

    test('a blocked user lands on the profile with the blocked notice', async ({ page }) => {
      await setNextProviderUser({ sub: `blocked-${lang}`, email: DEMO.bloccato, email_verified: true });
      await signInWith(page, lang, 'google');
      await expect(page).toHaveURL(/\/profilo\?loginError=auth\.blocked$/);
      const notice = page.getByRole('alert');
      await expect(notice).toContainText(t.blockedTitle);
      await expect(notice.getByRole('link', { name: SECRETARIAT_EMAIL })).toHaveAttribute(
        'href',
        `mailto:${SECRETARIAT_EMAIL}`,
      );
      await expect(heading(page)).toHaveText(t.login);
      await shot(page, `provider-profile-${lang}-blocked`);
    });

    test('an unverified e-mail is not matched to an account', async ({ page }) => {
      await setNextProviderUser({ sub: `unverified-${lang}`, email: DEMO.studente, email_verified: false });
      await signInWith(page, lang, 'apple');
      await expect(page.getByRole('alert')).toHaveText(t.wrong);
      await expect(heading(page)).toHaveText(t.login);
    });

    test('cancelled at the provider: the provider-failure text', async ({ page }) => {
      await setNextProviderUser(null);
      await signInWith(page, lang, 'apple');
      await expect(page).toHaveURL(/\/profilo\?loginError=auth\.providerFailed$/);
      await expect(page.getByRole('alert')).toHaveText(t.failed);
      await expect(heading(page)).toHaveText(t.login);
      await shot(page, `provider-profile-${lang}-cancelled`);
    });
  });
}

test.describe('provider sign-in of an existing account', () => {
  test.use({ locale: 'it-IT' });

  test('a verified e-mail of a demo account opens that account', async ({ page }) => {
    await setNextProviderUser({ sub: 'esterno-google', email: DEMO.esterno, email_verified: true });
    await signInWith(page, 'it', 'google');
    await expect(heading(page)).toHaveText('Profilo');
    await expect(page.getByRole('link', { name: 'Sara Esterni' })).toBeVisible();
  });
});

test.describe('provider sign-in from the application (candidatura)', () => {
  test.use({ locale: BROWSER_LOCALE.it });

  test('Google at step 0 opens step 1 of the same course', async ({ page }) => {
    const email = uniqueEmail('google-application');
    await setNextProviderUser({
      sub: `google-${email}`,
      email,
      email_verified: true,
      given_name: 'Giada',
      family_name: 'Provider',
    });
    await page.goto('/candidatura/PASTICCERIA-2027A/0');
    await expect(heading(page)).toHaveText('Inizia la candidatura');
    await page.getByRole('link', { name: TEXT.it.google }).click();
    await expect(page).toHaveURL(/\/candidatura\/PASTICCERIA-2027A\/1$/);
    await expect(heading(page)).toHaveText('Dati personali');
  });

  test('Apple at step 0 first says to press "Use a different Apple ID", then opens step 1', async ({
    page,
  }) => {
    const email = uniqueEmail('apple-application');
    await setNextProviderUser({ sub: `apple-${email}`, email, email_verified: true });
    await page.goto('/candidatura/CUCINA-2027A/0');
    await page.getByRole('button', { name: TEXT.it.apple }).click();
    const notice = page.getByRole('dialog');
    await expect(notice).toContainText('Use a different Apple ID');
    await shot(page, 'application-step0-it-apple-notice', { fullPage: false });
    await notice.getByRole('link', { name: 'Continua' }).click();
    await expect(page).toHaveURL(/\/candidatura\/CUCINA-2027A\/1$/);
  });
});
