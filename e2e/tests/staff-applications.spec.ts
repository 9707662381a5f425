import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import { expectAccessible, fillDate, heading, logInAndWait, logOut, shot } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 180_000 });

/** The status icon of the candidate in a status bar (console or candidate area). */
const candidateIcon = (page: Page) => page.locator('[data-testid="status-bar"] [data-icon="candidate"]');

/** Chiara Candidati's application of CUCINA-2027A in the console (the employee with both staff permissions). */
async function openChiara(page: Page) {
  await page.goto('/staff/applications?edition=CUCINA-2027A');
  await expect(heading(page)).toHaveText('Candidature');
  await page.getByRole('link', { name: 'Candidati Chiara' }).click();
  await expect(heading(page)).toHaveText('Candidatura di Chiara Candidati');
}

async function setGeneralStatus(page: Page, value: string) {
  const field = page.getByLabel('Candidato (statoGenerale)', { exact: true }).and(page.locator('input'));
  const option = page.getByRole('option', { name: value, exact: true });
  // Opened again if a render of the page closed the list before it showed.
  await expect(async () => {
    await field.click();
    await expect(option).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await option.click();
  await page.getByRole('button', { name: 'Salva gli stati' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Salvato.' })).toHaveText('Salvato.');
}

test("a status set in the console is the candidate's status bar", async ({ page }) => {
  await logInAndWait(page, DEMO.dipendente);
  await page.goto('/staff/applications?edition=CUCINA-2027A');
  await expect(page.getByRole('table', { name: 'Candidature di CUCINA-2027A' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'staff-applications-list');

  await openChiara(page);
  await expect(candidateIcon(page)).toHaveAttribute('data-colour', 'yellow');
  await expectAccessible(page);
  await shot(page, 'staff-application-detail', { fullPage: true });
  await setGeneralStatus(page, 'Validato');
  await expect(candidateIcon(page)).toHaveAttribute('data-colour', 'green');
  await expect(page.getByRole('region', { name: 'Storico delle modifiche' })).toContainText('generalStatus');
  await logOut(page);

  await logInAndWait(page, DEMO.candidato);
  await page.goto('/areacandidato');
  await expect(candidateIcon(page)).toHaveAttribute('data-colour', 'green');
  await logOut(page);

  // The demo as it was, for the other journeys.
  await logInAndWait(page, DEMO.dipendente);
  await openChiara(page);
  await setGeneralStatus(page, 'In validazione');
  await expect(candidateIcon(page)).toHaveAttribute('data-colour', 'yellow');
});

test('an edition created in the console opens for applications on the courses page', async ({ page }) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await logInAndWait(page, DEMO.dipendente);
  await page.goto('/staff/editions');
  await expect(heading(page)).toHaveText('Edizioni dei corsi');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Nuova edizione' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Codice del corso').fill('CUCINA');
  await dialog.getByLabel("Codice dell'edizione").fill(code);
  await dialog.getByLabel('Nome del corso').fill('Corso Superiore di Cucina Italiana');
  await dialog.getByLabel("Nome dell'edizione").fill(`Edizione ${code}`);
  await fillDate(dialog.getByLabel('Primo giorno'), '2028-01-10');
  await fillDate(dialog.getByLabel('Ultimo giorno'), '2027-12-10');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByText("L'ultimo giorno non può precedere il primo.")).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'staff-edition-form');
  await fillDate(dialog.getByLabel('Ultimo giorno'), '2028-12-10');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`CUCINA-${code}`) })).toContainText('Aperta');
  await logOut(page);

  await page.goto('/corsi');
  await expect(page.locator(`a[href$="/candidatura/CUCINA-${code}"]`)).toBeVisible();
  await shot(page, 'staff-edition-on-courses');

  // Closed again, so the other journeys see the demo's editions.
  await logInAndWait(page, DEMO.dipendente);
  await page.goto('/staff/editions');
  await page.getByRole('button', { name: `Modifica CUCINA-${code}` }).click();
  await page.getByRole('dialog').getByLabel('Aperta alle candidature').uncheck();
  await page.getByRole('dialog').getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`CUCINA-${code}`) })).toContainText('Chiusa');
});

test('the billing export downloads the confirmed forms in the CRM field names', async ({ page }) => {
  await logInAndWait(page, DEMO.dipendente);
  await page.goto('/staff/billing-export');
  await expect(heading(page)).toHaveText('Esportazione fatturazione');
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Esporta tutti i moduli confermati' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^billing-course-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = text.split('\r\n').filter((line) => line !== '');
  expect(
    header?.startsWith('AccountId,idOppty_Fatturante__c,Tipo_persona_fatturazione__c,Ragione_Sociale__c'),
  ).toBe(true);
  expect(header).toContain('Fatturante_compilato__c');
  expect(rows.length).toBeGreaterThan(0);
  expect(rows[0]).toMatch(/^[0-9a-f-]{36},/);
  expect(rows[0]).toMatch(/,(MeStesso|PersonaGiuridica|PersonaFisica),/);
  await expect(page.getByTestId('billing-last-export')).toContainText('Ultima esportazione:');
  await shot(page, 'staff-billing-export');
});
