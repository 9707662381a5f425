import {
  APP_TEXT,
  APPLICANT_PASSWORD,
  type AppLang,
  CUCINA,
  checkStepPage,
  choose,
  expectStep,
  field,
  fileInput,
  fillStep0,
  fillStep1,
  fillStep2Foreign,
  fillStep2Italian,
  fillStep3Foreign,
  fillStep6ForeignPassport,
  labelled,
  next,
  PASTICCERIA,
  payOnTestCheckout,
  pick,
  stepUrl,
  submitStep0,
  uploadFirstFileAfterFee,
  uploadPdf,
} from '../support/application.ts';
import {
  BROWSER_LOCALE,
  expectAccessible,
  expectWhole,
  heading,
  logOut,
  shot,
  uniqueEmail,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

// Whole applications (8 steps, payments, uploads): more than the default minute.
test.describe.configure({ timeout: 180_000 });

test.describe('application in English', () => {
  // An Italian browser: the visitor switches to English with the flag.
  test.use({ locale: BROWSER_LOCALE.it });

  test('a visitor living in France applies in English; the first payment fails, the second succeeds', async ({
    page,
  }) => {
    const t = APP_TEXT.en;
    const username = uniqueEmail('application.en');

    await page.goto(`/candidatura/${CUCINA}`);
    await expectStep(page, 'it', CUCINA, 0);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expectStep(page, 'en', CUCINA, 0);
    await checkStepPage(page, 'application-step0-en', { accessible: true });
    await fillStep0(page, 'en', username);
    await submitStep0(page, 'en');

    // Step 1, with a French mobile number.
    await expectStep(page, 'en', CUCINA, 1);
    await expect(page.getByText('Step 1 of 7')).toBeVisible();
    await fillStep1(page, 'en', {
      firstName: 'Camille',
      lastName: 'Lefèvre',
      sex: 'female',
      prefix: { option: '+33 France', search: 'France' },
      mobile: '612345678',
      email: username,
      secondaryEmail: uniqueEmail('camille.other'),
      notifications: false,
    });
    await checkStepPage(page, 'application-step1-en', { accessible: true });
    await next(page, 'en');

    // Step 2: Next on the empty step shows the required fields and stays on step 2.
    await expectStep(page, 'en', CUCINA, 2);
    await next(page, 'en');
    await expect(page.getByText(t.required).first()).toBeVisible();
    expect(await page.getByText(t.required).count()).toBeGreaterThanOrEqual(5);
    await expect(field(page, t.birthDate)).toBeFocused();
    await expect(page).toHaveURL(/\/candidatura\/CUCINA-2027A\/2$/);
    await shot(page, 'application-step2-en-required');
    // The tax-code question (English only); a residence in France, no province asked.
    await fillStep2Foreign(page, 'en', {
      birthCity: 'Lyon',
      street: '12 Rue de la Paix',
      residenceCity: 'Paris',
      postalCode: '75002',
      country: { option: 'France', search: 'France' },
    });
    await expect(page.getByText(t.required)).toHaveCount(0);
    await checkStepPage(page, 'application-step2-en', { accessible: true });
    await next(page, 'en');

    // Step 3: a bachelor's degree in France; the English level is required in English.
    await expectStep(page, 'en', CUCINA, 3);
    await fillStep3Foreign(page, 'en', {
      qualification: "Bachelor's degree",
      country: { option: 'France', search: 'France' },
      city: 'Lyon',
      institute: 'Université Lumière Lyon 2',
      englishLevel: 'B1/B2',
    });
    // Not a native speaker: the optional certificate is offered.
    await expect(fileInput(page, 'English language certificate')).toBeAttached();
    await checkStepPage(page, 'application-step3-en', { accessible: true });
    await next(page, 'en');

    // Step 4: the payment fails first.
    await expectStep(page, 'en', CUCINA, 4);
    await expect(page.getByTestId('fee-amount')).toHaveText(/100[.,]00/);
    await checkStepPage(page, 'application-step4-en', { accessible: true });
    await payOnTestCheckout(page, 'en', 'fail');
    await expect(page).toHaveURL(/\/candidatura\/CUCINA-2027A\/4\?errorePagamento=1$/);
    await expectStep(page, 'en', CUCINA, 4);
    const failed = page.getByRole('alert').filter({ hasText: t.paymentFailedTitle });
    await expect(failed).toContainText('Payment failed or was cancelled. Please try again.');
    await checkStepPage(page, 'application-step4-en-failed', { accessible: true });
    // Then it succeeds.
    await payOnTestCheckout(page, 'en', 'pay');

    // Step 5: CV and motivational letter, the letter required in English.
    await expectStep(page, 'en', CUCINA, 5);
    await expect(page.getByText('Tell us why you want to attend the course.')).toBeVisible();
    await uploadFirstFileAfterFee(page, 'en', CUCINA, { label: t.cv, name: 'cv-camille.pdf', kind: 'cv' });
    await next(page, 'en');
    await expect(page.getByText(t.required)).toHaveCount(1);
    await expect(page).toHaveURL(stepUrl(CUCINA, 5));
    await uploadPdf(
      page,
      t.letter,
      'motivation-letter-camille-dupont-for-the-advanced-course-of-italian-cuisine.pdf',
      'motivationalLetter',
    );
    await expect(page.getByText(t.required)).toHaveCount(0);
    // On a narrow screen a long file name never squeezes the card's Remove.
    await page.setViewportSize({ width: 360, height: 800 });
    const remove = page
      .getByTestId('file-current-motivationalLetter')
      .getByRole('button', { name: /^Remove/ });
    await expect(remove).toHaveText('Remove');
    await expectWhole(remove.locator('.mantine-Button-label'));
    await expectWhole(remove.locator('.mantine-Button-inner'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await checkStepPage(page, 'application-step5-en');
    await next(page, 'en');

    // Step 6: a French passport, its issuing body typed.
    await expectStep(page, 'en', CUCINA, 6);
    await fillStep6ForeignPassport(page, 'en', {
      country: { option: 'France', search: 'France' },
      number: '19FR12345',
      issuingBody: 'Préfecture de police de Paris',
    });
    await expect(page.getByTestId('issuing-body')).toHaveCount(0);
    await uploadPdf(page, t.identityFile, 'passport-camille.pdf', 'identityDocument');
    await checkStepPage(page, 'application-step6-en');
    await page.getByRole('button', { name: t.submit }).click();

    // Step 7.
    await expectStep(page, 'en', CUCINA, 7);
    await expect(page.getByText(t.thankYouTitle)).toBeVisible();
    await expect(page.getByRole('link', { name: t.toCandidates })).toHaveAttribute('href', '/candidati');
    await expect(page.getByRole('link', { name: t.toHome })).toHaveAttribute('href', '/');
    await checkStepPage(page, 'application-step7-en');
  });
});

test.describe('application resumed', () => {
  test.use({ locale: BROWSER_LOCALE.it });

  test('an applicant who stopped at step 3 logs in again and lands on step 3 with the data kept', async ({
    page,
  }) => {
    const t = APP_TEXT.it;
    const username = uniqueEmail('candidatura.ripresa');
    await page.goto(`/candidatura/${CUCINA}/0`);
    await fillStep0(page, 'it', username);
    await submitStep0(page, 'it');
    await expectStep(page, 'it', CUCINA, 1);
    await fillStep1(page, 'it', {
      firstName: 'Marco',
      lastName: 'Bianchi',
      sex: 'male',
      prefix: { option: '+39 Italia', search: 'Italia' },
      mobile: '3471234567',
      email: username,
      secondaryEmail: uniqueEmail('marco.secondaria'),
      notifications: false,
    });
    await next(page, 'it');
    await expectStep(page, 'it', CUCINA, 2);
    await fillStep2Italian(page);
    await next(page, 'it');
    await expectStep(page, 'it', CUCINA, 3);

    await logOut(page);
    // As a visitor the application shows step 0, with the way back in.
    await page.goto(`/candidatura/${CUCINA}`);
    await expectStep(page, 'it', CUCINA, 0);
    await page.getByRole('link', { name: t.logInAndResume }).click();
    await expect(page).toHaveURL(/\/profilo\?gotosection=%2Fcandidatura%2FCUCINA-2027A$/);
    await expect(heading(page)).toHaveText('Accedi');
    const usernameField = page.getByLabel(/^username/i);
    const passwordField = page.getByLabel(/^password/i).first();
    await usernameField.fill(username);
    await passwordField.fill('Prova2026!');
    await expect(usernameField).toHaveValue(username);
    await expect(passwordField).toHaveValue('Prova2026!');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();

    await expect(page).toHaveURL(/\/candidatura\/CUCINA-2027A\/3$/);
    await expect(heading(page)).toHaveText('Studi');
    await expect(page.getByRole('combobox', { name: labelled(t.qualification) })).toBeVisible();

    // Back twice: the data of steps 2 and 1 is there.
    await page.getByRole('button', { name: t.previous, exact: true }).click();
    await expectStep(page, 'it', CUCINA, 2);
    await expect(field(page, t.taxCode)).toHaveValue('RSSGLI01D52G337K');
    await page.getByRole('button', { name: t.previous, exact: true }).click();
    await expectStep(page, 'it', CUCINA, 1);
    await expect(field(page, t.firstName)).toHaveValue('Marco');
    await expect(field(page, t.mobile)).toHaveValue('3471234567');
    await expect(page.getByRole('combobox', { name: labelled(t.prefix) }).first()).toHaveValue('+39 Italia');
    await shot(page, 'application-resumed-step1-it');
  });
});

test.describe('application: a new account from step 0, studies, Previous, another course', () => {
  test.use({ locale: BROWSER_LOCALE.it });

  test('the create-account link signs up for this course; step 3 keeps its list answers after Previous; another course switches to its step 1', async ({
    page,
  }) => {
    const t = APP_TEXT.it;
    const username = uniqueEmail('candidatura.registrata');

    // Step 0: "a create-account link", the portal's sign-up, which comes back to this course.
    await page.goto(`/candidatura/${CUCINA}/0`);
    await expectStep(page, 'it', CUCINA, 0);
    await page.getByRole('link', { name: 'Crea un account' }).click();
    await expect(page).toHaveURL(/\/profilo\?signup=1&gotosection=%2Fcandidatura%2FCUCINA-2027A$/);
    await expect(heading(page)).toHaveText('Registrati');
    await page.getByLabel(/^Username \(e-mail\)/).fill(username);
    await page.getByLabel(/^Password/).fill(APPLICANT_PASSWORD);
    await page.getByLabel(/^Ripeti l'e-mail/).fill(username);
    await page.getByLabel(/^Cognome/).fill('Verdi');
    await page.getByLabel(/^Ruolo/).selectOption('5');
    await page.getByLabel("Ho letto e accetto l'informativa sulla privacy").check();
    await page.getByRole('button', { name: 'Invia', exact: true }).click();

    // Signed in with no product: step 1 of the course, and the course is stored on entry.
    await expectStep(page, 'it', CUCINA, 1);
    await expect
      .poll(async () => (await page.request.get(`/api/application/${CUCINA}/state`)).json())
      .toMatchObject({ storedProductCode: CUCINA, storedStep: 1 });
    await fillStep1(page, 'it', {
      firstName: 'Sara',
      lastName: 'Verdi',
      sex: 'female',
      prefix: { option: '+39 Italia', search: 'Italia' },
      mobile: '3391234567',
      email: username,
      secondaryEmail: uniqueEmail('sara.secondaria'),
      notifications: false,
    });
    await next(page, 'it');
    await expectStep(page, 'it', CUCINA, 2);
    // "Phone is saved as "+" prefix then number": no space.
    expect((await (await page.request.get('/api/profile')).json()).personal.mobilePhone).toBe(
      '+393391234567',
    );
    await fillStep2Italian(page);
    await next(page, 'it');

    // Step 3: a diploma; the field of study is a list whose "Altro (specificare)" asks what.
    await expectStep(page, 'it', CUCINA, 3);
    await pick(page, t.qualification, 'Diploma di Scuola Superiore');
    await pick(page, 'Indirizzo di studio', 'Altro (specificare)');
    await field(page, "Specifica l'indirizzo di studio").fill('Ragioneria');
    await field(page, t.graduationYear).fill('2020');
    await pick(page, t.instituteCountry, 'Italia', 'Italia');
    await pick(page, t.instituteRegion, 'Emilia-Romagna', 'Emilia');
    await pick(page, t.instituteProvince, 'PR - Parma', 'Parma');
    await pick(page, t.instituteCity, 'Parma', 'Parma');
    // Another qualification and back: the institute's place stays.
    await pick(page, t.qualification, 'Laurea Triennale');
    await pick(page, t.qualification, 'Diploma di Scuola Superiore');
    await expect(page.getByRole('combobox', { name: labelled(t.instituteCity) })).toHaveValue('Parma');
    await pick(page, 'Indirizzo di studio', 'Altro (specificare)');
    await field(page, "Specifica l'indirizzo di studio").fill('Ragioneria');
    await field(page, t.instituteName).fill('ITC Macedonio Melloni');
    await choose(page, t.attendedOtherSchool, t.no);
    await next(page, 'it');

    // Step 4, then Previous: step 3 as it was saved.
    await expectStep(page, 'it', CUCINA, 4);
    await page.getByRole('button', { name: t.previous, exact: true }).click();
    await expectStep(page, 'it', CUCINA, 3);
    await expect(page.getByRole('combobox', { name: labelled(t.qualification) })).toHaveValue(
      'Diploma di Scuola Superiore',
    );
    await expect(page.getByRole('combobox', { name: labelled('Indirizzo di studio') })).toHaveValue(
      'Altro (specificare)',
    );
    await expect(field(page, "Specifica l'indirizzo di studio")).toHaveValue('Ragioneria');
    await expect(page.getByRole('combobox', { name: labelled(t.instituteProvince) })).toHaveValue(
      'PR - Parma',
    );
    await expect(page.getByRole('combobox', { name: labelled(t.instituteCity) })).toHaveValue('Parma');

    // Another course: "switch product and restart at step 1", stored on entry; the data stay.
    await page.goto(`/candidatura/${PASTICCERIA}`);
    await expectStep(page, 'it', PASTICCERIA, 1);
    await expect(field(page, t.firstName)).toHaveValue('Sara');
    await expect
      .poll(async () => (await page.request.get(`/api/application/${PASTICCERIA}/state`)).json())
      .toMatchObject({ storedProductCode: PASTICCERIA, storedStep: 1 });
    await shot(page, 'application-switched-it');
  });
});

test.describe('application in Chinese', () => {
  // An Italian browser: Chinese is chosen with the flag of the application.
  test.use({ locale: BROWSER_LOCALE.it });

  test('an applicant chooses 中文 at step 0, goes through every step in Chinese, and leaves in English', async ({
    page,
  }) => {
    const t = APP_TEXT.zh;
    const username = uniqueEmail('application.zh');
    const chinese = page.getByRole('button', { name: '中文' });

    await page.goto(`/candidatura/${PASTICCERIA}/0`);
    await expectStep(page, 'it', PASTICCERIA, 0);
    await chinese.click();
    await expect(chinese).toHaveAttribute('aria-pressed', 'true');
    await expectStep(page, 'zh', PASTICCERIA, 0);
    await expect(page.getByRole('heading', { name: '创建您的账户' })).toBeVisible();
    await checkStepPage(page, 'application-step0-zh', { accessible: true });
    await fillStep0(page, 'zh', username);
    await submitStep0(page, 'zh');

    // Step 1: still in Chinese, the flag still offered.
    await expectStep(page, 'zh', PASTICCERIA, 1);
    await expect(page.getByText('第 1 步，共 7 步')).toBeVisible();
    await expect(chinese).toBeEnabled();
    await fillStep1(page, 'zh', {
      firstName: '伟',
      lastName: '王',
      sex: 'male',
      prefix: { option: '+86 中国', search: '中国' },
      mobile: '13812345678',
      email: username,
      secondaryEmail: uniqueEmail('wang.wei'),
      notifications: false,
    });
    await checkStepPage(page, 'application-step1-zh', { accessible: true });
    await next(page, 'zh');

    // Step 2: the flag can no longer be chosen, the page stays in Chinese.
    await expectStep(page, 'zh', PASTICCERIA, 2);
    await expect(chinese).toBeDisabled();
    await expect(chinese).toHaveAttribute('aria-pressed', 'true');
    await fillStep2Foreign(page, 'zh', {
      birthCity: '上海',
      street: '南京东路 100号',
      residenceCity: '上海',
      postalCode: '200001',
      country: { option: '中国', search: '中国' },
    });
    await checkStepPage(page, 'application-step2-zh', { accessible: true });
    await next(page, 'zh');

    await expectStep(page, 'zh', PASTICCERIA, 3);
    await fillStep3Foreign(page, 'zh', {
      qualification: '学士学位',
      country: { option: '中国', search: '中国' },
      city: '上海',
      institute: '上海旅游高等专科学校',
      englishLevel: 'B1/B2',
    });
    await checkStepPage(page, 'application-step3-zh', { accessible: true });
    await next(page, 'zh');

    // Step 4: the fee, paid on the test checkout in Chinese ("付款").
    await expectStep(page, 'zh', PASTICCERIA, 4);
    await checkStepPage(page, 'application-step4-zh', { accessible: true });
    await payOnTestCheckout(page, 'zh', 'pay');

    // Back from the checkout (a new page load) the application is still in Chinese.
    await expect(page).toHaveURL(stepUrl(PASTICCERIA, 5));
    await expect(heading(page)).toHaveText(t.steps[5]);
    const lang: AppLang = 'zh';
    const u = APP_TEXT[lang];

    // Step 5: the letter is required (Chinese follows the English rules).
    await expectStep(page, lang, PASTICCERIA, 5);
    await expect(
      page.getByText(
        lang === 'zh' ? '请告诉我们您为什么想参加本课程。' : 'Tell us why you want to attend the course.',
      ),
    ).toBeVisible();
    await uploadFirstFileAfterFee(page, lang, PASTICCERIA, { label: u.cv, name: 'jianli.pdf', kind: 'cv' });
    await uploadPdf(page, u.letter, 'dongjixin.pdf', 'motivationalLetter');
    await checkStepPage(page, 'application-step5-zh');
    await next(page, lang);

    // Step 6: a Chinese passport.
    await expectStep(page, lang, PASTICCERIA, 6);
    await fillStep6ForeignPassport(page, lang, {
      country:
        lang === 'zh'
          ? { option: '中国', search: '中国' }
          : { option: "People's Republic of China", search: 'China' },
      number: 'E12345678',
      issuingBody: '中华人民共和国国家移民管理局',
    });
    await uploadPdf(page, u.identityFile, 'huzhao.pdf', 'identityDocument');
    await checkStepPage(page, 'application-step6-zh');
    await page.getByRole('button', { name: u.submit }).click();

    await expectStep(page, lang, PASTICCERIA, 7);
    await expect(page.getByText(u.thankYouTitle)).toBeVisible();
    await checkStepPage(page, 'application-step7-zh');

    await page.getByRole('link', { name: u.toHome }).click();
    // Leaving the application: Chinese is not offered elsewhere, the portal turns English.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(heading(page)).toHaveText('Welcome to ALMA');
    await expect(page.getByRole('button', { name: '中文' })).toHaveCount(0);
  });
});

test.describe('application addresses', () => {
  test.use({ locale: BROWSER_LOCALE.it });

  test('a visitor asking for a later step gets step 0; an unknown course says so', async ({ page }) => {
    const t = APP_TEXT.it;
    await page.goto(`/candidatura/${CUCINA}/5`);
    await expect(page).toHaveURL(/\/candidatura\/CUCINA-2027A\/0$/);
    await expect(heading(page)).toHaveText(t.steps[0]);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    // Next on the empty credentials: the required messages, and no account, no other step.
    await submitStep0(page, 'it');
    await expect(page.getByText(t.required)).toHaveCount(3);
    await expect(field(page, t.username)).toBeFocused();
    await expect(page).toHaveURL(/\/candidatura\/CUCINA-2027A\/0$/);

    await page.goto('/candidatura/NOPE-2099Z');
    await expect(page.getByRole('alert')).toHaveText(
      'Il corso indicato non esiste o non accetta candidature.',
    );
    await expect(heading(page)).toHaveText('Candidatura');
    await expect(page.getByRole('link', { name: 'Vai ai corsi' })).toHaveAttribute('href', '/corsi');
    await shot(page, 'application-notfound-it');
    await expectAccessible(page);
  });

  test('Chinese chosen on the application turns English, not Italian, when the visitor leaves', async ({
    page,
  }) => {
    await page.goto(`/candidatura/${PASTICCERIA}/0`);
    await expect(heading(page)).toHaveText(APP_TEXT.it.steps[0]);
    await page.getByRole('button', { name: '中文' }).click();
    await expect(heading(page)).toHaveText(APP_TEXT.zh.steps[0]);
    await page.getByRole('link', { name: 'ALMA', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(heading(page)).toHaveText('Welcome to ALMA');
    await expect(page.getByRole('button', { name: '中文' })).toHaveCount(0);
  });
});
