import type { Page } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import { expectAccessible, heading, logInAndWait, logOut, shot, switchLanguage } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 180_000 });

const AWAITING = 'In attesa di validazione';

/** The console's side navigation (a laptop). */
const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console del personale' });

/** The detail pane's heading: "<document> · <candidate>". */
const detail = (page: Page) => page.getByRole('heading', { level: 2 }).filter({ hasText: ' · ' });

test('the console: the home counts, a refusal the candidate sees and is mailed, a validation by keyboard, the change log', async ({
  page,
}) => {
  await logInAndWait(page, DEMO.dipendente);
  await page.getByRole('link', { name: 'Console' }).click();
  await expect(heading(page)).toHaveText('Da fare');
  const documentsCount = page.getByRole('link', { name: /document[oi] in attesa di validazione/ });
  await expect(documentsCount).toBeVisible();
  const waiting = Number((await documentsCount.innerText()).match(/\d+/)?.[0]);
  expect(waiting).toBeGreaterThanOrEqual(4);
  await expect(page.getByText(/^iscrizion[ei] con un ruolo da confermare$/)).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'staff-home-it');

  // The count opens the queue filtered to the documents awaiting validation, the oldest first.
  await documentsCount.click();
  await expect(heading(page)).toHaveText('Documenti da validare');
  await expect(page).toHaveURL(
    new RegExp(`state=${encodeURIComponent(AWAITING).replace(/%20/g, '(%20|\\+)')}`),
  );
  await expect(detail(page)).toHaveText(/^English language certificate · /);
  await expect(page.getByText('Tasti rapidi')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'staff-documents-it');

  // Reject Chiara's diploma with a reason from the list: r opens the dialog, Enter confirms.
  // (Other journeys may have left more of Chiara's documents in the queue: her diploma's row.)
  const diplomaRow = page
    .getByRole('row')
    .filter({ hasText: 'Chiara Candidati' })
    .filter({ has: page.getByRole('cell', { name: /^Diploma di scuola superiore/ }) });
  await diplomaRow.getByRole('button', { name: 'Chiara Candidati' }).click();
  await expect(detail(page)).toHaveText('Diploma di scuola superiore · Chiara Candidati');
  await expect(page.getByTitle('File di Diploma di scuola superiore')).toBeVisible();
  await page.keyboard.press('r');
  const dialog = page.getByRole('dialog', { name: 'Rifiuta «Diploma di scuola superiore»' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Il documento è incompleto' }).check();
  await expectAccessible(page);
  await shot(page, 'staff-documents-reject-it', { fullPage: false });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: /«Diploma di scuola superiore» rifiutato/ }),
  ).toHaveText(/«Diploma di scuola superiore» rifiutato/);
  await expect(diplomaRow).toHaveCount(0);

  // The next document is open; validated with the keyboard alone.
  const next = (await detail(page).innerText()).split(' · ')[0] as string;
  expect(next).not.toBe('Diploma di scuola superiore');
  await expect(detail(page)).toBeFocused();
  await page.keyboard.press('a');
  await expect(page.getByRole('status').filter({ hasText: `«${next}» approvato.` })).toHaveText(
    `«${next}» approvato.`,
  );
  await expect(detail(page)).not.toHaveText(new RegExp(`^${next} · `));
  await consoleNav(page).getByRole('link', { name: 'Da fare' }).click();
  await expect(page.getByRole('link', { name: /document[oi] in attesa di validazione/ })).toContainText(
    String(waiting - 2),
  );

  // The change log (Amministrazione): the refusal, field by field.
  await consoleNav(page).getByRole('link', { name: 'Registro modifiche' }).click();
  await expect(heading(page)).toHaveText('Registro modifiche');
  await expect(page.getByRole('row', { name: /refusal_reason|refusalReason/ }).first()).toContainText(
    'Il documento è incompleto',
  );
  await expectAccessible(page);
  await shot(page, 'staff-audit-it');

  // The candidate sees the document refused, with the reason, in the candidate area.
  await logOut(page);
  await logInAndWait(page, DEMO.candidato);
  await page.goto('/areacandidato');
  await page.getByRole('tab', { name: 'Documenti' }).click();
  const row = page.getByRole('row', { name: /Diploma di scuola superiore/ });
  await expect(row).toContainText('Il documento è incompleto');
  await expect(row).toContainText('Richiesto');

  // A non-staff person opening the console is sent Home.
  await page.goto('/staff/documents');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Console' })).toHaveCount(0);

  // The mail to the candidate, in the demo outbox, as staff.
  await logOut(page);
  await logInAndWait(page, DEMO.dipendente);
  await page.goto('/outbox');
  await expect(page.getByText('ALMA - Documento non accettato').first()).toBeVisible();
  await expect(page.getByText(DEMO.candidato).first()).toBeVisible();
});

test.describe('the console on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('the navigation is a drawer behind the menu button', async ({ page }) => {
    await logInAndWait(page, DEMO.dipendente);
    await page.goto('/staff/documents');
    await expect(heading(page)).toHaveText('Documenti da validare');
    await expect(page.getByRole('navigation', { name: 'Console del personale' })).toBeHidden();
    await expectAccessible(page);
    await shot(page, 'staff-documents-it-tablet');
    await page.getByRole('button', { name: 'Apri il menu della console' }).click();
    const nav = page.getByRole('dialog').getByRole('navigation', { name: 'Console del personale' });
    await expect(nav.getByRole('link', { name: 'Registro modifiche' })).toBeVisible();
    await shot(page, 'staff-console-drawer-it-tablet', { fullPage: false });
    await nav.getByRole('link', { name: 'Registro modifiche' }).click();
    await expect(heading(page)).toHaveText('Registro modifiche');
  });
});

test('a visitor opening the console goes to the login first', async ({ page }) => {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/profilo\?gotosection=\/staff$/);
});

test('the console in English: every page of the secretariat in English, with no catalogue key', async ({
  page,
}) => {
  // The secretariat-only demo account: its language choice is saved, and no other journey uses it.
  await logInAndWait(page, 'segreteria@demo.alma.it');
  // The language saved in the profile first: it wins when the console's page reads the person.
  await switchLanguage(page, 'en');
  await page.getByRole('link', { name: 'Console' }).click();
  await expect(heading(page)).toHaveText('To do');
  const nav = page.getByRole('navigation', { name: 'Staff console' });
  await expect(page.getByRole('link', { name: /documents? awaiting validation/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /granted visas? without/ })).toBeVisible();
  await shot(page, 'staff-home-en');
  // Segreteria only: the administration's pages are not offered.
  await expect(nav.getByRole('link', { name: 'Change log' })).toHaveCount(0);

  const pages: Array<[string, string, string]> = [
    ['Documents to validate', 'Documents to validate', 'staff-documents-en'],
    ['Visas', 'Visas', 'staff-visas-en'],
    ['Applications', 'Applications', 'staff-applications-en'],
    ['People', 'People', 'staff-people-en'],
  ];
  for (const [link, title, name] of pages) {
    await nav.getByRole('link', { name: link }).click();
    await expect(heading(page)).toHaveText(title);
    await expect(page.getByText('Caricamento')).toHaveCount(0);
    await shot(page, name);
  }
  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(heading(page)).not.toHaveText('People');
});
