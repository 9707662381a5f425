import type { Locator, Page } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  heading,
  logInAndWait,
  newPage,
  pdf,
  shot,
  switchLanguage,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

/** Davide Marchetti, at stage status 7 with the end survey and the dossier still to send. */
const DAVIDE = 'davide.marchetti@demo.alma.it';

/** A question of the survey form: its fieldset, named by its legend. */
const question = (scope: Page | Locator, name: string) => scope.getByRole('group', { name, exact: true });

/** Chooses an answer with the keyboard: focus on the choice, Space. */
async function chooseByKeyboard(group: Locator, choice: string) {
  await group.getByRole('radio', { name: choice, exact: true }).focus();
  await group.page().keyboard.press('Space');
  await expect(group.getByRole('radio', { name: choice, exact: true })).toBeChecked();
}

test('Marco sends his internship preferences, the structures ranked with the keyboard (Italian, phone)', async ({
  browser,
}) => {
  const page = await newPage(browser, 'it', true);
  await logInAndWait(page, DEMO.studente3);
  await switchLanguage(page, 'it');

  // The navbar's Stage item (the phone's menu) opens the area, on the preferences.
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await page.getByRole('link', { name: 'Stage' }).first().click();
  await expect(page).toHaveURL(/\/areastage$/);
  await expect(heading(page)).toHaveText('Il tuo percorso di Stage');
  const form = page.locator('[data-section="preferences"]');
  await expect(form.getByRole('button', { name: 'Invia Preferenze' })).toBeVisible();

  await chooseByKeyboard(question(form, 'Preferenza geografica'), 'Libertà di scelta');
  for (const name of ['Sei automunito?', 'Desideri sostenere un colloquio?', 'Hai un alloggio autonomo?'])
    await chooseByKeyboard(question(form, name), 'Sì');
  await chooseByKeyboard(question(form, "Sei disponibile a svolgere lo stage all'estero?"), 'No');
  await chooseByKeyboard(question(form, 'Lingua conosciuta'), 'Francese');

  // The ranking, by the keyboard: Ristorante first, moved up twice with Enter on its button.
  const ranking = question(form, 'Tipologia di struttura, in ordine di preferenza');
  const items = ranking.getByRole('listitem');
  const first = await items.first().innerText();
  if (!first.includes('Ristorante')) {
    for (let i = 0; i < 2; i++) {
      const up = ranking.getByRole('button', { name: 'Sposta su: Ristorante' });
      if (await up.isDisabled()) break;
      await up.focus();
      await page.keyboard.press('Enter');
    }
  }
  await expect(items.first()).toContainText('Ristorante');
  await expect(ranking.getByRole('status')).toContainText(/Ristorante: posizione 1 di 3|^$/);
  await expectNoHorizontalOverflow(page);
  await shot(page, 'internship-preferences-it-phone');

  await form.getByRole('button', { name: 'Invia Preferenze' }).click();
  await expect(form.getByText(/Le tue preferenze sono state inviate/)).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'internship-preferences-sent-it-phone');
  await page.context().close();
});

test('Giorgia, of a CSCI edition, fills the CSCI preferences form; the test page offers it (Italian)', async ({
  browser,
}) => {
  const page = await newPage(browser, 'it');
  await logInAndWait(page, 'giorgia.moretti@demo.alma.it');
  await switchLanguage(page, 'it');
  await page.goto('/areastage');
  await expect(heading(page)).toHaveText('Il tuo percorso di Stage');
  const form = page.locator('[data-section="preferences"]');
  const send = form.getByRole('button', { name: 'Invia Preferenze' });
  await expect(send).toBeVisible();
  // The CSCI form's questions, not the generic form's.
  await expect(question(form, 'Tipologia di struttura, in ordine di preferenza')).toHaveCount(0);

  await chooseByKeyboard(question(form, 'Preferenza geografica'), 'Libertà di scelta');
  await chooseByKeyboard(question(form, 'Sei automunito?'), 'No');
  await chooseByKeyboard(question(form, 'Desideri un colloquio con la didattica?'), 'Sì');
  await chooseByKeyboard(question(form, 'Hai un alloggio autonomo a disposizione?'), 'No');
  const selfAssessment = form.getByRole('combobox', { name: /Autovalutazione \(da 1 a 5\)/ });
  await selfAssessment.click();
  await page.getByRole('option', { name: '4', exact: true }).click();
  await expect(selfAssessment).toHaveValue('4');
  await form.getByRole('textbox', { name: 'Note' }).fill('Preferisco la cucina emiliana');
  await shot(page, 'internship-csci-preferences-it');

  await send.click();
  await expect(form.getByText(/Le tue preferenze sono state inviate/)).toBeVisible();
  await expectAccessible(page);

  // The test page offers the CSCI form as it ships, beside the edition's own.
  await page.goto('/TStageForm?survey=preferences');
  await page
    .getByRole('navigation', { name: 'Moduli da provare' })
    .getByRole('link', { name: 'Preferenze CSCI' })
    .click();
  await expect(page).toHaveURL(/survey=csci$/);
  await expect(page.getByTestId('fill-required')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'internship-test-form-csci-it');
  await page.context().close();
});

test('Luca reads his preferences and answers the mid-stage survey on two devices (English)', async ({
  browser,
}) => {
  // On the phone: a first answer, saved as a draft.
  const phone = await newPage(browser, 'en', true);
  await logInAndWait(phone, DEMO.studente);
  await switchLanguage(phone, 'en');
  await phone.goto('/areastage');
  await expect(heading(phone)).toHaveText('Your Internship Path');
  const mid = phone.locator('[data-section="midSurvey"]');
  await expect(mid.getByRole('button', { name: 'Submit survey' })).toBeVisible();
  await chooseByKeyboard(question(mid, 'Organisation'), '4');
  await expect(mid.getByText(/saved as a draft/i)).toBeVisible({ timeout: 10_000 });
  await shot(phone, 'internship-mid-survey-en-phone');
  await phone.context().close();

  // On the laptop: the draft is there; the preferences are read-only; the survey is sent.
  const page = await newPage(browser, 'en');
  await logInAndWait(page, DEMO.studente);
  await page.goto('/areastage');
  const survey = page.locator('[data-section="midSurvey"]');
  await expect(question(survey, 'Organisation').getByRole('radio', { name: '4' })).toBeChecked();

  await page.getByRole('button', { name: 'Internship Preferences Module' }).click();
  const preferences = page.locator('[data-section="preferences"]');
  await expect(preferences.getByText('Your preferences have been sent.')).toBeVisible();
  await expect(
    question(preferences, 'Geographic preference').getByRole('radio', { name: 'Free choice' }),
  ).toBeDisabled();
  await expect(preferences.getByRole('button', { name: 'Send Preferences' })).toHaveCount(0);

  // The destination, with its map.
  await page.getByRole('button', { name: 'Destination' }).click();
  await expect(page.locator('iframe[title^="Map"]')).toHaveAttribute('height', '400');

  const ratings = survey.getByRole('group');
  const count = await ratings.count();
  for (let i = 0; i < count; i++) {
    const group = ratings.nth(i);
    if ((await group.getByRole('radio', { name: '5', exact: true }).count()) === 0) continue;
    if (await group.getByRole('radio', { checked: true }).count()) continue;
    await chooseByKeyboard(group, '5');
  }
  await survey.getByRole('button', { name: 'Submit survey' }).click();
  await expect(survey.getByText('Survey sent: these are your answers.')).toBeVisible();
  await expect(survey.getByRole('button', { name: 'Submit survey' })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'internship-mid-survey-sent-en');
  await page.context().close();
});

test('Davide uploads his internship dossier, and staff find it on his stage (Italian)', async ({
  browser,
}) => {
  const page = await newPage(browser, 'it');
  await logInAndWait(page, DAVIDE);
  await page.goto('/areastage');
  const end = page.locator('[data-section="endOfStage"]');
  const dossier = end.getByTestId('dossier');
  await dossier.getByRole('button', { name: /^(Carica|Modifica)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Carica il Dossier di Stage' });
  await dialog.getByLabel('Scegli il file').setInputFiles({
    name: 'dossier-davide.pdf',
    mimeType: 'application/pdf',
    buffer: pdf('Dossier di stage - Davide Marchetti'),
  });
  await dialog.getByRole('button', { name: 'Carica' }).click();
  await expect(page.getByText('Dossier di Stage caricato: dossier-davide.pdf')).toBeVisible();
  await expect(dossier).toContainText('dossier-davide.pdf');
  await shot(page, 'internship-dossier-it');
  await page.context().close();

  const staff = await newPage(browser, 'it');
  await logInAndWait(staff, DEMO.dipendente);
  await switchLanguage(staff, 'it');
  await staff.goto('/staff/internship?edition=CUCINA-2026B');
  await expect(heading(staff)).toHaveText('Stage degli studenti');
  await staff.getByRole('link', { name: 'Marchetti Davide' }).click();
  await expect(heading(staff)).toHaveText('Stage di Davide Marchetti');
  await expect(staff.getByRole('link', { name: /dossier-davide\.pdf/ })).toBeVisible();
  await expectAccessible(staff);
  await shot(staff, 'staff-internship-stage-it');
  await staff.context().close();
});
