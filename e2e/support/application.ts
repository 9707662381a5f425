import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow, heading, pdf, shot } from './helpers.ts';
import { waitForApp } from './test.ts';

/**
 * Filling the steps of the application (candidatura, `/candidatura/{productcode}/{step}`) the way
 * an applicant does: by the labels the catalogues give each field, in Italian, English or Chinese.
 */

export type AppLang = 'it' | 'en' | 'zh';

/** The demo course editions open to applications (apps/server/src/db/seed/demo-application.ts). */
export const CUCINA = 'CUCINA-2027A';
export const PASTICCERIA = 'PASTICCERIA-2027A';

/** The password of the accounts the tests create at step 0. */
export const APPLICANT_PASSWORD = 'Prova2026!';

/** The labels and texts of the application, as apps/web/src/i18n/{it,en,zh}/application/*.json give them. */
export const APP_TEXT = {
  it: {
    steps: [
      'Inizia la candidatura',
      'Dati personali',
      'Dati anagrafici',
      'Studi',
      'Quota di iscrizione',
      'CV e lettera motivazionale',
      'Documento di identità',
      'Grazie!',
    ],
    next: 'Avanti',
    previous: 'Indietro',
    required: 'Campo obbligatorio.',
    yes: 'Sì',
    no: 'No',
    // Step 0
    username: 'Username (e-mail)',
    password: 'Password',
    confirmPassword: 'Conferma password',
    start: 'Inizia la candidatura',
    logInAndResume: 'Accedi e riprendi la candidatura',
    // Step 1
    firstName: 'Nome',
    lastName: 'Cognome',
    sex: 'Sesso',
    female: 'Femmina',
    male: 'Maschio',
    prefix: 'Prefisso (cellulare)',
    mobile: 'Cellulare',
    email: 'E-mail',
    confirmEmail: 'Conferma e-mail',
    secondaryEmail: 'E-mail secondaria',
    privacy: "Ho letto e accetto l'informativa sulla privacy",
    privacyRequired: "È necessario accettare l'informativa sulla privacy.",
    marketing: 'Desideri ricevere comunicazioni promozionali dalla scuola?',
    notifications: "Desideri ricevere notifiche sull'avanzamento della candidatura?",
    // Step 2
    birthDate: 'Data di nascita',
    taxCodeQuestion: 'Hai un codice fiscale italiano?',
    taxCode: 'Codice fiscale',
    birthCity: 'Città di nascita',
    birthProvince: 'Provincia di nascita',
    birthCountry: 'Nazione di nascita',
    street: 'Indirizzo',
    residenceCity: 'Città',
    postalCode: 'CAP',
    residenceProvince: 'Provincia',
    residenceCountry: 'Nazione',
    citizenship: 'Cittadinanza',
    // Step 3
    qualification: 'Titolo di studio',
    graduationYear: 'Anno di conseguimento',
    instituteCountry: "Nazione dell'istituto",
    instituteRegion: "Regione dell'istituto",
    instituteProvince: "Provincia dell'istituto",
    instituteCity: "Città dell'istituto",
    instituteCode: 'Istituto alberghiero',
    instituteName: "Nome dell'istituto",
    attendedOtherSchool: 'Hai frequentato altre scuole di cucina?',
    howKnown: 'Come hai conosciuto la scuola?',
    englishLevel: 'Livello di inglese',
    // Step 4
    pay: 'Paga con carta',
    checkoutPay: 'Paga',
    checkoutFail: 'Simula un pagamento non riuscito',
    paymentFailedTitle: 'Errore nel pagamento',
    // Step 5
    cv: 'Curriculum vitae (CV)',
    letter: 'Lettera motivazionale',
    // Step 6
    documentType: 'Tipo di documento',
    identityCard: "Carta d'identità",
    passport: 'Passaporto',
    documentNumber: 'Numero del documento',
    issueDate: 'Data di rilascio',
    expiryDate: 'Data di scadenza',
    issuingCountry: 'Stato di rilascio',
    issuingProvince: 'Provincia di rilascio',
    issuingMunicipality: 'Comune di rilascio',
    issuingBody: 'Ente di rilascio',
    identityFile: 'Copia del documento di identità',
    submit: 'Invia candidatura',
    // Step 7
    thankYouTitle: 'Candidatura inviata',
    toCandidates: "Vai all'area candidati",
    toHome: 'Torna alla home',
  },
  en: {
    steps: [
      'Start your application',
      'Personal data',
      'Registry data',
      'Studies',
      'Application fee',
      'CV and motivational letter',
      'Identity document',
      'Thank you!',
    ],
    next: 'Next',
    previous: 'Previous',
    required: 'Required field.',
    yes: 'Yes',
    no: 'No',
    username: 'Username (e-mail)',
    password: 'Password',
    confirmPassword: 'Confirm password',
    start: 'Start the application',
    logInAndResume: 'Log in and resume your application',
    firstName: 'First name',
    lastName: 'Last name',
    sex: 'Sex',
    female: 'Female',
    male: 'Male',
    prefix: 'Prefix (mobile)',
    mobile: 'Mobile phone',
    email: 'E-mail',
    confirmEmail: 'Confirm e-mail',
    secondaryEmail: 'Secondary e-mail',
    privacy: 'I have read and accept the privacy policy',
    privacyRequired: 'You must accept the privacy policy.',
    marketing: 'Would you like to receive promotional communications from the school?',
    notifications: 'Would you like to receive notifications about the progress of your application?',
    birthDate: 'Date of birth',
    taxCodeQuestion: 'Do you have an Italian tax code (codice fiscale)?',
    taxCode: 'Italian tax code',
    birthCity: 'City of birth',
    birthProvince: 'Province of birth',
    birthCountry: 'Country of birth',
    street: 'Address',
    residenceCity: 'City',
    postalCode: 'Postal code',
    residenceProvince: 'Province',
    residenceCountry: 'Country',
    citizenship: 'Citizenship',
    qualification: 'Qualification',
    graduationYear: 'Year obtained',
    instituteCountry: 'Country of the institute',
    instituteRegion: 'Region of the institute',
    instituteProvince: 'Province of the institute',
    instituteCity: 'City of the institute',
    instituteCode: 'Hotel school',
    instituteName: 'Name of the institute',
    attendedOtherSchool: 'Have you attended other cooking schools?',
    howKnown: 'How did you hear about the school?',
    englishLevel: 'English level',
    pay: 'Pay by card',
    checkoutPay: 'Pay',
    checkoutFail: 'Simulate a failed payment',
    paymentFailedTitle: 'Payment error',
    cv: 'Curriculum vitae (CV)',
    letter: 'Motivational letter',
    documentType: 'Document type',
    identityCard: 'Identity card',
    passport: 'Passport',
    documentNumber: 'Document number',
    issueDate: 'Issue date',
    expiryDate: 'Expiry date',
    issuingCountry: 'Issuing country',
    issuingProvince: 'Issuing province',
    issuingMunicipality: 'Issuing municipality',
    issuingBody: 'Issuing authority',
    identityFile: 'Copy of the identity document',
    submit: 'Submit application',
    thankYouTitle: 'Application submitted',
    toCandidates: 'Go to the candidates area',
    toHome: 'Back to the home page',
  },
  zh: {
    steps: ['开始申请', '个人资料', '户籍资料', '学历', '申请费', '简历和动机信', '身份证件', '谢谢！'],
    next: '下一步',
    previous: '上一步',
    required: '必填字段。',
    yes: '是',
    no: '否',
    username: '用户名（电子邮箱）',
    password: '密码',
    confirmPassword: '确认密码',
    start: '开始申请',
    logInAndResume: '登录并继续申请',
    firstName: '名',
    lastName: '姓',
    sex: '性别',
    female: '女',
    male: '男',
    prefix: '区号（手机）',
    mobile: '手机号码',
    email: '电子邮箱',
    confirmEmail: '确认电子邮箱',
    secondaryEmail: '备用电子邮箱',
    privacy: '我已阅读并接受隐私政策',
    privacyRequired: '您必须接受隐私政策。',
    marketing: '您是否愿意接收学校的推广信息？',
    notifications: '您是否愿意接收有关申请进度的通知？',
    birthDate: '出生日期',
    taxCodeQuestion: '您是否有意大利税号（codice fiscale）？',
    taxCode: '意大利税号',
    birthCity: '出生城市',
    birthProvince: '出生省份',
    birthCountry: '出生国家',
    street: '地址',
    residenceCity: '城市',
    postalCode: '邮政编码',
    residenceProvince: '省份',
    residenceCountry: '国家',
    citizenship: '国籍',
    qualification: '最高学历',
    graduationYear: '毕业年份',
    instituteCountry: '院校所在国家',
    instituteRegion: '院校所在大区',
    instituteProvince: '院校所在省份',
    instituteCity: '院校所在城市',
    instituteCode: '酒店职业学校',
    instituteName: '院校名称',
    attendedOtherSchool: '您是否就读过其他烹饪学校？',
    howKnown: '您是如何了解本校的？',
    englishLevel: '英语水平',
    pay: '银行卡支付',
    checkoutPay: '付款',
    checkoutFail: '模拟付款失败',
    paymentFailedTitle: '支付错误',
    cv: '个人简历（CV）',
    letter: '动机信',
    documentType: '证件类型',
    identityCard: '身份证',
    passport: '护照',
    documentNumber: '证件号码',
    issueDate: '签发日期',
    expiryDate: '有效期至',
    issuingCountry: '签发国家',
    issuingProvince: '签发省份',
    issuingMunicipality: '签发城市',
    issuingBody: '签发机关',
    identityFile: '身份证件副本',
    submit: '提交申请',
    thankYouTitle: '申请已提交',
    toCandidates: '前往申请人专区',
    toHome: '返回首页',
  },
} as const satisfies Record<AppLang, Record<string, unknown>>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The label of a field, with or without the required asterisk (Mantine's is aria-hidden). */
export function labelled(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`);
}

/** The address of a step (`/candidatura/{p}/{step}`, any query string). */
export function stepUrl(productCode: string, step: number): RegExp {
  return new RegExp(`/candidatura/${escapeRegExp(productCode)}/${step}(\\?.*)?$`);
}

/** The wizard shows `step`: its address and its title (h1). */
export async function expectStep(page: Page, lang: AppLang, productCode: string, step: number) {
  await expect(page).toHaveURL(stepUrl(productCode, step));
  await expect(heading(page)).toHaveText(APP_TEXT[lang].steps[step] ?? '');
  // The step's own content, not the loading message of its lists.
  await expect(page.getByText(/attendere 5-10 secondi|wait 5 to 10 seconds|等待 5 至 10 秒/)).toHaveCount(0);
}

/** What each step's page is checked for: no overflow, a screenshot and, when asked, axe. */
export async function checkStepPage(page: Page, name: string, options: { accessible?: boolean } = {}) {
  await expectNoHorizontalOverflow(page);
  await shot(page, name);
  if (options.accessible) await expectAccessible(page);
}

/** A text field by its label (exact, asterisk aside). */
export function field(page: Page, label: string): Locator {
  return page.getByRole('textbox', { name: labelled(label) });
}

/**
 * A Mantine Select: click it, type `search` to filter, then click the option (rendered in a portal).
 * The field then shows the option's label.
 */
export async function pick(page: Page, label: string, option: string | RegExp, search?: string) {
  await pickIn(page, page.getByRole('combobox', { name: labelled(label) }), option, search);
}

/** `pick` on a given select: open it, optionally type to filter, click the option. */
export async function pickIn(page: Page, input: Locator, option: string | RegExp, search?: string) {
  await expect(input).toBeEnabled();
  await input.click();
  if (search !== undefined) await input.fill(search);
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect(input).toHaveValue(option);
}

/** A radio of a labelled group (Mantine Radio.Group: role radiogroup named by its label). */
export async function choose(page: Page, group: string, option: string) {
  await page
    .getByRole('radiogroup', { name: labelled(group) })
    .getByRole('radio', { name: option, exact: true })
    .check();
}

/** Presses Next (the step's submit button). */
export async function next(page: Page, lang: AppLang) {
  await page.getByRole('button', { name: APP_TEXT[lang].next, exact: true }).click();
}

/** A valid PDF of exactly `bytes` bytes. */
export function pdfOfSize(text: string, bytes: number): Buffer {
  return pdf(text, bytes - pdf(text).length);
}

/** The hidden file input of an application file field, found through its label. */
export function fileInput(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${escapeRegExp(label)}`));
}

/** Chooses a PDF in a file field and waits for the upload ("File caricato: …" and the file row). */
export async function uploadPdf(page: Page, label: string, name: string, kind: string) {
  await fileInput(page, label).setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf(name) });
  await expect(page.getByTestId(`file-current-${kind}`)).toContainText(name);
  await expect(page.getByTestId(`file-progress-${kind}`)).toHaveCount(0);
}

/**
 * The first upload of step 5 right after the fee was paid on the checkout: the payer is shown
 * step 5 by the entry check while the stored step is still 4, and the upload is accepted.
 */
export async function uploadFirstFileAfterFee(
  page: Page,
  _lang: AppLang,
  _productCode: string,
  file: { label: string; name: string; kind: string },
) {
  await uploadPdf(page, file.label, file.name, file.kind);
  await expect(page.getByTestId(`file-current-${file.kind}`)).toContainText(file.name);
}

// ---------------------------------------------------------------------------------------------
// Steps

/** Step 0: the new account's credentials, then "Inizia la candidatura": step 1. */
export async function fillStep0(page: Page, lang: AppLang, username: string, password = APPLICANT_PASSWORD) {
  const t = APP_TEXT[lang];
  await field(page, t.username).fill(username);
  await page.getByLabel(labelled(t.password)).fill(password);
  await page.getByLabel(labelled(t.confirmPassword)).fill(password);
}

export async function submitStep0(page: Page, lang: AppLang) {
  await page.getByRole('button', { name: APP_TEXT[lang].start, exact: true }).click();
}

export interface PersonalData {
  firstName: string;
  lastName: string;
  sex: 'female' | 'male';
  /** The option of the prefix select ("+39 Italia") and what to type to find it. */
  prefix: { option: string; search: string };
  mobile: string;
  email: string;
  secondaryEmail: string;
  notifications?: boolean;
}

/** Step 1: name, sex, mobile with its prefix, e-mails, privacy (consents left at their defaults). */
export async function fillStep1(page: Page, lang: AppLang, data: PersonalData) {
  const t = APP_TEXT[lang];
  await field(page, t.firstName).fill(data.firstName);
  await field(page, t.lastName).fill(data.lastName);
  await choose(page, t.sex, data.sex === 'female' ? t.female : t.male);
  // The mobile's prefix (the second phone's has a name of its own).
  await pickIn(
    page,
    page.getByRole('combobox', { name: labelled(t.prefix) }).first(),
    data.prefix.option,
    data.prefix.search,
  );
  await field(page, t.mobile).fill(data.mobile);
  // The account's e-mail (its username) is already there; it is typed when missing.
  const email = field(page, t.email);
  if ((await email.inputValue()) === '') await email.fill(data.email);
  const confirm = field(page, t.confirmEmail);
  if (await confirm.isVisible()) await confirm.fill(data.email);
  await field(page, t.secondaryEmail).fill(data.secondaryEmail);
  await page.getByRole('checkbox', { name: labelled(t.privacy) }).check();
  if (data.notifications === false) await choose(page, t.notifications, t.no);
}

/** Step 2 in Italian: birth in Italy with its province, residence in Italy, Italian citizenship. */
export async function fillStep2Italian(page: Page) {
  const t = APP_TEXT.it;
  await field(page, t.birthDate).fill('2001-04-12');
  await field(page, t.taxCode).fill('rssgli01d52g337k');
  // Typed in lower case, shown in capitals.
  await expect(field(page, t.taxCode)).toHaveValue('RSSGLI01D52G337K');
  await field(page, t.birthCity).fill('Parma');
  await pick(page, t.birthProvince, 'PR - Parma', 'Parma');
  await pick(page, t.birthCountry, 'Italia', 'Italia');
  await field(page, t.street).fill('Via Roma 10');
  await field(page, t.residenceCity).fill('Colorno');
  await field(page, t.postalCode).fill('43052');
  await pick(page, t.residenceProvince, 'PR - Parma', 'Parma');
  await pick(page, t.residenceCountry, 'Italia', 'Italia');
  await pick(page, t.citizenship, 'Italia', 'Italia');
}

export interface ForeignRegistry {
  birthCity: string;
  street: string;
  residenceCity: string;
  postalCode: string;
  /** The country's name in the form's language ("France", "中国") and what to type. */
  country: { option: string; search: string };
}

/**
 * Step 2 outside the Italian form (English, Chinese): no Italian tax code, birth and residence
 * abroad; the provinces are not asked.
 */
export async function fillStep2Foreign(page: Page, lang: 'en' | 'zh', data: ForeignRegistry) {
  const t = APP_TEXT[lang];
  await field(page, t.birthDate).fill('1998-09-03');
  await expect(field(page, t.taxCode)).toHaveCount(0);
  await choose(page, t.taxCodeQuestion, t.no);
  await expect(field(page, t.taxCode)).toHaveCount(0);
  await field(page, t.birthCity).fill(data.birthCity);
  await pick(page, t.birthCountry, data.country.option, data.country.search);
  await field(page, t.street).fill(data.street);
  await field(page, t.residenceCity).fill(data.residenceCity);
  await field(page, t.postalCode).fill(data.postalCode);
  await pick(page, t.residenceCountry, data.country.option, data.country.search);
  await pick(page, t.citizenship, data.country.option, data.country.search);
  // No province outside the Italian form.
  await expect(page.getByRole('combobox', { name: labelled(t.birthProvince) })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: labelled(t.residenceProvince) })).toHaveCount(0);
}

/**
 * Step 3 in Italian, a hotel-school student: the school is picked from the demo registry by
 * region, province and city (IPSSEOA "MAGNAGHI - SOLARI", Salsomaggiore Terme).
 */
export async function fillStep3HotelSchool(page: Page) {
  const t = APP_TEXT.it;
  await pick(page, t.qualification, 'Istituto Alberghiero');
  await field(page, t.graduationYear).fill('2026');
  await pick(page, t.instituteCountry, 'Italia', 'Italia');
  await pick(page, t.instituteRegion, 'Emilia-Romagna', 'Emilia');
  await pick(page, t.instituteProvince, 'PR - Parma', 'Parma');
  await pick(page, t.instituteCity, 'Salsomaggiore Terme', 'Salso');
  await pick(page, t.instituteCode, /MAGNAGHI - SOLARI/);
  await choose(page, t.attendedOtherSchool, t.no);
  await pick(page, t.howKnown, 'Social media');
}

export interface ForeignStudies {
  qualification: string;
  country: { option: string; search: string };
  city: string;
  institute: string;
  englishLevel: string;
}

/** Step 3 outside Italy (English, Chinese): city and institute typed, English level required. */
export async function fillStep3Foreign(page: Page, lang: 'en' | 'zh', data: ForeignStudies) {
  const t = APP_TEXT[lang];
  await pick(page, t.qualification, data.qualification);
  await field(page, t.graduationYear).fill('2020');
  await pick(page, t.instituteCountry, data.country.option, data.country.search);
  await field(page, t.instituteCity).fill(data.city);
  await field(page, t.instituteName).fill(data.institute);
  await choose(page, t.attendedOtherSchool, t.no);
  await pick(page, t.englishLevel, data.englishLevel);
}

/**
 * Step 4: "Paga con carta" opens the test checkout; its `outcome` button ("Paga", "Simula un
 * pagamento non riuscito") brings the applicant back to the application.
 */
export async function payOnTestCheckout(page: Page, lang: AppLang, outcome: 'pay' | 'fail') {
  const t = APP_TEXT[lang];
  await page.getByRole('button', { name: t.pay }).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-checkout\//);
  await expect(page.getByTestId('amount')).toHaveText(/100/);
  await page
    .getByRole('button', { name: outcome === 'pay' ? t.checkoutPay : t.checkoutFail, exact: true })
    .click();
  // Back on the application, a page the server rendered: ready once the application is.
  await page.waitForURL((url) => !url.pathname.startsWith('/api/payments/'));
  await waitForApp(page);
}

/** Step 6 with an Italian identity card: province and municipality picked, "Comune di …" derived. */
export async function fillStep6ItalianIdentityCard(page: Page) {
  const t = APP_TEXT.it;
  await choose(page, t.documentType, t.identityCard);
  await field(page, t.documentNumber).fill('CA12345AB');
  await field(page, t.issueDate).fill('2022-05-10');
  await field(page, t.expiryDate).fill('2032-05-10');
  await pick(page, t.issuingCountry, 'Italia', 'Italia');
  await pick(page, t.issuingProvince, 'PR - Parma', 'Parma');
  await pick(page, t.issuingMunicipality, 'Parma', 'Parma');
  await expect(page.getByTestId('issuing-body')).toHaveText('Ente di rilascio: Comune di Parma');
  // Issued in Italy: no issuing-body text to type.
  await expect(field(page, t.issuingBody)).toHaveCount(0);
}

/** Step 6 with a passport issued abroad: the issuing body is typed. */
export async function fillStep6ForeignPassport(
  page: Page,
  lang: 'en' | 'zh',
  data: { country: { option: string; search: string }; number: string; issuingBody: string },
) {
  const t = APP_TEXT[lang];
  await choose(page, t.documentType, t.passport);
  await field(page, t.documentNumber).fill(data.number);
  await field(page, t.issueDate).fill('2021-03-15');
  await field(page, t.expiryDate).fill('2031-03-14');
  await pick(page, t.issuingCountry, data.country.option, data.country.search);
  // Abroad: no province nor municipality, the issuing body is typed.
  await expect(page.getByRole('combobox', { name: labelled(t.issuingProvince) })).toHaveCount(0);
  await field(page, t.issuingBody).fill(data.issuingBody);
}
