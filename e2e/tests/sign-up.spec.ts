import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/env.ts';
import {
  BROWSER_LOCALE,
  expectAccessible,
  heading,
  type Lang,
  logInAndWait,
  logOut,
  shot,
  uniqueEmail,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

const TEXT = {
  it: {
    signUp: 'Registrati',
    username: /^Username \(e-mail\)/,
    password: /^Password/,
    firstName: /^Nome/,
    lastName: /^Cognome/,
    sex: /^Sesso/,
    birthDate: /^Data di nascita/,
    email: /^Ripeti l'e-mail/,
    mobile: /^Cellulare/,
    role: /^Ruolo/,
    privacy: "Ho letto e accetto l'informativa sulla privacy",
    submit: 'Invia',
    cancel: 'Annulla',
    roleNote: 'Per questo ruolo serve la conferma della segreteria, che richiede alcuni giorni.',
    taken: "L'username esiste già, recuperare password se necessario!",
    emailMismatch: 'Le e-mail non coincidono.',
    roleRequired: 'Seleziona il tuo ruolo',
    login: 'Accedi',
    profile: 'Profilo',
  },
  en: {
    signUp: 'Sign up',
    username: /^Username \(e-mail\)/,
    password: /^Password/,
    firstName: /^First name/,
    lastName: /^Last name/,
    sex: /^Sex/,
    birthDate: /^Birth date/,
    email: /^Repeat the e-mail/,
    mobile: /^Mobile phone/,
    role: /^Role/,
    privacy: 'I have read and accept the privacy policy',
    submit: 'Send',
    cancel: 'Cancel',
    roleNote: "This role needs the secretariat's confirmation, which takes a few days.",
    taken: 'The username already exists, recover your password if necessary!',
    emailMismatch: 'The e-mail addresses do not match.',
    roleRequired: 'Select your role',
    login: 'Log in',
    profile: 'Profile',
  },
} as const;

/** Opens the sign-up form from the navbar, as a visitor does. */
async function openSignUp(page: Page, lang: Lang) {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: lang === 'it' ? 'Menu utente' : 'User menu' })
    .getByRole('link', { name: TEXT[lang].signUp })
    .click();
  await expect(page).toHaveURL(/\/profilo\?signup=1$/);
  await expect(heading(page)).toHaveText(TEXT[lang].signUp);
}

async function fillRequired(page: Page, lang: Lang, email: string) {
  const t = TEXT[lang];
  await page.getByLabel(t.username).fill(email);
  await page.getByLabel(t.password).fill('Prova2026!');
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.lastName).fill('Rossi');
  await page.getByLabel(t.role).selectOption('3');
  await page.getByLabel(t.privacy).check();
}

for (const lang of ['it', 'en'] as const) {
  test.describe(`sign-up, ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });
    const t = TEXT[lang];

    test('every field; Send waits for the required ones; lands signed in; logs out', async ({ page }) => {
      await openSignUp(page, lang);
      await shot(page, `signup-form-${lang}`);
      await expectAccessible(page);

      const submit = page.getByRole('button', { name: t.submit });
      const email = uniqueEmail(`signup-${lang}`);
      await expect(submit).toBeDisabled();
      // Username, password, e-mail, privacy and last name: Send stays disabled until all are there.
      await page.getByLabel(t.username).fill(email);
      await expect(submit).toBeDisabled();
      await page.getByLabel(t.password).fill('Prova2026!');
      await expect(submit).toBeDisabled();
      await page.getByLabel(t.email).fill(email);
      await expect(submit).toBeDisabled();
      await page.getByLabel(t.privacy).check();
      await expect(submit).toBeDisabled();
      await page.getByLabel(t.lastName).fill('Rossi');
      await expect(submit).toBeEnabled();
      // A last name of spaces is no last name.
      await page.getByLabel(t.lastName).fill('   ');
      await expect(submit).toBeDisabled();
      await page.getByLabel(t.lastName).fill('Rossi');
      await expect(submit).toBeEnabled();

      // The optional fields.
      await page.getByLabel(t.firstName).fill('Maria');
      await page.getByLabel(t.sex).selectOption('F');
      await page.getByLabel(t.birthDate).fill('2001-05-17');
      await page.getByLabel(t.mobile).fill('+39 333 1234567');

      // Roles 5 to 7 (ALMA candidate, student, graduate) need the secretariat's confirmation.
      const role = page.getByLabel(t.role);
      const note = page.getByTestId('role-note');
      for (const value of ['1', '2', '3', '4']) {
        await role.selectOption(value);
        await expect(note).toBeHidden();
      }
      for (const value of ['5', '6', '7']) {
        await role.selectOption(value);
        await expect(note).toHaveText(t.roleNote);
      }
      await role.selectOption('5');
      await shot(page, `signup-form-${lang}-filled`);

      await submit.click();
      await expect(page).toHaveURL(/\/profilo$/);
      await expect(heading(page)).toHaveText(t.profile);
      await expect(page.getByRole('link', { name: 'Maria Rossi' })).toBeVisible();
      await expect(page.getByRole('link', { name: t.signUp })).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(email);
      await shot(page, `signup-profile-${lang}-new`);

      await logOut(page);
      await expect(page.getByRole('link', { name: t.login }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Maria Rossi' })).toHaveCount(0);

      // The new account works.
      await logInAndWait(page, email, 'Prova2026!');
      await expect(page.getByRole('link', { name: 'Maria Rossi' })).toBeVisible();
    });

    test('an existing username is refused', async ({ page }) => {
      await openSignUp(page, lang);
      await fillRequired(page, lang, DEMO.studente);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.taken })).toBeVisible();
      await expect(heading(page)).toHaveText(t.signUp);
      await shot(page, `signup-form-${lang}-duplicate`);
      // The existing account is untouched.
      await logInAndWait(page, DEMO.studente, DEMO_PASSWORD);
    });

    test('the form checks the fields before sending anything', async ({ page }) => {
      const signUps: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/auth/signup')) signUps.push(request.url());
      });
      await openSignUp(page, lang);
      const email = uniqueEmail(`check-${lang}`);
      await fillRequired(page, lang, email);
      await page.getByLabel(t.email).fill(`altro.${email}`);
      await page.getByLabel(t.role).selectOption('');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByText(t.emailMismatch)).toBeVisible();
      await expect(page.getByText(t.roleRequired)).toBeVisible();
      await shot(page, `signup-form-${lang}-invalid`);
      expect(signUps).toEqual([]);
      // Cancel goes back to the login form.
      await page.getByRole('button', { name: t.cancel }).click();
      await expect(page).toHaveURL(/\/profilo$/);
      await expect(heading(page)).toHaveText(t.login);
    });
  });
}
