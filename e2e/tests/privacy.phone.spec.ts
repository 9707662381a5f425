import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { DEMO } from '../support/env.ts';
import {
  createAccount,
  expectAccessible,
  expectNoHorizontalOverflow,
  heading,
  logIn,
  logInAndWait,
  logOut,
  newPage,
  shot,
  switchLanguage,
  uniqueEmail,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 240_000 });

/** Reloads the page until `check` passes: what a background job finishes shows at the next read. */
async function afterTheJob(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 90_000, intervals: [1_000, 2_000, 3_000] });
}

test('a person downloads their data and asks for erasure; the secretariat confirms it; the account is gone (Italian, phone)', async ({
  browser,
}) => {
  const page = await newPage(browser, 'it', true);
  await page.goto('/');
  const person = await createAccount(page, {
    username: uniqueEmail('privacy'),
    firstName: 'Dora',
    lastName: 'Dati',
  });

  // My data: the export is prepared by a job and offered once ready.
  await page.goto('/profilo/i-miei-dati');
  await expect(heading(page)).toHaveText('I miei dati');
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Richiedi i miei dati' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Stiamo preparando i tuoi dati' })).toBeVisible();
  const download = page.getByRole('link', { name: 'Scarica i miei dati (ZIP)' });
  await afterTheJob(page, () => expect(download).toBeVisible({ timeout: 2_000 }));
  await shot(page, 'privacy-my-data-ready-it');
  const downloaded = page.waitForEvent('download');
  await download.click();
  const zip = unzipSync(readFileSync(await (await downloaded).path()));
  expect(Object.keys(zip)).toEqual(
    expect.arrayContaining(['profile.json', 'applications.json', 'payments.json']),
  );
  const profile = JSON.parse(strFromU8(zip['profile.json'] as Uint8Array)) as {
    profile: { username: string; firstName: string };
  };
  expect(profile.profile).toMatchObject({ username: person.username, firstName: 'Dora' });

  // The erasure request, confirmed in a dialog.
  await page.getByRole('button', { name: 'Chiedi la cancellazione' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancellare il tuo account?' });
  await dialog.getByRole('checkbox', { name: 'Sì, voglio cancellare il mio account' }).check();
  await dialog.getByLabel('Nota per la segreteria (facoltativa)').fill('Non uso più il portale.');
  await dialog.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(/La tua richiesta di cancellazione del .* è in mano alla segreteria\./),
  ).toBeVisible();
  await shot(page, 'privacy-erasure-requested-it');
  await logOut(page);

  // The secretariat: the request in the console, what stays and why, confirmed.
  await logInAndWait(page, DEMO.dipendente);
  await page.goto('/staff/privacy');
  await expect(heading(page)).toHaveText('Richieste di cancellazione');
  await page.getByRole('link', { name: 'Dora Dati' }).click();
  await expect(heading(page)).toHaveText('Richiesta di cancellazione di Dora Dati');
  await expect(page.getByText('Non uso più il portale.')).toBeVisible();
  await expect(
    page.getByText('Nulla: tutti i dati della persona verranno cancellati o resi anonimi.'),
  ).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'privacy-erasure-console-it');
  await page.getByRole('button', { name: 'Conferma la cancellazione' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confermare la cancellazione?' });
  await confirm.getByRole('button', { name: 'Conferma la cancellazione' }).click();
  await afterTheJob(page, () =>
    expect(page.getByText(/Cancellazione eseguita il /)).toBeVisible({ timeout: 2_000 }),
  );
  await logOut(page);

  // The erased account can no longer sign in.
  await logIn(page, person.username, person.password);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(heading(page)).toHaveText('Accedi');
  await page.close();
});

test('the secretariat runs the retention check and reads its runs (English, phone)', async ({ browser }) => {
  const page = await newPage(browser, 'en', true);
  await logInAndWait(page, DEMO.dipendente);
  await switchLanguage(page, 'en');
  await page.goto('/staff/privacy/retention');
  await expect(heading(page)).toHaveText('Data retention');
  await page.getByRole('button', { name: 'Run the check now' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Check done\. Documents deleted: \d+\. Exports deleted: \d+\.$/ }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Latest checks' }).locator('tbody tr').first()).toBeVisible();
  // The documents due are named in English, as the candidate area names them.
  const due = page.getByRole('table', { name: 'Data due for deletion' });
  await expect(due).toContainText('Tax code');
  await expect(due).not.toContainText('Codice fiscale');
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page);
  await shot(page, 'privacy-retention-en');
  await page.close();
});
