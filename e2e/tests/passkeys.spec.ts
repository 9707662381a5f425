import type { CDPSession, Page } from '@playwright/test';
import { PORTAL_URL } from '../support/env.ts';
import {
  BROWSER_LOCALE,
  createAccount,
  expectAccessible,
  expectNoHorizontalOverflow,
  heading,
  type Lang,
  logOut,
  shot,
  uniqueEmail,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

const TEXT = {
  it: {
    profile: 'Profilo',
    login: 'Accedi',
    access: 'Dati di accesso',
    credentials: 'Credenziali',
    logout: 'Esci',
    title: 'Passkey',
    name: 'Nome della passkey',
    add: 'Aggiungi una passkey',
    added: 'Passkey aggiunta: la prossima volta puoi accedere con questa.',
    neverUsed: 'Mai usata',
    lastUsed: /^Ultimo uso il \d{2}-\d{2}-\d{4}$/,
    passkeyButton: 'Accedi con una passkey',
    rename: (name: string) => `Rinomina ${name}`,
    remove: (name: string) => `Rimuovi ${name}`,
    save: 'Salva',
    removeConfirm: 'Rimuovi',
    removed: 'Passkey rimossa.',
    empty: 'Non hai ancora nessuna passkey.',
  },
  en: {
    profile: 'Profile',
    login: 'Log in',
    access: 'Access data',
    credentials: 'Credentials',
    logout: 'Log out',
    title: 'Passkeys',
    name: 'Passkey name',
    add: 'Add a passkey',
    added: 'Passkey added: next time you can sign in with it.',
    neverUsed: 'Never used',
    lastUsed: /^Last used on \d{2}-\d{2}-\d{4}$/,
    passkeyButton: 'Sign in with a passkey',
    rename: (name: string) => `Rename ${name}`,
    remove: (name: string) => `Remove ${name}`,
    save: 'Save',
    removeConfirm: 'Remove',
    removed: 'Passkey removed.',
    empty: 'You have no passkeys yet.',
  },
} as const;

/**
 * A platform authenticator in the browser (Chrome DevTools' virtual authenticator): it keeps
 * discoverable passkeys, verifies the person (as a fingerprint would) and answers at once.
 */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/**
 * The virtual authenticator answers at once, also the request the login page makes for the e-mail
 * field's autofill (where a person would pick the passkey among the suggestions): with the cookie
 * `passkeyAutofill=off` the browser says it has no such autofill, and the login waits for its button.
 */
async function autofillSwitch(page: Page) {
  await page.addInitScript(() => {
    if (document.cookie.includes('passkeyAutofill=off') && window.PublicKeyCredential) {
      window.PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    }
  });
  return (on: boolean) =>
    page.context().addCookies([{ name: 'passkeyAutofill', value: on ? 'on' : 'off', url: PORTAL_URL }]);
}

/** The passkeys part of the profile's access data. */
function passkeysSection(page: Page, lang: Lang) {
  return page.getByRole('region', { name: TEXT[lang].title });
}

for (const lang of ['it', 'en'] as const) {
  test.describe(`passkeys on a phone, ${lang}`, () => {
    test.use({
      locale: BROWSER_LOCALE[lang],
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const t = TEXT[lang];

    test('add a passkey in the profile, sign out, sign in with it, rename and remove it', async ({
      page,
    }) => {
      const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
      const autofill = await autofillSwitch(page);
      await autofill(false);
      await page.goto('/');
      const account = await createAccount(page, { username: uniqueEmail(`passkey-${lang}`), language: lang });

      // The profile: add a passkey named by the person.
      await page.goto('/profilo');
      await expect(heading(page)).toHaveText(t.profile);
      const section = passkeysSection(page, lang);
      await expect(section.getByText(t.empty)).toBeVisible();
      const name = lang === 'it' ? 'Telefono di Nuovo' : "Nuovo's phone";
      await section.getByLabel(t.name).fill(name);
      await section.getByRole('button', { name: t.add }).click();
      await expect(page.getByText(t.added)).toBeVisible();
      const item = section.getByRole('listitem').filter({ hasText: name });
      await expect(item).toBeVisible();
      await expect(item.getByText(t.neverUsed)).toBeVisible();
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]?.isResidentCredential).toBe(true);
      await expectNoHorizontalOverflow(page);
      await section.scrollIntoViewIfNeeded();
      await shot(page, `passkeys-profile-${lang}`);
      // The checks go on once the "added" notice has closed by itself: read while it fades out (here
      // or on the login page after it), its colours are half drawn and fail the contrast check.
      await expect(page.getByText(t.added)).toBeHidden();
      await expectAccessible(page);

      // Signed out, the login offers the passkey; the e-mail field takes it from the autofill too.
      await logOut(page);
      await expect(heading(page)).toHaveText(t.login);
      await expect(page.getByLabel(/^username/i)).toHaveAttribute('autocomplete', 'username webauthn');
      const button = page.getByRole('button', { name: t.passkeyButton });
      await expect(button).toBeVisible();
      await shot(page, `passkeys-login-${lang}`);
      await expectAccessible(page);
      // The browser's own passkey dialog opens at once: the click does not wait for the page after.
      await button.click({ noWaitAfter: true });

      // The same session as a password's: the profile, with the passkey's use recorded.
      await expect(heading(page)).toHaveText(t.profile);
      const me = (await (await page.request.get('/api/me')).json()) as { user: { username: string } | null };
      expect(me.user?.username).toBe(account.username);
      await expect(item.getByText(t.lastUsed)).toBeVisible();
      await shot(page, `passkeys-signed-in-${lang}`);

      // With the autofill, the login takes the passkey the person picks in the e-mail field.
      await autofill(true);
      await page.getByRole('tab', { name: t.access }).click();
      await page.getByRole('tab', { name: 'Logout' }).click();
      await page.getByRole('button', { name: t.logout }).click();
      await expect(heading(page)).toHaveText(t.login);
      // A new page (the browser now offers the autofill): the passkey is picked, the person is in.
      await page.goto('/profilo', { waitUntil: 'commit' });
      await expect(heading(page)).toHaveText(t.profile, { timeout: 20_000 });
      await expect(item.getByText(t.lastUsed)).toBeVisible();

      // Renamed, then removed (the account keeps its password).
      const newName = `${name} 2`;
      await page.getByRole('tab', { name: t.access }).click();
      await page.getByRole('tab', { name: t.credentials }).click();
      await item.getByRole('button', { name: t.rename(name) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(t.name).fill(newName);
      await dialog.getByRole('button', { name: t.save }).click();
      const renamed = section.getByRole('listitem').filter({ hasText: newName });
      await expect(renamed).toBeVisible();
      await renamed.getByRole('button', { name: t.remove(newName) }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.removeConfirm }).click();
      await expect(page.getByText(t.removed)).toBeVisible();
      await expect(section.getByText(t.empty)).toBeVisible();
    });
  });
}
