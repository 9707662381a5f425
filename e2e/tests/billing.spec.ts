import type { Page } from '@playwright/test';
import { schoolClock } from '../../packages/domain/src/shared/clock.ts';
import { DEMO } from '../support/env.ts';
import {
  BROWSER_LOCALE,
  expectAccessible,
  expectNoHorizontalOverflow,
  shot as fullPageShot,
  heading,
  logInAndWait,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

// Whole journeys (log in, fill, save, reload, confirm, accessibility scans): more than a minute.
test.describe.configure({ timeout: 150_000 });

/** A screenshot from the top of the page (the sticky header stays where a person sees it). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await fullPageShot(page, name);
}

/** The other demo candidates (README, "Demo accounts"). */
const CANDIDATO2 = 'candidato2@demo.alma.it';
const CANDIDATO4 = 'candidato4@demo.alma.it';

const today = () => schoolClock(new Date()).today.split('-').reverse().join('-');

/** Profile → Billing → the course ("Fatturazione corsi" / "Courses billing") or housing form. */
async function openBilling(page: Page, username: string, kind: 'course' | 'housing' = 'course') {
  await logInAndWait(page, username);
  await page.getByRole('tab', { name: /^(Fatturazione|Billing)$/ }).click();
  const tab =
    kind === 'course' ? /^(Fatturazione corsi|Courses billing)$/ : /^(Fatturazione housing|Housing billing)$/;
  await page.getByRole('tab', { name: tab }).click();
  return page.locator(`[data-billing="${kind}"]`);
}

test.describe('billing, in Italian', () => {
  test.use({ locale: BROWSER_LOCALE.it });

  test('course billing: a company, saved as a draft, then confirmed and locked', async ({ page }) => {
    const form = await openBilling(page, DEMO.candidato);
    await expect(form.getByRole('radio', { name: 'Me stesso' })).toBeChecked();
    await expect(
      form.getByText('Le fatture saranno intestate a te, con i dati del tuo profilo.'),
    ).toBeVisible();
    await shot(page, 'billing-course-it-mestesso');

    await form.getByRole('radio', { name: 'Persona giuridica (azienda)' }).check();
    const confirm = form.getByRole('button', { name: 'Conferma' });
    await expect(confirm).toBeDisabled();
    for (const label of ['Ragione sociale', 'Partita IVA', 'Codice SDI', 'PEC', 'Codice fiscale', 'CAP'])
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
    await expect(form.getByLabel('Codice fiscale', { exact: true })).toHaveAttribute('maxlength', '16');
    await expect(form.getByLabel('Nome', { exact: true })).toHaveCount(0);

    await form.getByLabel('Ragione sociale', { exact: true }).fill('Trattoria da Chiara Srl');
    await form.getByLabel('Partita IVA', { exact: true }).fill('01234567890');
    await form.getByLabel('CAP', { exact: true }).fill('43A21');

    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    const leave = page.getByRole('dialog', { name: 'Si desidera uscire?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Resta' }).click();
    await expect(heading(page)).toHaveText('Profilo');

    await form.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(form.getByText('CAP non valido: inserire solo cifre.')).toBeVisible();
    await form.getByLabel('CAP', { exact: true }).fill('43121');
    await form.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(form.getByText('Bozza salvata: conferma i dati quando sono completi.')).toBeVisible();

    // The draft is kept.
    await page.reload();
    await page.getByRole('tab', { name: 'Fatturazione', exact: true }).click();
    await expect(form.getByRole('radio', { name: 'Persona giuridica (azienda)' })).toBeChecked();
    await expect(form.getByLabel('Ragione sociale', { exact: true })).toHaveValue('Trattoria da Chiara Srl');

    const values: Record<string, string> = {
      'Codice SDI': 'M5UXCR1',
      PEC: 'trattoria@pec.it',
      'Codice fiscale': '01234567890',
      Indirizzo: 'Strada Farini 10',
      Città: 'Parma',
      Provincia: 'PR',
      Nazione: 'Italia',
      'Nome del legale rappresentante': 'Chiara',
      'Cognome del legale rappresentante': 'Candidati',
    };
    for (const [label, value] of Object.entries(values))
      await form.getByLabel(label, { exact: true }).fill(value);
    await expect(confirm).toBeDisabled();
    await form.getByLabel('E-mail del legale rappresentante', { exact: true }).fill('chiara@trattoria.it');
    await expect(confirm).toBeEnabled();
    await shot(page, 'billing-course-it-company');
    await expectAccessible(page);

    await confirm.click();
    const dialog = page.getByRole('dialog', { name: 'Conferma dei dati di fatturazione' });
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await expect(form.getByText('Dati fatturazione aggiornati correttamente!')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Conferma' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Salva bozza' })).toHaveCount(0);
    await expect(form.getByLabel('Ragione sociale', { exact: true })).toHaveJSProperty('readOnly', true);
    await shot(page, 'billing-course-it-confirmed');

    // Locked for good, with the compilation date.
    await page.reload();
    await page.getByRole('tab', { name: 'Fatturazione', exact: true }).click();
    await expect(
      form.getByText(`Dati di fatturazione inviati il ${today()}: non sono più modificabili.`),
    ).toBeVisible();
    await expect(form.getByRole('radio')).toHaveCount(0);
    await expect(form.getByLabel('Intestatario delle fatture', { exact: true })).toHaveValue(
      'Persona giuridica (azienda)',
    );
    await expect(form.getByLabel('PEC', { exact: true })).toHaveValue('trattoria@pec.it');
  });

  test('housing billing: IBAN and account holder always, the IBAN validated', async ({ page }) => {
    await logInAndWait(page, DEMO.studente);
    await page.getByRole('tab', { name: 'Fatturazione', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Fatturazione housing' })).toBeVisible();
    // The course billing of the student was confirmed when he enrolled.
    await expect(page.getByText(/^Dati di fatturazione inviati il 02-10-2025/)).toBeVisible();
    await page.getByRole('tab', { name: 'Fatturazione housing' }).click();
    const form = page.locator('[data-billing="housing"]');
    await expect(form.getByRole('radio', { name: 'Me stesso' })).toBeChecked();
    const iban = form.getByLabel('IBAN', { exact: true });
    await expect(iban).toHaveAttribute('required', '');
    await expect(form.getByLabel('Intestatario del conto', { exact: true })).toHaveAttribute('required', '');
    const confirm = form.getByRole('button', { name: 'Conferma' });
    await expect(confirm).toBeDisabled();
    await iban.fill('IT60 X054 2811 1010 0000 0123 450');
    await form.getByLabel('Intestatario del conto', { exact: true }).fill('Luca Studenti');
    await confirm.click();
    await expect(form.getByText('IBAN non valido.')).toBeVisible();
    await iban.fill('IT60 X054 2811 1010 0000 0123 456');
    await shot(page, 'billing-housing-it');
    await confirm.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
    await expect(form.getByText('Dati fatturazione aggiornati correttamente!')).toBeVisible();
    await expect(iban).toHaveValue('IT60X0542811101000000123456');
    await expect(iban).toHaveJSProperty('readOnly', true);
  });

  test('read-only when already sent', async ({ page }) => {
    await logInAndWait(page, CANDIDATO2);
    await page.getByRole('tab', { name: 'Fatturazione', exact: true }).click();
    await expect(page.getByText(/^Dati di fatturazione inviati il \d{2}-\d{2}-\d{4}/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Conferma' })).toHaveCount(0);
    await shot(page, 'billing-course-it-locked');
  });
});

test.describe('billing, in English', () => {
  test.use({ locale: BROWSER_LOCALE.en });

  test('course billing: another person, every required field, confirmed and locked', async ({ page }) => {
    const form = await openBilling(page, CANDIDATO4);
    await expect(form.getByRole('radio', { name: 'Natural person (someone else)' })).toBeChecked();
    await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Li');
    const confirm = form.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await expect(form.getByText('Fill in every required field to confirm.')).toBeVisible();
    for (const label of ['Sex', 'Date of birth', 'City of birth', 'Citizenship', 'Phone'])
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
    await shot(page, 'billing-course-en');

    await form.getByLabel('Sex', { exact: true }).selectOption('F');
    await form.getByLabel('Date of birth', { exact: true }).fill('1975-04-18');
    const values: Record<string, string> = {
      'City of birth': 'Shanghai',
      'Province of birth': 'Shanghai',
      'Country of birth': 'China',
      Citizenship: 'Chinese',
      Phone: '+86 21 5555 0100',
      'Tax code': 'ZHNLIX75D58Z210X',
      Address: 'Via Emilia 5',
      City: 'Parma',
      Postcode: '43121',
      Province: 'PR',
      Country: 'Italy',
    };
    for (const [label, value] of Object.entries(values))
      await form.getByLabel(label, { exact: true }).fill(value);
    await expect(confirm).toBeEnabled();
    await confirm.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the billing data' });
    await expect(dialog).toContainText(
      'Once confirmed, the billing data can no longer be changed. Do you confirm?',
    );
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(form.getByText('Billing data updated successfully!')).toBeVisible();
    await expect(form.getByLabel('City of birth', { exact: true })).toHaveJSProperty('readOnly', true);
    await expect(form.getByLabel('Date of birth', { exact: true })).toHaveValue('18-04-1975');
    await expect(form.getByLabel('Sex', { exact: true })).toHaveValue('Female');
    await expect(form.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
    await shot(page, 'billing-course-en-confirmed');
    await expectAccessible(page);
  });

  test('the billing forms on a phone', async ({ browser }) => {
    const context = await browser.newContext({
      locale: BROWSER_LOCALE.en,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    await openBilling(page, CANDIDATO4);
    await expect(page.getByText(/^Billing data sent on/)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot(page, 'billing-course-en-phone');
    await context.close();
  });
});
