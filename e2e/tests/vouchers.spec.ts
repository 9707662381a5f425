import type { Browser, Locator, Page } from '@playwright/test';
import { field, labelled, PASTICCERIA, pick } from '../support/application.ts';
import { DEMO } from '../support/env.ts';
import {
  createAccount,
  expectAccessible,
  expectNoHorizontalOverflow,
  expectWhole,
  heading,
  type Lang,
  logInAndWait,
  newPage,
  shot,
  switchLanguage,
  uniqueEmail,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

// The secretariat makes the code, then a person redeems it: more than the default minute.
test.describe.configure({ timeout: 150_000 });

/** The texts of the staff's voucher pages and of the voucher page, in each language. */
const TEXT = {
  en: {
    list: 'Vouchers',
    create: 'New vouchers',
    edition: 'Edition',
    maxUses: 'Maximum uses per code',
    note: 'Note',
    submit: 'Create',
    created: '1 voucher created.',
    close: 'Close',
    valid: 'Valid',
    redeemed: 'Redeemed',
    search: 'Search a code',
  },
  it: {
    list: 'Voucher',
    create: 'Nuovi voucher',
    edition: 'Edizione',
    maxUses: 'Usi massimi per codice',
    note: 'Nota',
    submit: 'Crea',
    created: 'Creato 1 voucher.',
    close: 'Chiudi',
    valid: 'Valido',
    redeemed: 'Riscosso',
    search: 'Cerca un codice',
  },
} as const;

/** A dialog done fading in: screenshots and axe see the colours a person sees. */
async function fadedIn(dialog: Locator) {
  await expect(dialog).toHaveCSS('opacity', '1');
}

/**
 * The secretariat (`DEMO.dipendente`, Segreteria) makes one single-use voucher for the pastry
 * edition at /staff/vouchers, in `lang`, and finds it valid in the list. Returns the console's
 * page (still signed in) and the code as shown ("ABCDE-23456").
 */
async function staffCreateVoucher(browser: Browser, lang: Lang, note: string) {
  const t = TEXT[lang];
  const staff = await newPage(browser, lang);
  await logInAndWait(staff, DEMO.dipendente);
  await switchLanguage(staff, lang);
  await staff.goto('/staff/vouchers');
  await expect(heading(staff)).toHaveText(t.list);
  await staff.getByRole('button', { name: t.create }).click();
  const dialog = staff.getByRole('dialog', { name: t.create });
  await fadedIn(dialog);
  await pick(staff, t.edition, new RegExp(`\\(${PASTICCERIA}\\)$`));
  await expect(dialog.getByRole('combobox', { name: labelled(t.edition) })).toHaveValue(/PASTICCERIA-2027A/);
  await expect(dialog.getByRole('textbox', { name: labelled(t.maxUses) })).toHaveValue('1');
  await dialog.getByRole('textbox', { name: t.note }).fill(note);
  await expectAccessible(staff);
  await shot(staff, `vouchers-staff-create-${lang}`, { fullPage: false });
  await dialog.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: t.created })).toHaveText(t.created);
  const codes = dialog.getByTestId('created-codes').getByRole('listitem');
  await expect(codes).toHaveCount(1);
  const code = (await codes.innerText()).trim();
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
  await shot(staff, `vouchers-staff-created-${lang}`, { fullPage: false });
  // The one under the codes (the corner's has the same name).
  await dialog.getByRole('button', { name: t.close, exact: true }).last().click();
  await expect(dialog).toBeHidden();

  // In the list, valid, none of its one use taken.
  const search = staff.getByRole('textbox', { name: t.search });
  await search.fill(code);
  await search.press('Enter');
  const row = staff.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expectWhole(row.getByText(t.valid, { exact: true }));
  await expect(row).toContainText('0 / 1');
  await expectAccessible(staff);
  await shot(staff, `vouchers-staff-list-${lang}`);
  return { staff, code };
}

/** The staff's page of a voucher, found from the list by its code. */
async function openStaffVoucher(staff: Page, lang: Lang, code: string) {
  await staff.goto('/staff/vouchers');
  const search = staff.getByRole('textbox', { name: TEXT[lang].search });
  await search.fill(code);
  await search.press('Enter');
  await staff.getByRole('link', { name: code, exact: true }).click();
  await expect(heading(staff)).toHaveText(`Voucher ${code}`);
}

/** Types a code on /voucher and presses Activate. */
async function activate(page: Page, lang: Lang, code: string) {
  const label = lang === 'it' ? 'Codice voucher' : 'Voucher code';
  await page.getByRole('textbox', { name: labelled(label) }).fill(code);
  await page.getByRole('button', { name: lang === 'it' ? 'Attiva' : 'Activate', exact: true }).click();
}

test('the secretariat makes a voucher; on a phone a visitor registers with it and lands in the candidate area (English)', async ({
  browser,
}) => {
  const { staff, code } = await staffCreateVoucher(browser, 'en', 'Open day');

  const page = await newPage(browser, 'en', true);
  await page.goto('/voucher');
  await expect(heading(page)).toHaveText('Voucher');
  await expect(page.getByText('Enter your voucher code and press Activate.')).toBeVisible();

  // An expired code, a code of odd characters, each with its message.
  await activate(page, 'en', 'ALMA-SCADUTO-25');
  await expect(page.getByRole('alert')).toHaveText('Voucher not found!');
  await activate(page, 'en', 'ALMA!27');
  await expect(page.getByRole('textbox', { name: labelled('Voucher code') })).toHaveAccessibleDescription(
    'The code holds characters that are not allowed: use letters and digits only (spaces and hyphens are ignored).',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await shot(page, 'vouchers-entry-en-phone-invalid');

  // The five-use pastry voucher: found, the visitor may register or sign in (nothing is redeemed yet).
  await activate(page, 'en', 'alma past 5x');
  const offer = page.getByTestId('voucher-offer');
  await expect(offer).toContainText('Your voucher');
  await expect(offer).toContainText('Course: Corso Superiore di Pasticceria Italiana');
  await expect(offer).toContainText('Edition: 2027A');
  await expect(page.getByRole('heading', { name: 'Register to activate the voucher' })).toBeVisible();
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to activate the voucher' })).toBeVisible();
  await expect(page.getByText('After signing in, press Activate again.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^log in$/i })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await shot(page, 'vouchers-sign-in-en-phone');
  await page.getByRole('button', { name: 'No account yet? Register' }).click();
  await expect(page.getByRole('heading', { name: 'Register to activate the voucher' })).toBeVisible();

  // The staff's fresh code instead: the journey consumes only what it made.
  await page.getByRole('button', { name: 'Change code' }).click();
  await activate(page, 'en', code);
  await expect(page.getByTestId('voucher-offer')).toContainText('Your voucher');

  const email = uniqueEmail('voucher.en');
  const password = 'Voucher2026!';
  const submit = page.getByRole('button', { name: 'Register and activate' });
  await expect(submit).toBeDisabled();
  await expect(page.getByText('Both consents are needed to send.')).toBeVisible();
  await field(page, 'First name').fill('Emma');
  await field(page, 'Last name').fill('Laurent');
  await pick(page, 'Sex', 'F');
  await field(page, 'Mobile').fill('+33612345678');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Confirm e-mail').fill(email);
  await field(page, 'Tax code').fill('lrnmme99a41z110x');
  await expect(field(page, 'Tax code')).toHaveValue('LRNMME99A41Z110X');
  await pick(page, 'Current occupation', 'Pastry operator');
  await field(page, 'Residence address').fill('12 rue de la Paix');
  await field(page, 'City').fill('Lyon');
  await field(page, 'Postal code').fill('69001');
  await pick(page, 'Country of residence', 'France', 'Fran');
  // No province outside Italy.
  await expect(page.getByRole('combobox', { name: labelled('Province') })).toHaveCount(0);
  await field(page, 'Date of birth').fill('1999-01-01');
  await field(page, 'City of birth').fill('Parma');
  await pick(page, 'Country of birth', 'Italy', 'Ital');
  await pick(page, 'Province of birth', /^PR/, 'PR');
  await page.getByLabel(labelled('Password')).fill(password);
  await page.getByLabel(labelled('Confirm password')).fill(password);
  await page.getByRole('checkbox', { name: /^I have read the privacy notice/ }).check();
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I consent to receiving promotional communications.' }).check();
  await expect(submit).toBeEnabled();
  await expect(page.getByText('Both consents are needed to send.')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await shot(page, 'vouchers-register-en-phone');

  await submit.click();
  const confirm = page.getByRole('dialog', { name: 'Registration' });
  await fadedIn(confirm);
  await expect(confirm).toContainText('Confirm and send?');
  await shot(page, 'vouchers-register-en-phone-confirm', { fullPage: false });
  await confirm.getByRole('button', { name: 'Yes', exact: true }).click();

  // Activated, signed in; the Student Area button opens the candidate area.
  await expect(page.getByText('Voucher activated!')).toBeVisible();
  await expect(page.getByText(/^The enrolment is now in your area: .+, edition .+\.$/)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await shot(page, 'vouchers-done-en-phone');
  const me = (await (await page.request.get('/api/me')).json()) as {
    user: { username: string; subject: { categories: string[] } } | null;
  };
  expect(me.user?.username).toBe(email);
  expect(me.user?.subject.categories).toEqual(['Candidato']);
  await page.getByRole('link', { name: 'Student Area' }).click();
  await expect(page).toHaveURL(/\/areacandidato$/);
  await expect(heading(page)).toHaveText('Candidate area');
  await shot(page, 'vouchers-candidate-area-en-phone');
  await page.context().close();

  // The secretariat sees the code redeemed, by her.
  await openStaffVoucher(staff, 'en', code);
  const redemptions = staff.getByRole('row').filter({ hasText: email });
  await expect(redemptions).toHaveCount(1);
  await expect(redemptions).toContainText('Emma Laurent');
  await expect(staff.getByText('1 / 1')).toBeVisible();
  // The status badge (the redemptions' column "Redeemed" is its date).
  await expect(staff.getByText('Redeemed', { exact: true }).and(staff.locator('span'))).toBeVisible();
  await expectAccessible(staff);
  await shot(staff, 'vouchers-staff-detail-en-redeemed');
  await staff.context().close();
});

test('a signed-in student redeems a code the secretariat has just made, once (Italian)', async ({
  browser,
}) => {
  const { staff, code } = await staffCreateVoucher(browser, 'it', 'Borsa di studio');

  // A student of a hotel school with an account of the portal.
  const page = await newPage(browser, 'it');
  const account = await createAccount(page, {
    username: uniqueEmail('voucher.it'),
    role: 1,
    firstName: 'Sara',
    lastName: 'Ferri',
  });
  await page.goto('/voucher');
  await expect(heading(page)).toHaveText('Voucher');
  await activate(page, 'it', code.toLowerCase());

  // Signed in: redeemed at once, no form.
  await expect(page.getByText('Voucher attivato!')).toBeVisible();
  await expect(page.getByText(/^L'iscrizione è ora nella tua area: .+, edizione .+\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Registrati/ })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'vouchers-done-it');

  // The same code again: already redeemed.
  await page.goto('/voucher');
  await activate(page, 'it', code);
  await expect(page.getByRole('alert')).toHaveText('Voucher già riscosso');
  await shot(page, 'vouchers-entry-it-already-redeemed');

  // The candidate area opens.
  await page.goto('/voucher');
  await activate(page, 'it', 'ALMA-USATO-26');
  await expect(page.getByRole('alert')).toHaveText('Voucher già riscosso');
  await page.goto('/areacandidato');
  await expect(heading(page)).toHaveText('Area candidato');
  await page.context().close();

  await openStaffVoucher(staff, 'it', code);
  await expect(staff.getByRole('row').filter({ hasText: account.username })).toContainText('Sara Ferri');
  await expect(staff.getByText('1 / 1')).toBeVisible();
  await expectAccessible(staff);
  await shot(staff, 'vouchers-staff-detail-it-redeemed');
  await staff.context().close();
});
