import type { Locator, Page, Route } from '@playwright/test';
import { labelled } from '../support/application.ts';
import { DEMO } from '../support/env.ts';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  expectWhole,
  heading,
  logInAndWait,
  newPage,
  pdf,
  shot,
  switchLanguage,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

// Two people, uploads, a reply and the bell: more than the default minute.
test.describe.configure({ timeout: 150_000 });

/** A word no other run has used: the journey finds its own ticket by it. */
const runTag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The unread count the bell will show once it has read the notifications. */
async function unreadNotifications(page: Page): Promise<number> {
  const res = await page.request.get('/api/notifications');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { unread: number }).unread;
}

/** A dialog done fading in: screenshots and axe see the colours a person sees. */
async function fadedIn(dialog: Locator) {
  await expect(dialog).toHaveCSS('opacity', '1');
}

/** The list's card of a ticket, by its subject. */
const ticketCard = (page: Page, subject: string) =>
  page
    .getByRole('list', { name: /^(I tuoi interventi|Your tickets)$/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: subject, exact: true }) });

/**
 * Holds the uploads of a ticket's attachments until the test lets each one go, so that the
 * progress can be read after each file.
 */
function holdUploads(page: Page) {
  const held: Route[] = [];
  const ready = page.route(/\/api\/tickets\/[^/]+\/attachments$/, (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    held.push(route);
  });
  return {
    ready,
    /** Lets the next held upload go on to the server, once it has been sent. */
    async releaseNext() {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await (held.shift() as Route).continue();
    },
  };
}

test('Luca opens a ticket with three attachments on his phone, staff answer it, he reads the answer (Italian)', async ({
  browser,
}) => {
  const tag = runTag();
  // HTML typed in the subject is text: shown as typed, never as markup.
  const subject = `<b>Certificato</b> di frequenza per il visto <i>${tag}</i>`;
  const description = 'Mi serve il certificato di frequenza per rinnovare il visto.\nGrazie!';
  const files = ['passaporto', 'permesso-di-soggiorno', 'modulo-visto'].map((name) => ({
    name: `${name}-${tag}.pdf`,
    mimeType: 'application/pdf',
    buffer: pdf(`${name} - Luca Bianchi`),
  }));

  const luca = await newPage(browser, 'it', true);
  await logInAndWait(luca, DEMO.studente);
  await switchLanguage(luca, 'it');
  const unread = await unreadNotifications(luca);

  await luca.goto('/interventi');
  await expect(heading(luca)).toHaveText('Interventi');
  await expect(luca.getByRole('list', { name: 'I tuoi interventi' })).toBeVisible();
  await luca.getByRole('button', { name: 'Nuovo intervento' }).click();
  await expect(luca).toHaveURL(/\/interventi\?nuovo=1$/);
  const form = luca.getByRole('region', { name: 'Nuovo intervento' });

  // Every category is offered without `from`; the chosen one's description shows under it.
  await form.getByRole('combobox', { name: labelled('Categoria') }).click();
  await expect(luca.getByRole('option')).toHaveCount(5);
  await luca.getByRole('option', { name: /^Segreteria/ }).click();
  await form.getByRole('textbox', { name: labelled('Oggetto') }).fill(subject);
  await expect(form.getByText(`${subject.length}/100 caratteri`)).toBeVisible();
  await form.getByRole('textbox', { name: labelled('Descrizione') }).fill(description);
  await form.locator('input[type="file"]').setInputFiles(files);
  const chosen = form.getByRole('list', { name: 'Allegati' }).getByRole('listitem');
  await expect(chosen).toHaveCount(3);
  for (const file of files) await expect(chosen.filter({ hasText: file.name })).toBeVisible();

  // Send stays off until the warning is ticked.
  const send = form.getByRole('button', { name: 'Invia', exact: true });
  await expect(send).toBeDisabled();
  await form.getByRole('checkbox', { name: /^Ho capito che, una volta inviato/ }).check();
  await expect(send).toBeEnabled();
  await expectNoHorizontalOverflow(luca);
  await expectAccessible(luca);
  await shot(luca, 'tickets-new-it-phone');

  // The ticket, then its attachments one by one: "n di 3 salvati" after each.
  const uploads = holdUploads(luca);
  await uploads.ready;
  await send.click();
  const progress = form.getByTestId('saved-counter');
  await expect(progress).toHaveText('0 di 3 salvati');
  await uploads.releaseNext();
  await expect(progress).toHaveText('1 di 3 salvati');
  await expect(chosen.nth(0)).toHaveAttribute('data-outcome', 'saved');
  await expect(chosen.nth(1)).toHaveAttribute('data-outcome', 'waiting');
  await shot(luca, 'tickets-new-it-phone-saving');
  await uploads.releaseNext();
  await expect(progress).toHaveText('2 di 3 salvati');
  await uploads.releaseNext();

  // All saved: back to the list, the new ticket first, as typed.
  await expect(luca).toHaveURL(/\/interventi$/);
  const card = ticketCard(luca, subject);
  await expect(card).toBeVisible();
  await expect(
    luca.getByRole('list', { name: 'I tuoi interventi' }).getByRole('listitem').first(),
  ).toContainText(subject);
  await expect(card.locator('[data-status]')).toHaveText('Nuovo');
  await expect(card).toContainText('Segreteria · Allegati: 3');
  await expect(card.locator('b, i')).toHaveCount(0);
  await expectNoHorizontalOverflow(luca);
  await expectAccessible(luca);
  await shot(luca, 'tickets-list-it-phone');

  // Staff find it in the console's inbox and answer.
  const staff = await newPage(browser, 'it');
  await logInAndWait(staff, DEMO.dipendente);
  await switchLanguage(staff, 'it');
  await staff.goto('/staff/tickets');
  await expect(heading(staff)).toHaveText('Interventi');
  const search = staff.getByRole('textbox', { name: 'Cerca' });
  await search.fill(tag);
  await search.press('Enter');
  const row = staff.getByRole('row').filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Luca');
  await expect(row).toContainText('Attende la scuola');
  await expect(row).toContainText('3 / 0');
  await expect(row.locator('[data-status]')).toHaveText('Nuovo');
  // The status shows its whole word in the table's column.
  await expectWhole(row.getByText('Nuovo', { exact: true }));
  await expectAccessible(staff);
  await shot(staff, 'tickets-staff-inbox-it');
  await row.getByRole('link', { name: subject, exact: true }).click();
  await expect(heading(staff)).toHaveText(subject);
  await expect(heading(staff).locator('b, i')).toHaveCount(0);
  for (const file of files) await expect(staff.getByRole('link', { name: file.name })).toBeVisible();
  await expect(staff.getByText(description.split('\n')[0] as string)).toBeVisible();
  const reply = `Ciao Luca, il certificato è pronto in segreteria (${tag}).`;
  await staff.getByRole('textbox', { name: 'Risposta allo studente' }).fill(reply);
  await staff.getByRole('button', { name: 'Invia risposta' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: 'Risposta inviata: lo studente ha ricevuto una notifica.' }),
  ).toHaveText('Risposta inviata: lo studente ha ricevuto una notifica.');
  await expect(staff.locator('[data-status]').first()).toHaveText('In lavorazione');
  await expect(staff.locator('[data-from-staff="true"]').filter({ hasText: reply })).toBeVisible();
  await expectAccessible(staff);
  await shot(staff, 'tickets-staff-ticket-it-replied');
  await staff.context().close();

  // Luca: the answer in the ticket's thread, signed by the school; one more notification.
  await luca.reload();
  await expect(card.locator('[data-status]')).toHaveText('In lavorazione');
  await card.getByRole('link', { name: subject, exact: true }).click();
  await expect(heading(luca)).toHaveText(subject);
  await expect(heading(luca).locator('b, i')).toHaveCount(0);
  for (const file of files) await expect(luca.getByRole('link', { name: file.name })).toBeVisible();
  const answer = luca.locator('[data-from-staff="true"]');
  await expect(answer).toHaveCount(1);
  await expect(answer).toContainText(reply);
  await expect(answer).toContainText(/^ALMA · /);
  await expectNoHorizontalOverflow(luca);
  await expectAccessible(luca);
  await shot(luca, 'tickets-detail-it-phone-answered');

  const bell = luca.getByRole('button', { name: `Notifiche, non lette: ${unread + 1}` });
  await expect(bell).toBeVisible();
  await bell.click();
  const notifications = luca.getByRole('dialog', { name: 'Notifiche' });
  await fadedIn(notifications);
  await expect(notifications).toContainText('La scuola ha risposto al tuo intervento');
  await expect(notifications).toContainText(`Nuova risposta a «${subject}»: leggila nei tuoi interventi.`);
  await shot(luca, 'tickets-notifications-it-phone', { fullPage: false });
  await luca.context().close();
});

test('from Housing only the housing categories are offered; a closed ticket is rated 1 to 5 (English)', async ({
  browser,
}) => {
  const tag = runTag();
  const subject = `Broken window in room 12 (${tag})`;

  const luca = await newPage(browser, 'en');
  await logInAndWait(luca, DEMO.studente);
  await switchLanguage(luca, 'en');
  await luca.goto('/interventi?from=Housing');
  await expect(heading(luca)).toHaveText('Tickets');
  await expect(
    luca.getByText('Request from the Housing area: it concerns your accommodation.'),
  ).toBeVisible();
  await luca.getByRole('button', { name: 'New ticket' }).click();
  await expect(luca).toHaveURL(/from=Housing/);
  const form = luca.getByRole('region', { name: 'New ticket' });
  await form.getByRole('combobox', { name: labelled('Category') }).click();
  const options = luca.getByRole('option');
  await expect(options).toHaveCount(2);
  await expect(options).toHaveText([/^Housing - Contract/, /^Housing - Maintenance/]);
  await expectAccessible(luca);
  await shot(luca, 'tickets-new-en-housing', { fullPage: false });
  await luca.getByRole('option', { name: /^Housing - Maintenance/ }).click();
  await form.getByRole('textbox', { name: labelled('Subject') }).fill(subject);
  await form.getByRole('textbox', { name: labelled('Description') }).fill('The window does not close.');
  await form.getByRole('checkbox', { name: /^I understand that once sent/ }).check();
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  // Back to the Housing list: `from` stays.
  await expect(luca).toHaveURL(/\/interventi\?from=Housing$/);
  const card = ticketCard(luca, subject);
  await expect(card).toContainText('Housing - Maintenance · Attachments: 0');
  await expect(card.locator('[data-status]')).toHaveText('New');

  // Staff close it (in the console, in English).
  const staff = await newPage(browser, 'en');
  await logInAndWait(staff, DEMO.dipendente);
  await switchLanguage(staff, 'en');
  await staff.goto(`/staff/tickets?search=${tag}`);
  await expect(heading(staff)).toHaveText('Tickets');
  await staff.getByRole('link', { name: subject, exact: true }).click();
  await expect(heading(staff)).toHaveText(subject);
  await staff.getByRole('button', { name: 'Close the ticket' }).click();
  const confirm = staff.getByRole('dialog', { name: 'Close the ticket?' });
  await fadedIn(confirm);
  await expect(confirm).toContainText('The student is notified');
  await confirm.getByRole('button', { name: 'Close the ticket' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText('Saved.');
  await expect(staff.locator('[data-status]').first()).toHaveText('Closed');
  await expect(staff.getByText('The ticket is closed: reopen it to reply.')).toBeVisible();
  await shot(staff, 'tickets-staff-ticket-en-closed');
  await staff.context().close();

  // Luca: closed, nothing more to add, the rating from 1 to 5.
  await luca.reload();
  await expect(card.locator('[data-status]')).toHaveText('Closed');
  await expect(card.getByRole('button', { name: /^Attach a file/ })).toHaveCount(0);
  await card.getByRole('link', { name: subject, exact: true }).click();
  await expect(heading(luca)).toHaveText(subject);
  await expect(
    luca.getByText('The ticket is closed: answers and attachments can no longer be added.'),
  ).toBeVisible();
  await expect(luca.getByRole('button', { name: 'Attach a file' })).toHaveCount(0);
  const rating = luca.getByRole('radiogroup', { name: 'Rating from 1 to 5' });
  await expect(rating.getByRole('radio')).toHaveCount(5);
  const sendRating = luca.getByRole('button', { name: 'Send the rating' });
  await expect(sendRating).toBeDisabled();
  await rating.getByRole('radio', { name: '4 out of 5' }).check();
  await expectAccessible(luca);
  await shot(luca, 'tickets-detail-en-rating');
  await sendRating.click();
  await expect(luca.getByTestId('rating-given')).toHaveText(
    'Thank you for your rating. Your rating: 4 out of 5.',
  );
  await expect(rating).toHaveCount(0);
  // Given once: read again, it stays.
  await luca.reload();
  await expect(luca.getByTestId('rating-given')).toHaveText('Your rating: 4 out of 5.');
  await shot(luca, 'tickets-detail-en-rated');
  await luca.context().close();
});
