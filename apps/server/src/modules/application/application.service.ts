import {
  type CheckoutFeeResponse,
  FEE_DESCRIPTIONS,
  feeReturnUrls,
  testFeeReturnUrls,
} from '@school/domain/application/contracts/checkout-fee';
import type { ApplicationContext } from '@school/domain/application/contracts/fields';
import type {
  ApplicationFile,
  ApplicationState,
  FeeState,
  GetStateQuery,
} from '@school/domain/application/contracts/get-state';
import type { ListOpenEditionsResponse } from '@school/domain/application/contracts/list-editions';
import { stepSchema } from '@school/domain/application/contracts/save-step';
import type { Step1Values } from '@school/domain/application/contracts/step-1';
import type { Step2Values } from '@school/domain/application/contracts/step-2';
import type { Step3Values } from '@school/domain/application/contracts/step-3';
import type { Step6Values } from '@school/domain/application/contracts/step-6';
import type {
  UploadApplicationFileBody,
  UploadApplicationFileResponse,
} from '@school/domain/application/contracts/upload-file';
import {
  feeApplies,
  feeCheckoutProblem,
  isFeePaid,
  isFeeSkippable,
  PAID_FEE_STAGE_NAME,
} from '@school/domain/application/fee';
import { DOCUMENT_TYPE_VALUES, documentKindOf } from '@school/domain/application/issuing-body';
import { formLanguage } from '@school/domain/application/language';
import { APPLICATION_FILE_DOCUMENT_NAMES, APPLICATION_RECORD } from '@school/domain/application/record';
import {
  APPLICANT_STATUS_ON_CREATE,
  APPLICANT_STATUS_ON_SAVE,
  APPLICATION_FEE_CENTS,
  APPLICATION_FEE_CURRENCY,
  type ApplicationStep,
  ENROLMENT_OPPORTUNITY_NAME,
  nextStep,
  parseProductCode,
  parseStep,
  reachedStep,
  resolveEntry,
  STEP,
  stepSaveProblem,
} from '@school/domain/application/steps';
import {
  APPLICATION_UPLOAD_TYPES,
  type ApplicationFileKind,
  applicationFileProblem,
} from '@school/domain/application/uploads';
import {
  DOCUMENT_STATUS,
  detectFileType,
  UPLOAD_SNIFF_BYTES,
  type UploadFileType,
} from '@school/domain/candidate/documents';
import { schoolClock } from '@school/domain/shared/clock';
import type { ErrorCode } from '@school/domain/shared/errors';
import { type ApplicationLocale, localeFromProfile } from '@school/domain/shared/locale';
import { EMAIL_PATTERN } from '@school/domain/shared/text';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config/env.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type {
  ApplicationRow,
  CourseEditionRow,
  DocumentRow,
  NewUserRow,
  UserRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { CONTENT_TYPES, decodeBase64Upload, uploadError } from '../../lib/uploads.ts';
import { zodFields } from '../../lib/zod-fields.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { type FileStorage, newStorageKey } from '../../platform/storage/storage.ts';
import { isEmailUsedByOther } from '../auth/auth.repository.ts';
import { createAccount } from '../auth/auth.service.ts';
import { hashNewPassword } from '../auth/passwords.ts';
import { onPaymentPaid, startCheckout } from '../payments/payments.service.ts';
import { allSchools } from '../reference/reference.service.ts';
import { referenceData } from '../reference/reference-data.ts';
import { toApplicationFile, toApplicationForm } from './application.mappers.ts';
import * as repo from './application.repository.ts';

/** What the use cases need from the app. */
export interface ApplicationDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: FileStorage;
  paymentProvider: PaymentProvider;
  log: FastifyBaseLogger;
}

// ---------------------------------------------------------------------------------------------
// Product and edition

/** The edition of a route's product code: 400 when it is no "course-edition", 404 when unknown. */
/** The editions open to applications (the courses page's "apply" links). */
export async function listEditions(db: DbOrTx): Promise<ListOpenEditionsResponse> {
  const rows = await repo.listOpenEditions(db);
  return {
    items: rows.map(({ productCode, courseName, editionName }) => ({ productCode, courseName, editionName })),
  };
}

async function editionOf(db: DbOrTx, productCode: string): Promise<CourseEditionRow> {
  if (!parseProductCode(productCode))
    throw new AppError(400, 'application.invalidProduct', 'Not a product code', {
      productCode: 'application.invalidProduct',
    });
  const edition = await repo.findEdition(db, productCode);
  if (!edition) throw new AppError(404, 'application.productNotFound', 'No such course edition');
  return edition;
}

function assertOpen(edition: CourseEditionRow) {
  if (!edition.isOpen) throw new AppError(409, 'application.editionClosed', 'Applications are closed');
}

function recordValues(userId: string, edition: CourseEditionRow) {
  return {
    userId,
    productCode: edition.productCode,
    courseName: edition.courseName,
    editionName: edition.editionName,
    stageName: APPLICATION_RECORD.stageName,
    applicationStatus: APPLICATION_RECORD.draftStatus,
  };
}

/** The locale the form is in: the one asked, else the profile's. */
function localeOf(asked: ApplicationLocale | undefined, user: UserRow | null): ApplicationLocale {
  return asked ?? localeFromProfile(user?.language);
}

// ---------------------------------------------------------------------------------------------
// The fee

function feeFacts(user: UserRow, record: ApplicationRow | null) {
  return { showFee: user.showFee, paidFeeStageName: record?.feePaidAt ? PAID_FEE_STAGE_NAME : null };
}

const VISITOR_FEE: FeeState = {
  amountCents: APPLICATION_FEE_CENTS,
  currency: APPLICATION_FEE_CURRENCY,
  applies: true,
  paid: false,
  skippable: false,
  pending: false,
  lastPaymentStatus: null,
};

async function feeState(
  db: DbOrTx,
  user: UserRow,
  productCode: string,
  record: ApplicationRow | null,
): Promise<FeeState> {
  const facts = feeFacts(user, record);
  const latest = await repo.latestFeePayment(db, user.id, productCode);
  const paid = isFeePaid(facts.paidFeeStageName);
  return {
    amountCents: APPLICATION_FEE_CENTS,
    currency: APPLICATION_FEE_CURRENCY,
    applies: feeApplies(facts),
    paid,
    skippable: isFeeSkippable(facts),
    pending: !paid && (await repo.hasPendingFeePayment(db, user.id, productCode)),
    lastPaymentStatus: latest?.status ?? null,
  };
}

/** The fee is recorded on the application record, only when the provider confirms a payment. */
onPaymentPaid('applicationFee', async (tx, payment) => {
  if (!payment.userId) return;
  const edition = await repo.findEdition(tx, payment.reference);
  const record = edition
    ? await repo.ensureApplicationRecord(tx, recordValues(payment.userId, edition))
    : await repo.findApplicationRecord(tx, payment.userId, payment.reference, { lock: true });
  if (record) await repo.markFeePaid(tx, record.id, payment.id, payment.paidAt ?? new Date());
});

// ---------------------------------------------------------------------------------------------
// State

export async function getState(
  db: Db,
  user: UserRow | null,
  productCode: string,
  query: { step?: string | undefined; viaButtons?: boolean; locale?: ApplicationLocale | undefined },
): Promise<ApplicationState> {
  const edition = await editionOf(db, productCode);
  const locale = localeOf(query.locale, user);
  const base = {
    productCode,
    edition: { courseName: edition.courseName, editionName: edition.editionName, isOpen: edition.isOpen },
    locale,
  };
  if (!user) {
    const entry = resolveEntry({
      isLoggedIn: false,
      productCode,
      requestedStep: query.step,
      storedStep: null,
      storedProductCode: null,
      viaButtons: query.viaButtons ?? false,
    });
    return {
      ...base,
      isLoggedIn: false,
      step: entry.step,
      redirect: entry.redirect,
      reason: entry.reason,
      error: entry.error ?? null,
      storedStep: null,
      storedProductCode: null,
      fee: VISITOR_FEE,
      files: [],
      form: null,
      isSubmitted: false,
    };
  }
  const record = await repo.findApplicationRecord(db, user.id, productCode);
  const fee = await feeState(db, user, productCode, record);
  const entry = resolveEntry({
    isLoggedIn: true,
    productCode,
    requestedStep: query.step,
    storedStep: user.applicationStep,
    storedProductCode: user.productCode,
    viaButtons: query.viaButtons ?? false,
    feeSkippable: fee.skippable,
    isBlocked: user.isBlocked,
  });
  const files = record ? await filesOf(db, record.id) : [];
  return {
    ...base,
    isLoggedIn: true,
    step: entry.step,
    redirect: entry.redirect,
    reason: entry.reason,
    error: entry.error ?? null,
    storedStep: user.applicationStep,
    storedProductCode: user.productCode,
    fee,
    files,
    form: user.productCode === productCode ? toApplicationForm(user, files, referenceData()) : null,
    isSubmitted: Boolean(record?.submittedAt),
  };
}

async function filesOf(db: DbOrTx, applicationId: string): Promise<ApplicationFile[]> {
  return (await repo.listApplicationFiles(db, applicationId))
    .map(toApplicationFile)
    .filter((f): f is ApplicationFile => f !== null);
}

export async function getFee(db: Db, user: UserRow, productCode: string): Promise<FeeState> {
  await editionOf(db, productCode);
  const record = await repo.findApplicationRecord(db, user.id, productCode);
  return feeState(db, user, productCode, record);
}

// ---------------------------------------------------------------------------------------------
// Saving a step

const SAVE_PROBLEM_STATUS: Partial<Record<ErrorCode, number>> = {
  'application.invalidStep': 400,
  'application.invalidProduct': 400,
  'application.productMismatch': 409,
  'application.stepOutOfOrder': 409,
  'application.feeNotPaid': 409,
};

function refuse(code: ErrorCode, message: string, field?: string): AppError {
  return new AppError(SAVE_PROBLEM_STATUS[code] ?? 400, code, message, field ? { [field]: code } : undefined);
}

/** The context of the step schemas: the caller's locale and profile, today, and the reference lists. */
async function applicationContext(
  db: Db,
  locale: ApplicationLocale,
  user: UserRow,
): Promise<ApplicationContext> {
  const data = referenceData();
  return {
    locale,
    hasProfileId: true,
    profileEmail: user.email,
    today: schoolClock(new Date()).today,
    countries: data.countryKeys,
    regions: data.regions,
    provinces: data.provinceValues,
    municipalities: data.municipalities,
    schools: await allSchools(db),
    phonePrefixes: data.phonePrefixes,
  };
}

function invalidBody(error: z.ZodError): AppError {
  return new AppError(400, 'request.invalid', 'The step is not valid', zodFields(error));
}

/** The account columns of each step's values (db/contract/user.ts names the CRM fields). */
function step1Columns(v: Step1Values): Partial<NewUserRow> {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    sex: v.sex,
    mobilePhone: v.mobilePhone,
    phone2: v.phone2,
    email: v.personEmail,
    secondaryEmail: v.secondaryEmail,
    privacyAccepted: v.privacy,
    marketingConsent: v.marketing,
    // "After step 1 is completed, if notification consent is true, a push subscription is created":
    // the consent is kept; the subscription itself comes with the notifications feature.
    notificationsConsent: v.notifications,
  };
}

function step2Columns(v: Step2Values): Partial<NewUserRow> {
  return {
    birthDate: v.birthDate,
    withoutItalianTaxCode: v.hasItalianTaxCode === 'No',
    taxCode: v.taxCode,
    birthCity: v.birthCity,
    birthProvince: v.birthProvince,
    birthCountry: v.birthCountry,
    street: v.street,
    city: v.residenceCity,
    postalCode: v.postalCode,
    province: v.residenceProvince,
    country: v.residenceCountry,
    citizenship: v.citizenship,
    citizenship2: v.secondCitizenship,
  };
}

function step3Columns(v: Step3Values): Partial<NewUserRow> {
  return {
    qualification: v.qualification,
    otherQualification: v.otherQualification,
    fieldOfStudy: v.fieldOfStudy,
    diplomaYear: v.graduationYear,
    instituteCountry: v.instituteCountry,
    instituteRegion: v.instituteRegion,
    instituteProvince: v.instituteProvince,
    instituteCity: v.instituteCity,
    instituteCode: v.instituteCode,
    instituteName: v.instituteName,
    attendedOtherSchools: v.attendedOtherSchool === 'Si',
    otherCookingSchools: v.otherSchoolName,
    heardFrom: v.howKnown,
    heardFromOther: v.howKnownOther,
    englishLevel: v.englishLevel,
  };
}

function step6Columns(v: Step6Values): Partial<NewUserRow> {
  return {
    documentType: v.documentTypeValue,
    documentNumber: v.documentNumber,
    documentIssueDate: v.issueDate,
    documentExpiryDate: v.expiryDate,
    documentIssuingCountry: v.issuingCountry,
    documentIssuingProvince: v.issuingProvince,
    documentIssuingMunicipality: v.issuingMunicipality,
    documentIssuingBody: v.issuingBody,
  };
}

/** Files a step names must have been uploaded for this application. */
function checkUploaded(
  files: readonly DocumentRow[],
  named: ReadonlyArray<[field: string, kind: ApplicationFileKind, descriptor: unknown]>,
) {
  const fields: Record<string, string> = {};
  for (const [field, kind, descriptor] of named) {
    if (descriptor && !files.some((f) => f.applicationFile === kind && f.storageKey))
      fields[field] = 'application.required';
  }
  if (Object.keys(fields).length > 0)
    throw new AppError(400, 'application.required', 'A file named by the step was not uploaded', fields);
}

export interface SaveStepInput {
  productCode: string;
  step: string;
  locale: ApplicationLocale | undefined;
  body: Record<string, unknown>;
}

/**
 * Next on a step (see SaveStepParamsSchema). Refused with nothing changed: a step that is no step
 * (400 application.invalidStep), a product code that is none (400) or unknown (404), a closed
 * edition (409), a visitor past step 0 (401), another product than the account's past step 1
 * (409 application.productMismatch), a step not reached or left behind step 6 (409
 * application.stepOutOfOrder), steps after the fee while it is not settled (409
 * application.feeNotPaid), a form that fails its schema (400 request.invalid with the fields).
 */
export async function saveStep(
  deps: ApplicationDeps,
  user: UserRow | null,
  input: SaveStepInput,
): Promise<{ user: UserRow; created: boolean; locale: ApplicationLocale }> {
  const step = parseStep(input.step);
  if (step === null || step === STEP.thankYou)
    throw refuse('application.invalidStep', 'Not a step that saves', 'step');
  const edition = await editionOf(deps.db, input.productCode);
  assertOpen(edition);
  const locale = localeOf(input.locale, user);
  if (!user) {
    if (step !== STEP.credentials) throw new AppError(401, 'auth.required', 'Sign in to continue');
    return { user: await createApplicant(deps, edition, locale, input.body), created: true, locale };
  }
  const ctx = await applicationContext(deps.db, locale, user);
  const saved = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockUser(tx, user.id);
    if (!locked) throw new AppError(401, 'auth.required', 'Sign in to continue');
    return saveLocked(tx, locked, edition, step, { ...ctx, profileEmail: locked.email }, input.body);
  });
  return { user: saved, created: false, locale };
}

async function saveLocked(
  tx: DbOrTx,
  user: UserRow,
  edition: CourseEditionRow,
  step: Exclude<ApplicationStep, 7>,
  ctx: ApplicationContext,
  body: Record<string, unknown>,
): Promise<UserRow> {
  const productCode = edition.productCode;
  const existing = await repo.findApplicationRecord(tx, user.id, productCode, { lock: true });
  const feeSkippable = isFeeSkippable(feeFacts(user, existing));
  // The entry check sets the product and step 1 for a new product or a product switch ("Logged in
  // with no product: set product and step 1 ... Different product: switch product and restart at
  // step 1"); that happens with the first save of the product, of step 0 or 1 (decision 0015).
  const sameProduct = user.productCode === productCode;
  const storedStep = parseStep(user.applicationStep);
  const stored =
    !sameProduct && step <= STEP.personalData
      ? { step: STEP.personalData, productCode }
      : {
          // R-nostep: a signed-in applicant of this product without a stored step is on step 1.
          step:
            sameProduct && (storedStep === null || storedStep === STEP.credentials)
              ? STEP.personalData
              : storedStep,
          productCode: user.productCode,
        };
  // R-six: "if stored step is 6 and current is not, go to 6": step 6 is never left backwards.
  if (
    sameProduct &&
    parseStep(user.applicationStep) === STEP.identityDocument &&
    step !== STEP.identityDocument
  )
    throw refuse('application.stepOutOfOrder', 'The application stays on step 6', 'step');
  const target = nextStep(step, { feeSkippable });
  const problem = stepSaveProblem({
    targetStep: target,
    productCode,
    storedStep: stored.step,
    storedProductCode: stored.productCode,
    feeSkippable,
  });
  if (problem) throw refuse(problem, `Step ${step} cannot be saved now`, 'step');

  const parsed = stepSchema(step, ctx).safeParse(body);
  if (!parsed.success) throw invalidBody(parsed.error);

  const record = existing ?? (await repo.ensureApplicationRecord(tx, recordValues(user.id, edition)));
  const files = await repo.listApplicationFiles(tx, record.id);
  let columns: Partial<NewUserRow> = {};
  switch (step) {
    case STEP.personalData: {
      const values = parsed.data as Step1Values;
      if (await isEmailUsedByOther(tx, values.personEmail, user.id))
        throw new AppError(409, 'auth.emailTaken', 'The e-mail belongs to another account', {
          email: 'auth.emailTaken',
        });
      columns = step1Columns(values);
      break;
    }
    case STEP.registry:
      columns = step2Columns(parsed.data as Step2Values);
      break;
    case STEP.studies: {
      const values = parsed.data as Step3Values;
      checkUploaded(files, [['englishCertificate', 'englishCertificate', values.englishCertificate]]);
      columns = step3Columns(values);
      break;
    }
    case STEP.documents: {
      const values = parsed.data as { cv: unknown; motivationalLetter: unknown };
      checkUploaded(files, [
        ['cv', 'cv', values.cv],
        ['motivationalLetter', 'motivationalLetter', values.motivationalLetter],
      ]);
      break;
    }
    case STEP.identityDocument: {
      const values = parsed.data as Step6Values;
      checkUploaded(files, [['identityDocumentFile', 'identityDocument', values.identityDocumentFile]]);
      columns = step6Columns(values);
      const idFile = files.find((f) => f.applicationFile === 'identityDocument');
      if (idFile) await repo.updateDocument(tx, idFile.id, { type: values.documentTypeValue });
      break;
    }
  }

  const updated = await repo.updateUser(tx, user.id, {
    ...columns,
    applicationStep: target,
    productCode,
    applicantStatus: APPLICANT_STATUS_ON_SAVE,
    language: formLanguage(ctx.locale),
  });
  if (target === STEP.thankYou) await completeApplication(tx, updated, record);
  return updated;
}

/**
 * "From step 6, next saves, creates an opportunity named portaleCandidature for course and
 * edition, goes to step 7": the course enrolment is created and linked to the application record,
 * which becomes submitted, in the transaction of the save. Saving step 6 again creates nothing more.
 * The account gets the Candidato category, which opens the candidate area.
 */
async function completeApplication(tx: DbOrTx, user: UserRow, record: ApplicationRow) {
  if (!record.enrolmentId) {
    const enrolmentId = await repo.insertCourseEnrolment(tx, user.id, ENROLMENT_OPPORTUNITY_NAME);
    await repo.updateApplicationRecord(tx, record.id, {
      enrolmentId,
      submittedAt: new Date(),
      applicationStatus: APPLICATION_RECORD.submittedStatus,
    });
  }
  await repo.addCategory(tx, user.id, 'Candidato');
}

/**
 * Step 0 of a visitor ("createAndLogin"): the account (username, an e-mail address, and password),
 * with status Studente, the product code and step 1, and the application record; the route then
 * signs the person in.
 */
async function createApplicant(
  deps: ApplicationDeps,
  edition: CourseEditionRow,
  locale: ApplicationLocale,
  body: Record<string, unknown>,
): Promise<UserRow> {
  const parsed = stepSchema(STEP.credentials, { locale, hasProfileId: false }).safeParse(body);
  if (!parsed.success) throw invalidBody(parsed.error);
  const values = parsed.data as { username: string; password: string };
  // Usernames are e-mail addresses (users.username, and how identity providers are linked).
  if (!EMAIL_PATTERN.test(values.username))
    throw new AppError(400, 'request.invalid', 'The username must be an e-mail address', {
      username: 'application.invalidEmail',
    });
  const passwordHash = await hashNewPassword(values.password, 'password');
  const user = await deps.db.transaction(async (tx) => {
    const row = await createAccount(tx, deps.mailer, {
      username: values.username,
      passwordHash,
      email: values.username.toLowerCase(),
      language: formLanguage(locale),
      applicantStatus: APPLICANT_STATUS_ON_CREATE,
      productCode: edition.productCode,
      applicationStep: STEP.personalData,
    });
    await repo.ensureApplicationRecord(tx, recordValues(row.id, edition));
    return row;
  });
  void deps.mailer.flush();
  return user;
}

// ---------------------------------------------------------------------------------------------
// Files

/** The step from which each file can be uploaded (the step that names it). */
const FILE_STEP: Record<ApplicationFileKind, ApplicationStep> = {
  englishCertificate: STEP.studies,
  cv: STEP.documents,
  motivationalLetter: STEP.documents,
  identityDocument: STEP.identityDocument,
};

const FILE_PROBLEM_STATUS: Record<string, number> = { 'upload.tooLarge': 413, 'upload.tooLargeEncoded': 413 };

/**
 * Stores a file of the application: the caller's current product, a step that shows the file
 * (409 otherwise), the checks of `applicationFileProblem` (empty, type by name and content, 4.5
 * MB). The file goes to the storage under a random key and its document (candidate area: "In
 * attesa di validazione") is written in one transaction; a previous file of the same kind is
 * replaced unless the secretariat validated it.
 */
export async function uploadFile(
  deps: ApplicationDeps,
  user: UserRow,
  productCode: string,
  kind: ApplicationFileKind,
  body: UploadApplicationFileBody,
): Promise<UploadApplicationFileResponse> {
  const edition = await editionOf(deps.db, productCode);
  assertOpen(edition);
  const bytes = decodeBase64Upload(body.contentBase64);
  const head = bytes.subarray(0, UPLOAD_SNIFF_BYTES);
  const problem = applicationFileProblem(kind, {
    name: body.fileName,
    size: bytes.length,
    base64Length: body.contentBase64.length,
    firstBytes: head,
  });
  if (problem) {
    const field = problem === 'upload.typeNotAllowed' ? 'fileName' : 'contentBase64';
    throw uploadError(FILE_PROBLEM_STATUS[problem] ?? 400, problem, field, 'File refused');
  }
  const contentType = CONTENT_TYPES[detectFileType(head) as UploadFileType];

  const key = newStorageKey('documents');
  let previousKey: string | null = null;
  let saved: DocumentRow;
  try {
    saved = await deps.db.transaction(async (tx) => {
      const locked = await repo.lockUser(tx, user.id);
      if (!locked) throw new AppError(401, 'auth.required', 'Sign in to continue');
      if (locked.productCode !== productCode)
        throw refuse('application.productMismatch', 'The account applies to another product');
      const lockedRecord = await repo.findApplicationRecord(tx, locked.id, productCode);
      const stored = reachedStep(locked.applicationStep, {
        feeSkippable: isFeeSkippable(feeFacts(locked, lockedRecord)),
      });
      if (stored < FILE_STEP[kind])
        throw refuse('application.stepOutOfOrder', 'The step of this file is not reached');
      const record = await repo.ensureApplicationRecord(tx, recordValues(locked.id, edition));
      const current = await repo.lockApplicationFile(tx, record.id, kind);
      if (current?.status === DOCUMENT_STATUS.validated)
        throw new AppError(409, 'candidate.documentNotUploadable', 'The file was already validated');
      previousKey = current?.storageKey ?? null;
      await deps.storage.put(key, bytes, contentType);
      const values = {
        status: DOCUMENT_STATUS.awaitingValidation,
        uploadedAt: new Date(),
        refusalReason: '',
        storageKey: key,
        fileName: body.fileName,
        contentType,
        size: bytes.length,
        encrypted: false,
      };
      if (current) return repo.updateDocument(tx, current.id, values);
      const kindOfDocument = documentKindOf(locked.documentType);
      return repo.insertDocument(tx, {
        ...values,
        applicationId: record.id,
        applicationFile: kind,
        name: APPLICATION_FILE_DOCUMENT_NAMES[kind],
        type:
          kind === 'identityDocument'
            ? kindOfDocument
              ? DOCUMENT_TYPE_VALUES[kindOfDocument]
              : APPLICATION_FILE_DOCUMENT_NAMES.identityDocument
            : APPLICATION_UPLOAD_TYPES[kind],
      });
    });
  } catch (err) {
    await deps.storage
      .delete(key)
      .catch((e: unknown) => deps.log.error({ err: e, key }, 'could not remove a file'));
    throw err;
  }
  if (previousKey && previousKey !== key) {
    const old: string = previousKey;
    await deps.storage
      .delete(old)
      .catch((e: unknown) => deps.log.error({ err: e, key: old }, 'could not remove a replaced file'));
  }
  const file = toApplicationFile(saved);
  if (!file) throw new Error('uploaded file without its data');
  return { file };
}

// ---------------------------------------------------------------------------------------------
// Fee checkout

/** A checkout still open at the provider is offered again rather than a second one (no double charge). */
const REUSE_CHECKOUT_MS = 23 * 60 * 60 * 1000;

/**
 * Opens the fee's checkout: the caller's current product, past step 3, the fee asked and not paid
 * (`feeCheckoutProblem`), APPLICATION_FEE_CENTS whatever the client says. The payment is marked
 * paid only by the provider (see onPaymentPaid above).
 */
export async function checkoutFee(
  deps: ApplicationDeps,
  user: UserRow,
  productCode: string,
  locale: ApplicationLocale,
): Promise<CheckoutFeeResponse> {
  const edition = await editionOf(deps.db, productCode);
  assertOpen(edition);
  if (user.productCode !== productCode)
    throw refuse('application.productMismatch', 'The account applies to another product');
  if ((parseStep(user.applicationStep) ?? 0) < STEP.fee)
    throw refuse('application.stepOutOfOrder', 'The fee step is not reached');
  // One checkout at a time per account: a second Pay pressed meanwhile (another tab, a double
  // tap) waits for the first and is offered the same checkout, never a second charge.
  return deps.db.transaction(async (tx) => {
    const locked = (await repo.lockUser(tx, user.id)) ?? user;
    const record = await repo.findApplicationRecord(tx, user.id, productCode);
    const problem = feeCheckoutProblem(feeFacts(locked, record));
    if (problem)
      throw new AppError(
        409,
        problem,
        problem === 'payment.alreadyPaid' ? 'Fee already paid' : 'No fee asked',
      );
    const latest = await repo.latestFeePayment(tx, user.id, productCode);
    if (
      latest?.status === 'pending' &&
      latest.checkoutUrl &&
      Date.now() - latest.createdAt.getTime() < REUSE_CHECKOUT_MS
    )
      return { paymentId: latest.id, url: latest.checkoutUrl };
    return startCheckout(
      { db: tx, provider: deps.paymentProvider },
      {
        userId: user.id,
        purpose: 'applicationFee',
        reference: productCode,
        amountCents: APPLICATION_FEE_CENTS,
        // The payer reads the course, not its code: "Application fee – Corso Superiore di … 2027A".
        description: `${FEE_DESCRIPTIONS[locale]} – ${edition.courseName} ${edition.editionName}`,
        locale,
        ...feeReturnUrls(deps.config.publicUrl, productCode),
        customerEmail: user.email || undefined,
      },
    );
  });
}

/** "/stepPagamentoTEST (test fee payment page)": a fee checkout for anyone, recorded nowhere (purpose test). */
export async function checkoutTestFee(
  deps: ApplicationDeps,
  locale: ApplicationLocale,
): Promise<CheckoutFeeResponse> {
  return startCheckout(
    { db: deps.db, provider: deps.paymentProvider },
    {
      userId: null,
      purpose: 'test',
      reference: 'stepPagamentoTEST',
      amountCents: APPLICATION_FEE_CENTS,
      description: FEE_DESCRIPTIONS[locale],
      locale,
      ...testFeeReturnUrls(deps.config.publicUrl),
    },
  );
}

export type { GetStateQuery };
