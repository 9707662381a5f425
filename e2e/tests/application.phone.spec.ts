import {
  APP_TEXT,
  CUCINA,
  checkStepPage,
  expectStep,
  fileInput,
  fillStep0,
  fillStep1,
  fillStep2Italian,
  fillStep3HotelSchool,
  fillStep6ItalianIdentityCard,
  labelled,
  next,
  payOnTestCheckout,
  pdfOfSize,
  submitStep0,
  uploadFirstFileAfterFee,
  uploadPdf,
} from '../support/application.ts';
import { BROWSER_LOCALE, expectEllipsis, heading, uniqueEmail } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

// A whole application (8 steps, a payment, three uploads, axe on every step): more than a minute.
test.describe.configure({ timeout: 180_000 });

test.describe('application on a phone, in Italian', () => {
  test.use({ locale: BROWSER_LOCALE.it });

  test('a visitor applies from /corsi through all steps with a successful test payment', async ({ page }) => {
    const t = APP_TEXT.it;
    const username = uniqueEmail('candidatura.it');

    // /corsi: "Candidati" on the open edition of the cooking course.
    await page.goto('/corsi');
    await expect(heading(page)).toHaveText('Corsi');
    await page
      .getByRole('link', { name: 'Candidati a Corso Superiore di Cucina Italiana, edizione 2027A' })
      .click();

    // Step 0: a visitor sees only step 0; the account is created here.
    await expectStep(page, 'it', CUCINA, 0);
    await expect(page.getByText('Corso Superiore di Cucina Italiana · 2027A')).toBeVisible();
    await expect(page.getByRole('link', { name: t.logInAndResume })).toBeVisible();
    await checkStepPage(page, 'application-step0-it-phone', { accessible: true });
    await fillStep0(page, 'it', username);
    await submitStep0(page, 'it');

    // Step 1: Next on the empty form shows what is required and stays on step 1.
    await expectStep(page, 'it', CUCINA, 1);
    await expect(page.getByText('Passo 1 di 7')).toBeVisible();
    await expect(page.getByRole('button', { name: t.previous })).toBeVisible();
    await next(page, 'it');
    await expect(page.getByText(t.required).first()).toBeVisible();
    expect(await page.getByText(t.required).count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByText(t.privacyRequired)).toBeVisible();
    await expect(page).toHaveURL(/\/candidatura\/CUCINA-2027A\/1$/);
    await fillStep1(page, 'it', {
      firstName: 'Giulia',
      lastName: "D'Angelo",
      sex: 'female',
      prefix: { option: '+39 Italia', search: 'Italia' },
      mobile: '3331234567',
      email: username,
      secondaryEmail: uniqueEmail('giulia.secondaria'),
    });
    await expect(page.getByText(t.required)).toHaveCount(0);
    await checkStepPage(page, 'application-step1-it-phone', { accessible: true });
    await next(page, 'it');

    // Step 2: registry in Italian (tax code, provinces of birth and residence).
    await expectStep(page, 'it', CUCINA, 2);
    // The tax-code question is for English (and Chinese) only.
    await expect(page.getByRole('radiogroup', { name: /codice fiscale/i })).toHaveCount(0);
    await fillStep2Italian(page);
    await checkStepPage(page, 'application-step2-it-phone', { accessible: true });
    await next(page, 'it');

    // Step 3: a hotel-school student; the school comes from the demo registry. No English level in Italian.
    await expectStep(page, 'it', CUCINA, 3);
    await expect(page.getByRole('combobox', { name: /Livello di inglese/ })).toHaveCount(0);
    await fillStep3HotelSchool(page);
    // The school's long name ends with an ellipsis in its field on a phone.
    await expectEllipsis(page.getByRole('combobox', { name: labelled(APP_TEXT.it.instituteCode) }));
    await checkStepPage(page, 'application-step3-it-phone', { accessible: true });
    await next(page, 'it');

    // Step 4: the 100 € fee, paid on the test checkout.
    await expectStep(page, 'it', CUCINA, 4);
    await expect(page.getByTestId('fee-amount')).toHaveText(/€\s*100,00/);
    await checkStepPage(page, 'application-step4-it-phone', { accessible: true });
    await payOnTestCheckout(page, 'it', 'pay');

    // Step 5: back from the checkout; a 5.25 MB PDF is refused in the browser, then the CV is uploaded.
    await expectStep(page, 'it', CUCINA, 5);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/files/')) uploads.push(request.url());
    });
    await fileInput(page, t.cv).setInputFiles({
      name: 'cv-grande.pdf',
      mimeType: 'application/pdf',
      buffer: pdfOfSize('CV grande', 5_250_000),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'troppo grande' })).toHaveText(
      'Il file è troppo grande (5,25 MB): la dimensione massima è 4,5 MB.',
    );
    await expect(page.getByTestId('file-current-cv')).toHaveCount(0);
    expect(uploads).toEqual([]);
    await checkStepPage(page, 'application-step5-it-phone-too-large');
    await uploadFirstFileAfterFee(page, 'it', CUCINA, {
      label: t.cv,
      name: 'curriculum-giulia.pdf',
      kind: 'cv',
    });
    await expect(page.getByRole('alert').filter({ hasText: 'troppo grande' })).toHaveCount(0);
    expect(uploads.length).toBeGreaterThanOrEqual(1);
    // The motivational letter is optional in Italian.
    await expect(page.getByText('Facoltativa: raccontaci perché vuoi frequentare il corso.')).toBeVisible();
    await checkStepPage(page, 'application-step5-it-phone', { accessible: true });
    await next(page, 'it');

    // Step 6: the copy of the identity card uploaded, then Previous: back to step 5 to replace the CV.
    await expectStep(page, 'it', CUCINA, 6);
    await uploadPdf(page, t.identityFile, 'carta-identita.pdf', 'identityDocument');
    await page.getByRole('button', { name: t.previous, exact: true }).click();
    // The file chosen is already stored by the server: nothing unsaved, so nothing is asked.
    await expectStep(page, 'it', CUCINA, 5);
    await expect(page.getByRole('dialog', { name: 'Si desidera uscire?' })).toHaveCount(0);
    await expect(page.getByTestId('file-current-cv')).toContainText('curriculum-giulia.pdf');
    // Step 5 goes only forward while step 6 is stored.
    await expect(page.getByRole('button', { name: t.previous, exact: true })).toHaveCount(0);
    await uploadPdf(page, t.cv, 'curriculum-giulia-2.pdf', 'cv');
    await next(page, 'it');

    // Step 6 again, the identity document kept: the card issued in Parma ("Comune di Parma").
    await expectStep(page, 'it', CUCINA, 6);
    await expect(page.getByTestId('file-current-identityDocument')).toContainText('carta-identita.pdf');
    await fillStep6ItalianIdentityCard(page);
    await checkStepPage(page, 'application-step6-it-phone', { accessible: true });
    await page.getByRole('button', { name: t.submit }).click();

    // Step 7: thank you, with the links to the candidates area and Home.
    await expectStep(page, 'it', CUCINA, 7);
    await expect(page.getByText(t.thankYouTitle)).toBeVisible();
    await expect(
      page.getByText(
        /^Grazie! Abbiamo ricevuto la tua candidatura .*Corso Superiore di Cucina Italiana \(2027A\)\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: t.toHome })).toHaveAttribute('href', '/');
    await checkStepPage(page, 'application-step7-it-phone', { accessible: true });
    await page.getByRole('link', { name: t.toCandidates }).click();
    await expect(page).toHaveURL(/\/candidati$/);
    await expect(heading(page)).toHaveText('Area candidati');

    // The account is a candidate now: the candidate area opens.
    await page.goto('/areacandidato');
    await expect(page).toHaveURL(/\/areacandidato$/);
    await expect(heading(page)).toHaveText('Area candidato');
  });
});
