import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  fillDate,
  heading,
  logInAndWait,
  newPage,
  shot,
  switchLanguage,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

const OPEN_DAY = 'Open day di pasticceria';
const GALA_SECOND = 'Cena di gala – secondo turno';
const HACCP = 'Corso di sicurezza alimentare (HACCP)';
const DAIRY = 'Visita a un caseificio di Parmigiano Reggiano';

/** An item of the list: its table row on a laptop, its card on a phone. */
const itemOf = (page: Page, name: string): Locator =>
  page.locator('tr[data-item], li[data-item]').filter({ hasText: name }).filter({ visible: true });

async function confirm(page: Page, question: string, yes: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: yes, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('Luca books and cancels an event; the group rule, a mandatory item, closed, not open and full items; the exam sessions', async ({
  page,
}) => {
  await logInAndWait(page, DEMO.studente);
  await page.goto('/studente');
  await page.getByRole('link', { name: 'Prenotazioni' }).click();
  await expect(heading(page)).toHaveText('Prenotazioni');
  await page.getByRole('combobox', { name: 'Cosa vuoi prenotare?' }).click();
  await page.getByRole('option', { name: 'eventi', exact: true }).click();
  await expect(page).toHaveURL(/tipo=eventi/);
  await expect(page.getByRole('table', { name: 'Eventi' })).toBeVisible();

  // Partecipo → "Confermi prenotazione?" → booked.
  await itemOf(page, OPEN_DAY)
    .getByRole('button', { name: /^Partecipo/ })
    .click();
  await confirm(page, 'Confermi prenotazione?', 'Sì');
  await expect(
    page.getByRole('status').filter({ hasText: `Prenotazione effettuata: «${OPEN_DAY}».` }),
  ).toHaveText(`Prenotazione effettuata: «${OPEN_DAY}».`);
  await expect(itemOf(page, OPEN_DAY).getByRole('button', { name: /^Annulla/ })).toBeEnabled();

  // Luca booked the first turn of the gala dinner: the second is of the same group.
  await expect(itemOf(page, GALA_SECOND).getByRole('button', { name: /^Partecipo/ })).toBeDisabled();
  await expect(itemOf(page, GALA_SECOND)).toContainText(
    'Questo evento non è compatibile con un’altra attività cui ti sei già iscritto',
  );
  await expect(itemOf(page, 'Incontro con uno chef stellato')).toContainText('Prenotazioni chiuse');
  await expect(itemOf(page, 'Workshop di cioccolateria')).toContainText('Apre il');
  await expect(itemOf(page, DAIRY).getByRole('button', { name: /^Completo/ })).toBeDisabled();

  // A mandatory item cannot be cancelled: the organisers' address.
  await itemOf(page, HACCP)
    .getByRole('button', { name: /^Annulla/ })
    .click();
  await expect(page.getByRole('alert')).toHaveText('Contatta l’organizzazione: eventi@alma.scuolacucina.it');
  await expectAccessible(page);
  await shot(page, 'bookings-events-it');

  // Annulla → "Confermi annullamento?" → cancelled.
  await itemOf(page, OPEN_DAY)
    .getByRole('button', { name: /^Annulla/ })
    .click();
  await confirm(page, 'Confermi annullamento?', 'Sì');
  await expect(
    page.getByRole('status').filter({ hasText: `Prenotazione annullata: «${OPEN_DAY}».` }),
  ).toHaveText(`Prenotazione annullata: «${OPEN_DAY}».`);
  await expect(itemOf(page, OPEN_DAY).getByRole('button', { name: /^Partecipo/ })).toBeEnabled();

  // Exams: the regular sessions of his edition, not the retake one.
  await page.getByRole('combobox', { name: 'Cosa vuoi prenotare?' }).click();
  await page.getByRole('option', { name: 'esami', exact: true }).click();
  const exams = page.getByRole('table', { name: "Sessioni d'esame" });
  await expect(exams).toContainText('Sessione d’esame: cucina calda');
  await expect(exams).not.toContainText('Sessione di recupero');
  await shot(page, 'bookings-exams-it');
});

test('on a phone, in English: Luca books and cancels, meets the group and mandatory rules, joins the waiting list of a full visit, Paolo cancels, Luca accepts the seat', async ({
  browser,
}) => {
  const luca = await newPage(browser, 'en', true);
  await logInAndWait(luca, DEMO.studente);
  await switchLanguage(luca, 'en');
  await luca.goto('/prenotazioni?tipo=eventi');
  await expect(heading(luca)).toHaveText('Bookings');

  // The same rules, told in English: book, cancel, the group rule, a mandatory item.
  await itemOf(luca, OPEN_DAY)
    .getByRole('button', { name: /^I'll attend/ })
    .click();
  await confirm(luca, 'Confirm booking?', 'Yes');
  await expect(luca.getByRole('status').filter({ hasText: `Booked: “${OPEN_DAY}”.` })).toHaveText(
    `Booked: “${OPEN_DAY}”.`,
  );
  await itemOf(luca, OPEN_DAY)
    .getByRole('button', { name: /^Cancel/ })
    .click();
  await confirm(luca, 'Confirm cancellation?', 'Yes');
  await expect(luca.getByRole('status').filter({ hasText: `Booking cancelled: “${OPEN_DAY}”.` })).toHaveText(
    `Booking cancelled: “${OPEN_DAY}”.`,
  );
  await expect(itemOf(luca, GALA_SECOND)).toContainText(
    'This event is not compatible with another activity you have already signed up for',
  );
  await itemOf(luca, HACCP)
    .getByRole('button', { name: /^Cancel/ })
    .click();
  await expect(luca.getByRole('alert')).toHaveText('Contact the organisers: eventi@alma.scuolacucina.it');

  await expect(itemOf(luca, DAIRY).getByRole('button', { name: /^Full/ })).toBeDisabled();
  await itemOf(luca, DAIRY).getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(
    luca.getByRole('status').filter({
      hasText: `You are on the waiting list for “${DAIRY}”: we will tell you if a seat comes free.`,
    }),
  ).toHaveText(`You are on the waiting list for “${DAIRY}”: we will tell you if a seat comes free.`);
  await expect(itemOf(luca, DAIRY)).toContainText('On the waiting list: you are number 1');
  await expectNoHorizontalOverflow(luca);
  await shot(luca, 'bookings-phone-waiting-en');

  // Paolo, the teacher, gives his seat back.
  const paolo = await newPage(browser, 'it');
  await logInAndWait(paolo, DEMO.insegnante);
  await paolo.goto('/prenotazioni?tipo=eventi');
  await itemOf(paolo, DAIRY)
    .getByRole('button', { name: /^Annulla/ })
    .click();
  await confirm(paolo, 'Confermi annullamento?', 'Sì');
  await expect(
    paolo.getByRole('status').filter({ hasText: `Prenotazione annullata: «${DAIRY}».` }),
  ).toHaveText(`Prenotazione annullata: «${DAIRY}».`);
  // The seat is held for Luca: nobody else can take it.
  await expect(itemOf(paolo, DAIRY).getByRole('button', { name: /^Completo/ })).toBeDisabled();
  await paolo.context().close();

  await luca.reload();
  await expect(itemOf(luca, DAIRY)).toContainText('A seat has come free: it is yours until');
  await shot(luca, 'bookings-phone-offer-en');
  await itemOf(luca, DAIRY).getByRole('button', { name: 'Accept the seat' }).click();
  await expect(luca.getByRole('status').filter({ hasText: `Seat accepted: “${DAIRY}”.` })).toHaveText(
    `Seat accepted: “${DAIRY}”.`,
  );
  await expect(itemOf(luca, DAIRY).getByRole('button', { name: /^Cancel/ })).toBeEnabled();
  await expectNoHorizontalOverflow(luca);
  await luca.context().close();
});

test('the console: a new date, its bookings, attendance, the CSV; a re-admitted student sees the retake session', async ({
  page,
}) => {
  await logInAndWait(page, DEMO.dipendente);
  await page.goto('/staff');
  await page
    .getByRole('navigation', { name: 'Console del personale' })
    .getByRole('link', { name: 'Calendario prenotazioni' })
    .click();
  await expect(heading(page)).toHaveText('Calendario prenotazioni');
  await expect(page.getByRole('row', { name: new RegExp(OPEN_DAY) })).toBeVisible();

  await page.getByRole('button', { name: 'Nuova data' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Degustazione di olio extravergine');
  await fillDate(form.getByLabel('Primo giorno'), '2027-05-12');
  await form.getByRole('textbox', { name: 'Ora di inizio' }).fill('17:00');
  await form.getByRole('textbox', { name: 'Ora di fine' }).fill('19:00');
  await fillDate(form.getByLabel('Apertura prenotazioni: giorno'), '2026-11-01');
  await form.getByRole('textbox', { name: 'Apertura prenotazioni: ora' }).fill('09:00');
  await form.getByRole('textbox', { name: 'Luogo' }).fill('Aula magna');
  await shot(page, 'staff-bookings-form-it', { fullPage: false });
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('textbox', { name: 'Cerca' }).fill('olio');
  await page.getByRole('textbox', { name: 'Cerca' }).press('Enter');
  await expect(page.getByRole('row', { name: /Degustazione di olio extravergine/ })).toContainText(
    '12-05-2027 17:00–19:00',
  );
  await expectAccessible(page);
  await shot(page, 'staff-bookings-list-it');

  // The mandatory course's bookings: Luca's; present; the CSV.
  await page.getByRole('textbox', { name: 'Cerca' }).fill('HACCP');
  await page.getByRole('textbox', { name: 'Cerca' }).press('Enter');
  await page.getByRole('link', { name: `Prenotazioni di «${HACCP}»` }).click();
  await expect(heading(page)).toHaveText(HACCP);
  const luca = page.getByRole('row', { name: /Studenti Luca/ });
  await luca.getByRole('combobox', { name: 'Presenza di Studenti Luca' }).click();
  await page.getByRole('option', { name: 'Presente' }).click();
  await expect(luca.getByRole('combobox', { name: 'Presenza di Studenti Luca' })).toHaveValue('Presente');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Scarica CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain('Cognome,Nome,E-mail,Matricola,Prenotato il,Prenotato da,Presenza');
  expect(csv).toContain('Studenti,Luca,studente@demo.alma.it,S2026001,');
  expect(csv).toContain(',Presente');
  await expectAccessible(page);
  await shot(page, 'staff-bookings-item-it');

  // Marco, re-admitted: the retake session only.
  const marco = await page.context().browser()?.newContext({ locale: 'it-IT' });
  if (!marco) throw new Error('no browser');
  const marcoPage = await marco.newPage();
  await logInAndWait(marcoPage, 'studente3@demo.alma.it');
  await marcoPage.goto('/prenotazioni?tipo=esami');
  const exams = marcoPage.getByRole('table', { name: "Sessioni d'esame" });
  await expect(exams).toContainText('Sessione di recupero: cucina calda');
  await expect(exams).not.toContainText('Sessione d’esame: cucina calda');
  await marco.close();
});
