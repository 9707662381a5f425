import type { Page } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import { expectAccessible, heading, logInAndWait, logOut, shot } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

/** Signed up as an Alma student, waiting for the secretariat (README, "Demo accounts"). */
const RUOLO = 'ruolo@demo.alma.it';

test.describe.configure({ timeout: 150_000 });

/** The console's people list as the employee with both staff permissions (Italian). */
async function openPeople(page: Page, query = '') {
  await logInAndWait(page, DEMO.dipendente);
  await page.goto(`/staff/people${query}`);
  await expect(heading(page)).toHaveText('Persone');
}

async function openPerson(page: Page, name: string) {
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('link', { name }).click();
  await expect(heading(page)).toHaveText(name.split(' ').reverse().join(' '));
}

/** A box of a hub: enabled (a link) or disabled (aria-disabled, no link). */
async function expectBox(page: Page, path: string, box: string, enabled: boolean) {
  await page.goto(path);
  const card = page.locator(`[data-box="${box}"]`);
  await expect(card).toBeVisible();
  if (enabled) {
    await expect(card).not.toHaveAttribute('aria-disabled', 'true');
    await expect(card.getByRole('link')).toHaveCount(1);
  } else {
    await expect(card).toHaveAttribute('aria-disabled', 'true');
    await expect(card.getByRole('link')).toHaveCount(0);
  }
}

test('a role claimed at sign-up, confirmed by the secretariat, opens the student boxes', async ({ page }) => {
  // Before: signed up as an Alma student, but without the category.
  await logInAndWait(page, RUOLO);
  await expectBox(page, '/candidati', 'candidateArea', false);
  await expectBox(page, '/myalmalife', 'graduates', false);
  await logOut(page);

  await openPeople(page, '?status=pending');
  await expect(page.getByRole('row', { name: /Ruoli Elena/ })).toContainText('Ruolo da confermare');
  await expectAccessible(page);
  await shot(page, 'staff-people-it-pending');

  await openPerson(page, 'Ruoli Elena');
  await expect(
    page.getByText('Alla registrazione questa persona ha dichiarato: Studente Alma.'),
  ).toBeVisible();
  await page.getByLabel('Matricola del record della scuola (facoltativa)').fill('s2026200');
  await page.getByRole('button', { name: 'Conferma ruolo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confermare il ruolo?' });
  await expect(dialog).toContainText('Elena Ruoli riceve la categoria Studente');
  await dialog.getByRole('button', { name: 'Conferma ruolo' }).click();
  await expect(
    page.getByText('Ruolo dichiarato alla registrazione confermato: Studente Alma.'),
  ).toBeVisible();
  await expect(page.getByLabel('Matricola', { exact: true })).toHaveValue('S2026200');
  const history = page.getByRole('table', { name: 'Storico delle modifiche' });
  await expect(history).toContainText('Ruolo dichiarato alla registrazione');
  await expect(history.getByRole('row', { name: /Categorie/ })).toContainText('Studente');
  await expectAccessible(page);
  await shot(page, 'staff-person-it-confirmed');
  await logOut(page);

  // After: a student, whose candidate area and graduates boxes open.
  await logInAndWait(page, RUOLO);
  await expectBox(page, '/candidati', 'candidateArea', true);
  await expectBox(page, '/myalmalife', 'graduates', true);
});

test('an enrolment flag switched in the console reaches the student at the next request, and his menu', async ({
  page,
}) => {
  const course = (p: Page) => p.getByRole('region', { name: /^Corso Superiore di Cucina Italiana 2026B/ });
  const bookings = (p: Page) =>
    course(p).getByRole('switch', { name: 'Prenotazioni (IsActivePrenotazione__c)' });
  const courseFlags = async (p: Page) => {
    const me = await (await p.request.get('/api/me')).json();
    return me.user.subject.enrolments.find((e: { kind: string }) => e.kind === 'course');
  };

  await openPeople(page);
  await page.getByRole('textbox', { name: 'Cerca' }).fill('studente@demo');
  await page.getByRole('textbox', { name: 'Cerca' }).press('Enter');
  await openPerson(page, 'Studenti Luca');
  await expect(course(page).getByText('Abilita le prenotazioni di eventi e moduli del corso.')).toBeVisible();
  await expect(bookings(page)).toBeChecked();
  await bookings(page).click({ force: true });
  await expect(page.getByRole('status').filter({ hasText: 'Salvato.' })).toHaveText('Salvato.');
  await page.reload();
  await expect(bookings(page)).not.toBeChecked();
  await expect(page.getByRole('table', { name: 'Storico delle modifiche' })).toContainText(
    'Prenotazioni (IsActivePrenotazione__c)',
  );
  await expectAccessible(page);
  await shot(page, 'staff-person-it-flags');
  await logOut(page);

  await logInAndWait(page, DEMO.studente);
  expect(await courseFlags(page)).toMatchObject({ isActiveBooking: false, hasExams: true });
  // His student home's Prenotazioni box closes with the flag.
  await expectBox(page, '/studente', 'bookings', false);
  await logOut(page);

  // Back as it was, for the other journeys.
  await openPeople(page, '?search=studente%40demo');
  await openPerson(page, 'Studenti Luca');
  await bookings(page).click({ force: true });
  await expect(page.getByRole('status').filter({ hasText: 'Salvato.' })).toHaveText('Salvato.');
  await logOut(page);
  await logInAndWait(page, DEMO.studente);
  expect(await courseFlags(page)).toMatchObject({ isActiveBooking: true });
  await expectBox(page, '/studente', 'bookings', true);
});

test('moving an enrolment: the dialog finds the other person by the search; cancelled, nothing moves', async ({
  page,
}) => {
  const course = page.getByRole('region', { name: /^Corso Superiore di Cucina Italiana 2026B/ });
  await openPeople(page, '?search=studente%40demo');
  await openPerson(page, 'Studenti Luca');
  await course.getByRole('button', { name: "Sposta a un'altra persona" }).click();
  const dialog = page.getByRole('dialog', { name: /^Spostare «Corso Superiore di Cucina Italiana 2026B/ });
  await expect(dialog).toContainText('candidatura (documenti, rate, visto), le presenze');
  const picker = dialog.getByRole('combobox', { name: 'Persona a cui spostarla' });
  await picker.pressSequentially('ruolo@demo');
  await expect(page.getByRole('option', { name: /ruolo@demo\.alma\.it/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: "Sposta l'iscrizione" })).toBeDisabled();
  await page.getByRole('option', { name: /ruolo@demo\.alma\.it/ }).click();
  await expect(dialog.getByRole('button', { name: "Sposta l'iscrizione" })).toBeEnabled();
  await expectAccessible(page);
  await shot(page, 'staff-person-it-move');
  await dialog.getByRole('button', { name: 'Annulla', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(course).toBeVisible();
});
