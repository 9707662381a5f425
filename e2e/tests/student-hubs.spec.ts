import type { Page } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import { expectAccessible, fillDate, heading, logInAndWait, logOut, shot } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 300_000 });
test.use({ locale: 'it-IT' });

/** The boxes of the page's grid, in order, and which of them are links (enabled). */
async function boxes(page: Page) {
  const grid = page.getByTestId('box-grid');
  await expect(grid.locator('[data-box]').first()).toBeVisible();
  return grid
    .locator('[data-box]')
    .evaluateAll((items) =>
      items.map(
        (i) => `${i.getAttribute('data-box')}:${i.getAttribute('aria-disabled') === 'true' ? 'off' : 'on'}`,
      ),
    );
}

const navbarLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

test('Luca sees every student box enabled and his housing page', async ({ page }) => {
  await logInAndWait(page, DEMO.studente);

  await page.goto('/myalmalife');
  await expect(heading(page)).toHaveText('La mia vita in ALMA');
  expect(await boxes(page)).toEqual([
    'firstDay:on',
    'studentArea:on',
    'housing:on',
    'sponsor:on',
    'graduates:on',
  ]);
  await expectAccessible(page);
  await shot(page, 'student-hubs-myalmalife-it-studente');

  await page.getByRole('link', { name: 'Area studente' }).click();
  await expect(heading(page)).toHaveText('Area studente');
  expect(await boxes(page)).toEqual(['rules:on', 'utility:on', 'didactics:on', 'bookings:on']);
  await shot(page, 'student-hubs-studente-it');

  await page.getByRole('link', { name: 'Didattica' }).click();
  await expect(heading(page)).toHaveText('Didattica');
  expect(await boxes(page)).toEqual([
    'hyperplanning:on',
    'elearning:on',
    'attendance:on',
    'stage:on',
    'exams:on',
  ]);
  await expect(page.getByRole('link', { name: /Hyperplanning/ })).toHaveAttribute('target', '_blank');
  await expectAccessible(page);
  await shot(page, 'student-hubs-didattica-it');

  // The navbar's attendance and utility links.
  await expect(navbarLink(page, 'Presenze')).toHaveAttribute('href', '/presenze');
  await expect(navbarLink(page, 'Utility')).toHaveAttribute('href', '/utility');

  await page.goto('/myalmalife');
  await page.getByRole('link', { name: 'Housing' }).click();
  await expect(heading(page)).toHaveText('Housing');
  await expect(page.getByText('Residenza Reggia – Appartamento 3B')).toBeVisible();
  await expect(page.getByText('Via Giuseppe Verdi 12, 43052 Colorno (PR)')).toBeVisible();
  const map = page.getByRole('link', { name: /Apri la mappa/ });
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Via%20Giuseppe%20Verdi%2012%2C%2043052%20Colorno%20(PR)',
  );
  await expect(page.getByTestId('check-in')).toHaveText('domenica 6 settembre 2026, ore 15:00');
  await expect(page.getByTestId('check-out')).toHaveText('sabato 3 luglio 2027, ore 10:00');
  await expect(page.getByRole('link', { name: 'Leggi il regolamento' })).toHaveAttribute(
    'href',
    '/regolamentoHousing',
  );
  await expect(page.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  // The secretariat's interventions: the tickets, from Housing.
  await expect(page.getByRole('link', { name: 'Richiedi un intervento' })).toHaveAttribute(
    'href',
    '/interventi?from=Housing',
  );
  await expectAccessible(page);
  await shot(page, 'student-hubs-housing-it');
});

test('in English: the housing page, the city guide on the student home, no sponsor area', async ({
  page,
}) => {
  await logInAndWait(page, DEMO.studente);
  // The choice is saved in the profile, which the server renders the next page by: the address
  // below is opened once it is saved.
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/profile/language') && res.ok());
  await page.getByRole('button', { name: 'English' }).click();
  await expect(heading(page)).toHaveText('Profile');
  await saved;

  await page.goto('/housing');
  await expect(heading(page)).toHaveText('Housing');
  await expect(page.getByRole('heading', { name: 'Your apartment' })).toBeVisible();
  await expect(page.getByTestId('check-in')).toHaveText('Sunday, 6 September 2026, at 15:00');
  await expect(page.getByTestId('check-out')).toHaveText('Saturday, 3 July 2027, at 10:00');
  await expect(page.getByRole('link', { name: /Open the map/ })).toBeVisible();
  await shot(page, 'student-hubs-housing-en');

  await page.goto('/studente');
  await expect(heading(page)).toHaveText('Student area');
  expect(await boxes(page)).toEqual(['rules:on', 'utility:on', 'didactics:on', 'bookings:on', 'city:on']);
  await expect(page.getByRole('link', { name: /Living in the city/ })).toHaveAttribute('target', '_blank');
  await expectAccessible(page);
  await shot(page, 'student-hubs-studente-en');

  await page.goto('/myalmalife');
  expect(await boxes(page)).toEqual(['firstDay:on', 'studentArea:on', 'housing:on', 'graduates:on']);
  await shot(page, 'student-hubs-myalmalife-en-studente');

  await page.goto('/didattica');
  await expect(heading(page)).toHaveText('Teaching');
  await shot(page, 'student-hubs-didattica-en');

  // Back to Italian (saved in Luca's profile) for the other tests.
  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(heading(page)).toHaveText('Didattica');
});

test('Giulia, without housing, is sent from /housing to Home; her hubs say what is not for her', async ({
  page,
}) => {
  await logInAndWait(page, DEMO.studente2);

  await page.goto('/housing');
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(heading(page)).toHaveText('Benvenuto in ALMA');

  await page.goto('/myalmalife');
  expect(await boxes(page)).toEqual([
    'firstDay:on',
    'studentArea:on',
    'housing:off',
    'sponsor:on',
    'graduates:on',
  ]);
  await expect(page.locator('[data-box="housing"]')).toContainText(
    'Disponibile solo con un contratto housing attivo.',
  );
  await shot(page, 'student-hubs-myalmalife-it-studente2');

  await page.goto('/studente');
  expect(await boxes(page)).toEqual(['rules:on', 'utility:on', 'didactics:on', 'bookings:off']);
  await expect(page.locator('[data-box="bookings"]')).toContainText(
    'Le prenotazioni non sono attive per il tuo corso.',
  );
  await expectAccessible(page);
  await shot(page, 'student-hubs-studente-it-studente2');

  await page.goto('/didattica');
  // Her stage has no information (99): no Stage box; no thesis flag: Esami e tesi is not for her.
  expect(await boxes(page)).toEqual(['hyperplanning:off', 'elearning:on', 'attendance:on', 'exams:off']);
  await expect(page.locator('[data-box="hyperplanning"]')).toContainText('Non attivo per il tuo corso.');
  await shot(page, 'student-hubs-didattica-it-studente2');
});

test('a visitor is asked to log in at /housing; a graduate is sent from /studente to Home', async ({
  page,
}) => {
  await page.goto('/housing');
  await expect(page).toHaveURL(/\/profilo\?gotosection=\/housing$/, { timeout: 30_000 });
  await logInAndWait(page, DEMO.diplomato);
  await page.goto('/studente');
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
});

test("the secretariat changes Luca's check-out time and Luca sees it", async ({ page }) => {
  await logInAndWait(page, DEMO.dipendente);
  await page.goto('/staff/housing');
  await expect(heading(page)).toHaveText('Housing');
  await page.getByLabel('Cerca').fill('Studenti');
  await page.getByLabel('Cerca').press('Enter');
  const row = page.getByRole('row', { name: /Studenti Luca/ });
  await expect(row).toContainText('Residenza Reggia – Appartamento 3B');
  await expect(row).toContainText('03-07-2027 10:00');
  await expectAccessible(page);
  await shot(page, 'student-hubs-staff-housing-it');

  await row.getByRole('button', { name: "Modifica l'alloggio di Studenti Luca" }).click();
  const dialog = page.getByRole('dialog', { name: "Modifica l'alloggio di Studenti Luca" });
  await expect(dialog.getByLabel('Appartamento')).toHaveValue('Residenza Reggia – Appartamento 3B');
  // Check-out before check-in is refused in the form.
  await fillDate(dialog.getByLabel('Data di check-out'), '2026-09-06');
  await dialog.getByLabel('Ora di check-out (HH:MM)').fill('14:00');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByText('Il check-out deve essere successivo al check-in.')).toBeVisible();
  await shot(page, 'student-hubs-staff-housing-form-it', { fullPage: false });
  await fillDate(dialog.getByLabel('Data di check-out'), '2027-07-03');
  await dialog.getByLabel('Ora di check-out (HH:MM)').fill('11:30');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('03-07-2027 11:30');
  await logOut(page);

  await logInAndWait(page, DEMO.studente);
  await page.goto('/housing');
  await expect(page.getByTestId('check-out')).toHaveText('sabato 3 luglio 2027, ore 11:30');
});
