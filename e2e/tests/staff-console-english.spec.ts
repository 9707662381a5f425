import type { Page } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import {
  expectAccessible,
  heading,
  logInAndWait,
  newPage,
  shot,
  switchLanguage,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 240_000 });

/**
 * Words of the console's Italian interface that an English page must not show (its data, such as
 * course names, people, the CRM's status values and field names like Stato_Candidatura, may be
 * Italian): labels, buttons, headings, month and weekday names.
 */
const ITALIAN_INTERFACE = [
  'Caricamento',
  'Salva',
  'Annulla',
  'Cerca',
  'Nessun',
  'Nessuna',
  'Scarica',
  'Conferma',
  'Modifica',
  'Elimina',
  'Indietro',
  'Aggiungi',
  'Documenti',
  'Candidature',
  'Candidatura',
  'Visti',
  'Edizioni',
  'Rifiuta',
  'Approva',
  'Richiedi',
  'Chiudi',
  'Tutti',
  'Tutte',
  'Da fare',
  'Da confermare',
  'Pagina',
  'Registro',
  'Iscrizioni',
  'Modulo',
  'Moduli',
  'Definizione',
  'Anteprima',
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
  'lunedì',
  'martedì',
];

/** The page shows no word of the Italian interface (the console's content, not its data). */
async function expectNoItalian(page: Page) {
  const text = await page.locator('main').innerText();
  const found = ITALIAN_INTERFACE.filter((word) =>
    new RegExp(`(^|[^\\p{L}_])${word}([^\\p{L}_]|$)`, 'u').test(text),
  );
  expect(found, 'Italian words on an English page').toEqual([]);
}

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Staff console' });

test('an English-speaking employee goes through the console in English, in an Italian browser', async ({
  browser,
}) => {
  // The browser speaks Italian; the page is English: every text and date must follow the page.
  const page = await newPage(browser, 'it');
  await logInAndWait(page, DEMO.dipendente);
  await switchLanguage(page, 'en');
  await page.getByRole('link', { name: 'Console' }).click();

  // The home: what needs the secretariat, in English.
  await expect(heading(page)).toHaveText('To do');
  await expect(page.getByRole('link', { name: /documents? awaiting validation/ })).toBeVisible();
  const visasCount = page.getByRole('link', { name: /granted visas? without/ });
  await expect(visasCount).toBeVisible();
  const waitingVisas = Number((await visasCount.innerText()).match(/\d+/)?.[0]);
  expect(waitingVisas).toBeGreaterThanOrEqual(1);
  await expectNoItalian(page);
  await expectAccessible(page);
  await shot(page, 'staff-en-home');

  // The visas count opens the list filtered to the visas waiting for the permit appointment.
  await visasCount.click();
  await expect(heading(page)).toHaveText('Visas');
  await expect(page).toHaveURL(/\/staff\/visas\?state=toConfirm$/);
  await expect(page.getByRole('radio', { name: 'To confirm' })).toBeChecked();
  const visas = page.getByRole('table');
  await expect(visas.getByRole('link', { name: 'Tanaka Kenji' })).toBeVisible();
  await expect(visas.locator('tbody tr')).toHaveCount(waitingVisas);
  await expect(visas).toContainText('Visa granted');
  await expectNoItalian(page);
  await expectAccessible(page);
  await shot(page, 'staff-en-visas');

  // The visa's application: its detail in English, its dates in English.
  await visas.getByRole('link', { name: 'Tanaka Kenji' }).click();
  await expect(heading(page)).toHaveText(/Kenji Tanaka/);
  const permit = page.getByRole('textbox', { name: /permit/i }).first();
  await expect(permit).toBeVisible();
  await expectNoItalian(page);
  await expectAccessible(page);
  await shot(page, 'staff-en-visa-application');

  // The document queue: the types by their names, not their stored identifiers.
  await consoleNav(page).getByRole('link', { name: 'Documents to validate' }).click();
  await expect(heading(page)).toHaveText('Documents to validate');
  const queue = page.getByRole('table');
  await expect(queue).toContainText('Language certificate');
  await expect(queue).not.toContainText('LanguageCertificate');
  await expect(queue).not.toContainText('BankStatement');
  await expectNoItalian(page);
  await expectAccessible(page);
  await shot(page, 'staff-en-documents');

  // The applications of an edition, and one application.
  await consoleNav(page).getByRole('link', { name: 'Applications' }).click();
  await expect(heading(page)).toHaveText('Applications');
  await page.goto('/staff/applications?edition=CUCINA-2027A');
  const applications = page.getByRole('table', { name: /CUCINA-2027A/ });
  await expect(applications.getByRole('link', { name: 'Candidati Chiara' })).toBeVisible();
  await expectNoItalian(page);
  await expectAccessible(page);
  await shot(page, 'staff-en-applications');
  await expect(applications).toContainText('Under review');
  await applications.getByRole('link', { name: 'Candidati Chiara' }).click();
  await expect(heading(page)).toHaveText(/Chiara Candidati/);
  // Every field the applicant saw is labelled, every document state in English.
  await expect(page.getByText('Motivational letter:')).toBeVisible();
  await expect(page.getByText(/motivationalLetter|identityDocumentFile/)).toHaveCount(0);
  await expect(page.getByText('(Validated)').first()).toBeVisible();
  // The status fields name their values in English too (saved as the school writes them).
  await expect(
    page.getByLabel('Candidate (statoGenerale)', { exact: true }).and(page.locator('input')),
  ).toHaveValue('Being validated');
  await expect(
    page.getByLabel('Application (Stato_Candidatura)', { exact: true }).and(page.locator('input')),
  ).toHaveValue('Under review');
  await expectNoItalian(page);
  await expectAccessible(page);
  await shot(page, 'staff-en-application');

  // One more area: the course editions, whose dates read in English in the edit form.
  await consoleNav(page).getByRole('link', { name: 'Course editions' }).click();
  await expect(heading(page)).toHaveText('Course editions');
  await expectNoItalian(page);
  await expectAccessible(page);
  await shot(page, 'staff-en-editions');
  await page.getByRole('button', { name: /CUCINA-2027A/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: /First day/ })).toHaveValue('11 January 2027');
  await expect(dialog.getByRole('textbox', { name: /Last day/ })).toHaveValue('17 December 2027');
  await expectAccessible(page);
  await shot(page, 'staff-en-edition-dates', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // And the internship's forms: the CSCI edition uses the CSCI form.
  await page.goto('/staff/internship/surveys?edition=CSCI-2026A');
  await expect(heading(page)).toHaveText('Internship forms');
  await expect(page.getByText('In use: CSCI preferences.')).toBeVisible();
  await expectNoItalian(page);
  await expectAccessible(page);
  await shot(page, 'staff-en-internship-forms');
  await page.context().close();
});
