import type { Page } from '@playwright/test';
import { DEMO, SECRETARIAT_EMAIL } from '../support/env.ts';
import {
  BROWSER_LOCALE,
  createAccount,
  expectAccessible,
  heading,
  type Lang,
  logInAndWait,
  shot,
  uniqueEmail,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

const TEXT = {
  it: {
    login: 'Accedi',
    forgot: 'Password dimenticata?',
    title: 'Recupero password',
    email: /^E-mail/,
    send: 'Invia',
    sent: 'Richiesta inviata! Controlla la tua casella di posta.',
    notFound: `User non trovato, contatta ${SECRETARIAT_EMAIL}`,
    outbox: 'Posta in uscita (demo)',
    subject: 'ALMA - Recupero password',
    newTitle: 'Nuova password',
    password: /^Nuova password/,
    confirm: /^Conferma password/,
    save: 'Salva',
    mismatch: 'Le password non coincidono!',
    done: 'Password aggiornata! Ora puoi accedere.',
    invalid: 'Link di recupero password non più valido!',
    required: 'Campo obbligatorio',
  },
  en: {
    login: 'Log in',
    forgot: 'Forgot your password?',
    title: 'Password recovery',
    email: /^E-mail/,
    send: 'Send',
    sent: 'Request sent! Check your inbox.',
    notFound: `User not found, contact ${SECRETARIAT_EMAIL}`,
    outbox: 'Outbox (demo)',
    subject: 'ALMA - Password recovery',
    newTitle: 'New password',
    password: /^New password/,
    confirm: /^Confirm password/,
    save: 'Save',
    mismatch: 'Password no match!',
    done: 'Password updated! You can now log in.',
    invalid: 'Password recovery link no longer valid!',
    required: 'Required field',
  },
} as const;

/**
 * The demo outbox is for staff: the secretariat's demo account signs in (in its own browser, from
 * the footer's link and the login it leads to) and returns the recovery link of the newest mail to `to`.
 */
async function recoveryLinkFromOutbox(page: Page, lang: Lang, to: string): Promise<string> {
  const t = TEXT[lang];
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: t.outbox }).click();
  await expect(heading(page)).toHaveText(/^(Accedi|Log in)$/);
  await logInAndWait(page, DEMO.dipendente);
  await page.goto('/outbox');
  // The page speaks the staff member's own language (Italian for the demo account).
  await expect(heading(page)).toHaveText(TEXT.it.outbox);
  const mail = page.getByRole('article').filter({ hasText: to }).filter({ hasText: t.subject }).first();
  await expect(mail).toBeVisible();
  const link = mail.getByRole('link', { name: /\/recovery\?tkn=/ });
  await expect(link).toHaveCount(1);
  return (await link.getAttribute('href')) as string;
}

for (const lang of ['it', 'en'] as const) {
  test.describe(`password recovery, ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });
    const t = TEXT[lang];

    test('from the login form, through the mail, to a new password', async ({ page, browser }) => {
      // Arrange: an account of this language, then a visitor's browser.
      const setup = await browser.newContext({ locale: BROWSER_LOCALE[lang] });
      const account = await createAccount(await setup.newPage(), {
        username: uniqueEmail(`recovery-${lang}`),
        language: lang,
      });
      await setup.close();

      await page.goto('/profilo');
      await page.getByRole('link', { name: t.forgot }).click();
      await expect(page).toHaveURL(/\/ierecovery$/);
      await expect(heading(page)).toHaveText(t.title);
      await shot(page, `recovery-request-${lang}`);
      await expectAccessible(page);

      // Nothing typed: the field says so.
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByText(t.required)).toBeVisible();

      // An unknown address: the user-not-found text with the contact address, in red.
      await page.getByLabel(t.email).fill(uniqueEmail('nessuno'));
      await page.getByRole('button', { name: t.send }).click();
      const failure = page.locator('[data-result="error"]');
      await expect(failure).toHaveText(t.notFound);
      await expect(failure).toHaveCSS('color', 'rgb(201, 42, 42)');
      await shot(page, `recovery-request-${lang}-unknown`);

      // A known address: the request is sent, in green.
      await page.getByLabel(t.email).fill(account.username);
      await page.getByRole('button', { name: t.send }).click();
      const success = page.locator('[data-result="success"]');
      await expect(success).toHaveText(t.sent);
      await expect(success).toHaveCSS('color', 'rgb(43, 138, 62)');
      await expect(failure).toHaveCount(0);
      await shot(page, `recovery-request-${lang}-sent`);

      // The mail, in the demo outbox that the secretariat reads.
      const staff = await browser.newContext({ locale: BROWSER_LOCALE[lang] });
      const staffPage = await staff.newPage();
      const link = await recoveryLinkFromOutbox(staffPage, lang, account.username);
      await shot(staffPage, `recovery-outbox-${lang}`, { fullPage: false });
      // The mails themselves are sandboxed frames of the mail's own HTML, not the portal's.
      if (lang === 'it') await expectAccessible(staffPage, { exclude: ['iframe'] });
      await staff.close();
      await page.goto(link);
      await expect(page).toHaveURL(/\/recovery\?tkn=/);
      await expect(heading(page)).toHaveText(t.newTitle);
      await shot(page, `recovery-newpassword-${lang}`);
      if (lang === 'it') await expectAccessible(page);

      // Different passwords: red "no match".
      await page.getByLabel(t.password).fill('Ritrovata2026!');
      await page.getByLabel(t.confirm).fill('Diversa2026!');
      await page.getByRole('button', { name: t.save }).click();
      await expect(failure).toHaveText(t.mismatch);
      await expect(failure).toHaveCSS('color', 'rgb(201, 42, 42)');
      await shot(page, `recovery-newpassword-${lang}-mismatch`);

      // The same: green, then the profile.
      await page.getByLabel(t.confirm).fill('Ritrovata2026!');
      await page.getByRole('button', { name: t.save }).click();
      await expect(success).toHaveText(t.done);
      await expect(success).toHaveCSS('color', 'rgb(43, 138, 62)');
      await shot(page, `recovery-newpassword-${lang}-done`);
      await expect(page).toHaveURL(/\/profilo$/);
      await expect(heading(page)).toHaveText(t.login);

      // The link works once.
      await page.goto(link);
      await page.getByLabel(t.password).fill('Ancora2026!');
      await page.getByLabel(t.confirm).fill('Ancora2026!');
      await page.getByRole('button', { name: t.save }).click();
      await expect(failure).toHaveText(t.invalid);
      await shot(page, `recovery-newpassword-${lang}-used-link`);

      // The new password opens the account.
      await logInAndWait(page, account.username, 'Ritrovata2026!');
    });

    test('a recovery page without a token says the link is not valid', async ({ page }) => {
      await page.goto('/recovery');
      await expect(heading(page)).toHaveText(t.newTitle);
      await expect(page.locator('[data-result="error"]')).toHaveText(t.invalid);
      await expect(page.getByRole('button', { name: t.save })).toBeDisabled();
      await shot(page, `recovery-newpassword-${lang}-no-token`);
    });
  });
}
