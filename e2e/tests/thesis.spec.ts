import { DEMO } from '../support/env.ts';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  heading,
  logInAndWait,
  newPage,
  shot,
  switchLanguage,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

const RISOTTO = 'RISOTTO ALLO ZAFFERANO';

test('a student composes a dish until "Fuori Budget", fixes it and saves it (English, phone)', async ({
  browser,
}) => {
  const page = await newPage(browser, 'en', true);
  await logInAndWait(page, DEMO.studente);
  await switchLanguage(page, 'en');

  // Didattica → Exams and thesis → the final exam.
  await page.goto('/didattica');
  await page.getByRole('link', { name: /Exams and thesis/ }).click();
  await expect(page).toHaveURL(/\/esami$/);
  await expect(heading(page)).toHaveText('Exams');
  await expectAccessible(page);
  await shot(page, 'thesis-exams-en-phone');
  await page.getByRole('link', { name: /Final exam/ }).click();
  await expect(page).toHaveURL(/\/tesi\?exam=final$/);
  await expect(page.getByText('Budget: € 150,00').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await shot(page, 'thesis-final-en-phone');

  // The risotto's saffron, 200 g instead of 2: the thesis goes over the budget as it is typed.
  await page.getByRole('button', { name: `Edit ${RISOTTO}` }).click();
  const editor = page.getByRole('dialog');
  await expect(editor.getByLabel('Dish name')).toHaveValue(RISOTTO);
  // The demo risotto's fourth ingredient: the saffron, 1 g.
  const saffron = editor.getByRole('region', { name: 'Ingredient 4' });
  await expect(saffron.getByLabel('Quantity')).toHaveValue(/^0[.,]001$/);
  const quantity = saffron.getByLabel('Quantity');
  await quantity.fill('0.2');
  const save = editor.getByRole('button', { name: 'Fuori Budget' });
  await expect(save).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(editor.getByText('Fuori Budget').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await shot(page, 'thesis-dish-over-budget-en-phone', { fullPage: false });

  // Fixed: 2 g, within the budget, saved; the server's totals come back.
  await quantity.fill('0.002');
  await expect(editor.getByRole('button', { name: 'Fuori Budget' })).toHaveCount(0);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Dish saved.' })).toBeVisible();
  await expect(editor.getByTestId('dish-total')).toHaveText('€ 30,03');
  await shot(page, 'thesis-dish-saved-en-phone', { fullPage: false });
  await page.context().close();
});

test('a thesis over budget and a locked one, as their student sees them (Italian)', async ({ browser }) => {
  const page = await newPage(browser, 'it');
  await logInAndWait(page, DEMO.studente3);
  await switchLanguage(page, 'it');
  await page.goto('/tesi?exam=final');
  await expect(page.getByText('Fuori Budget').first()).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'thesis-final-over-budget-it');
  await page.goto('/tesi?exam=intermediate');
  await expect(page.getByText(/Le modifiche sono bloccate/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aggiungi piatto' })).toHaveCount(0);
  await shot(page, 'thesis-intermediate-locked-it');
  await page.context().close();
});
