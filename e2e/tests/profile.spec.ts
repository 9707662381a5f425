import type { Page } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import {
  BROWSER_LOCALE,
  createAccount,
  expectAccessible,
  heading,
  type Lang,
  logIn,
  logInAndWait,
  logOut,
  shot,
  uniqueEmail,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

const TEXT = {
  it: {
    personal: 'Dati personali',
    access: 'Dati di accesso',
    sections: ['Generali', 'Dati di nascita', 'Residenza', 'Studi'],
    firstName: /^Nome$/,
    phone: /^Telefono$/,
    city: /^Città$/,
    postcode: /^CAP$/,
    province: /^Provincia$/,
    birthProvince: /^Provincia di nascita$/,
    save: 'Salva',
    cancel: 'Annulla',
    saved: 'Dati salvati correttamente!',
    digits: 'Inserire solo cifre',
    leaveTitle: 'Si desidera uscire?',
    stay: 'Resta',
    leave: 'Esci',
    home: 'Home',
    homeTitle: 'Benvenuto in ALMA',
    profile: 'Profilo',
  },
  en: {
    personal: 'Personal data',
    access: 'Access data',
    sections: ['General', 'Birth data', 'Residence', 'Studies'],
    firstName: /^First name$/,
    phone: /^Phone$/,
    city: /^City$/,
    postcode: /^Postcode$/,
    province: /^Province$/,
    birthProvince: /^Province of birth$/,
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Data saved successfully!',
    digits: 'Digits only',
    leaveTitle: 'Do you want to leave?',
    stay: 'Stay',
    leave: 'Leave',
    home: 'Home',
    homeTitle: 'Welcome to ALMA',
    profile: 'Profile',
  },
} as const;

/** An extended demo account in each language: candidato (Italian), diplomato (English). */
const ACCOUNT: Record<Lang, { username: string; category: string; firstName: string }> = {
  it: { username: DEMO.candidato, category: 'candidato', firstName: 'Chiara' },
  en: { username: DEMO.diplomato, category: 'diplomato', firstName: 'Giulia' },
};

async function openPersonalData(page: Page, lang: Lang) {
  await logInAndWait(page, ACCOUNT[lang].username);
  await page.getByRole('tab', { name: TEXT[lang].personal }).click();
  await expect(page.getByRole('tab', { name: TEXT[lang].sections[0] })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

for (const lang of ['it', 'en'] as const) {
  test.describe(`profile, ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });
    const t = TEXT[lang];
    const who = ACCOUNT[lang];

    test('the tabs of an extended profile; province only in Italian', async ({ page }) => {
      await openPersonalData(page, lang);
      await shot(page, `profile-general-${lang}`);
      await page.getByRole('tab', { name: t.sections[1] }).click();
      if (lang === 'it') await expect(page.getByLabel(t.birthProvince)).toBeVisible();
      else await expect(page.getByLabel(t.birthProvince)).toHaveCount(0);
      await shot(page, `profile-birth-${lang}`);
      await page.getByRole('tab', { name: t.sections[2] }).click();
      await expect(page.getByLabel(t.city)).toBeVisible();
      if (lang === 'it') await expect(page.getByLabel(t.province)).toBeVisible();
      else await expect(page.getByLabel(t.province)).toHaveCount(0);
      await shot(page, `profile-residence-${lang}`);
      if (lang === 'it') await expectAccessible(page);
      await page.getByRole('tab', { name: t.sections[3] }).click();
      await shot(page, `profile-studies-${lang}`);
      await page.getByRole('tab', { name: t.access }).click();
      await shot(page, `profile-access-${lang}`);
      await page.getByRole('tab', { name: lang === 'it' ? 'Fatturazione' : 'Billing' }).click();
      await shot(page, `profile-billing-${lang}`);
    });

    test('Save and Cancel appear only after a change; Cancel restores', async ({ page }) => {
      await openPersonalData(page, lang);
      const save = page.getByRole('button', { name: t.save, exact: true });
      const cancel = page.getByRole('button', { name: t.cancel, exact: true });
      await expect(save).toHaveCount(0);
      await expect(cancel).toHaveCount(0);
      const firstName = page.getByLabel(t.firstName);
      await expect(firstName).toHaveValue(who.firstName);
      await firstName.fill(`${who.firstName}na`);
      await expect(save).toBeVisible();
      await expect(cancel).toBeVisible();
      await shot(page, `profile-general-${lang}-changed`);
      await cancel.click();
      await expect(firstName).toHaveValue(who.firstName);
      await expect(save).toHaveCount(0);
      await expect(cancel).toHaveCount(0);
      // Typing the old value back is no change either.
      await firstName.fill('X');
      await expect(save).toBeVisible();
      await firstName.fill(who.firstName);
      await expect(save).toHaveCount(0);
    });

    test('an invalid postcode shows the error and saves nothing', async ({ page }) => {
      await openPersonalData(page, lang);
      await page.getByRole('tab', { name: t.sections[2] }).click();
      const postcode = page.getByLabel(t.postcode);
      const before = await postcode.inputValue();
      await postcode.fill('43A21');
      // The letter is flagged as it is typed, before any Confirm.
      await expect(page.getByText(t.digits)).toBeVisible();
      await expect(postcode).toHaveAttribute('aria-invalid', 'true');
      // Save from another section: the form opens the section with the error.
      await page.getByRole('tab', { name: t.sections[0] }).click();
      const saves: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PUT' || request.method() === 'PATCH') saves.push(request.url());
      });
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByRole('tab', { name: t.sections[2] })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(t.digits)).toBeVisible();
      await expect(postcode).toHaveAttribute('aria-invalid', 'true');
      await shot(page, `profile-residence-${lang}-invalid-postcode`);
      expect(saves).toEqual([]);
      // Reloading asks the browser's own "leave the page?" first; the stored value is unchanged.
      page.once('dialog', (dialog) => {
        expect(dialog.type()).toBe('beforeunload');
        void dialog.accept();
      });
      await page.reload();
      await page.getByRole('tab', { name: t.personal }).click();
      await page.getByRole('tab', { name: t.sections[2] }).click();
      await expect(page.getByLabel(t.postcode)).toHaveValue(before);
    });

    test('saving shows the success notification and the new value stays after a reload', async ({ page }) => {
      await openPersonalData(page, lang);
      const phone = lang === 'it' ? '+39 0521 111222' : '+44 20 7946 0000';
      const city = lang === 'it' ? 'Colorno' : 'London';
      await page.getByLabel(t.phone).fill(phone);
      await page.getByRole('tab', { name: t.sections[2] }).click();
      await page.getByLabel(t.city).fill(city);
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.saved })).toBeVisible();
      await expect(page.getByRole('button', { name: t.save, exact: true })).toHaveCount(0);
      await shot(page, `profile-residence-${lang}-saved`);
      await page.reload();
      await page.getByRole('tab', { name: t.personal }).click();
      await expect(page.getByLabel(t.phone)).toHaveValue(phone);
      await page.getByRole('tab', { name: t.sections[2] }).click();
      await expect(page.getByLabel(t.city)).toHaveValue(city);
    });

    test('leaving with unsaved changes asks first: stay, then leave', async ({ page }) => {
      await openPersonalData(page, lang);
      const firstName = page.getByLabel(t.firstName);
      await firstName.fill('Cambiato');
      const mainMenu = page.getByRole('navigation', {
        name: lang === 'it' ? 'Menu principale' : 'Main menu',
      });
      await mainMenu.getByRole('link', { name: t.home }).click();
      const dialog = page.getByRole('dialog', { name: t.leaveTitle });
      await expect(dialog).toBeVisible();
      await shot(page, `profile-leave-${lang}`, { fullPage: false });
      if (lang === 'it') await expectAccessible(page);
      await dialog.getByRole('button', { name: t.stay }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/profilo$/);
      await expect(firstName).toHaveValue('Cambiato');

      await mainMenu.getByRole('link', { name: t.home }).click();
      await dialog.getByRole('button', { name: t.leave }).click();
      await expect(heading(page)).toHaveText(t.homeTitle);
      // Nothing was saved.
      await page.goto('/profilo');
      await page.getByRole('tab', { name: t.personal }).click();
      await expect(page.getByLabel(t.firstName)).toHaveValue(who.firstName);
    });
  });
}

const CREDENTIALS = {
  it: {
    old: /^Password attuale/,
    new: /^Nuova password/,
    confirm: /^Conferma la nuova password/,
    submit: 'Cambia password',
    wrongOld: 'La password attuale non è corretta.',
    mismatch: 'Le password non coincidono!',
    changed: 'Password aggiornata correttamente!',
    wrong: 'Credenziali errate',
    currentEmail: /^E-mail attuale/,
    newEmail: /^Nuova e-mail/,
    confirmEmail: /^Conferma la nuova e-mail/,
    submitEmail: 'Cambia e-mail',
    emailPassword: /^Conferma con la tua password/,
    emailMismatch: 'Le e-mail non coincidono.',
    emailChanged: 'E-mail aggiornata correttamente!',
  },
  en: {
    old: /^Current password/,
    new: /^New password/,
    confirm: /^Confirm the new password/,
    submit: 'Change password',
    wrongOld: 'The current password is wrong.',
    mismatch: 'Password no match!',
    changed: 'Password updated successfully!',
    wrong: 'Wrong credentials',
    currentEmail: /^Current e-mail/,
    newEmail: /^New e-mail/,
    confirmEmail: /^Confirm the new e-mail/,
    submitEmail: 'Change e-mail',
    emailPassword: /^Confirm with your password/,
    emailMismatch: 'The e-mail addresses do not match.',
    emailChanged: 'E-mail updated successfully!',
  },
} as const;

for (const lang of ['it', 'en'] as const) {
  test.describe(`access data, ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });
    const c = CREDENTIALS[lang];

    test('change password: a wrong old password is refused; the new one works', async ({ page }) => {
      const account = await createAccount(page, { username: uniqueEmail(`pwd-${lang}`), language: lang });
      await page.goto('/profilo');
      await expect(heading(page)).toHaveText(TEXT[lang].profile);
      await page.getByLabel(c.old).fill('NonQuesta1!');
      await page.getByLabel(c.new).fill('Nuova2026!');
      await page.getByLabel(c.confirm).fill('Nuova2026!');
      await page.getByRole('button', { name: c.submit }).click();
      await expect(page.getByText(c.wrongOld)).toBeVisible();
      await shot(page, `profile-access-${lang}-wrong-old-password`);

      await page.getByLabel(c.old).fill(account.password);
      await page.getByLabel(c.confirm).fill('Altra2026!');
      await page.getByRole('button', { name: c.submit }).click();
      await expect(page.getByText(c.mismatch)).toBeVisible();

      await page.getByLabel(c.confirm).fill('Nuova2026!');
      await page.getByRole('button', { name: c.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: c.changed })).toBeVisible();
      await expect(page.getByLabel(c.old)).toHaveValue('');

      await logOut(page);
      await logIn(page, account.username, account.password);
      await expect(page.getByRole('alert')).toHaveText(c.wrong);
      await logInAndWait(page, account.username, 'Nuova2026!');
    });

    test('change e-mail: the confirmation must match', async ({ page }) => {
      const account = await createAccount(page, { username: uniqueEmail(`mail-${lang}`), language: lang });
      await page.goto('/profilo');
      await expect(page.getByLabel(c.currentEmail)).toHaveValue(account.username);
      const newEmail = uniqueEmail(`new-${lang}`);
      await page.getByLabel(c.newEmail).fill(newEmail);
      await page.getByLabel(c.confirmEmail).fill(`x${newEmail}`);
      await page.getByRole('button', { name: c.submitEmail }).click();
      // Both fields are flagged: either may hold the typo.
      await expect(page.getByText(c.emailMismatch)).toHaveCount(2);
      await expect(page.getByLabel(c.currentEmail)).toHaveValue(account.username);
      await shot(page, `profile-access-${lang}-email-mismatch`);

      await page.getByLabel(c.confirmEmail).fill(newEmail);
      // The current password is asked for: without it nothing changes.
      await expect(page.getByLabel(c.emailPassword)).toBeVisible();
      await page.getByLabel(c.emailPassword).fill(account.password);
      await page.getByRole('button', { name: c.submitEmail }).click();
      await expect(page.getByRole('alert').filter({ hasText: c.emailChanged })).toBeVisible();
      await expect(page.getByLabel(c.currentEmail)).toHaveValue(newEmail);
      // The username stays what it was.
      await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(account.username);
    });
  });
}
