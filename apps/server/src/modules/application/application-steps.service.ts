import type { ApplicationContext } from '@school/domain/application/contracts/fields';
import { stepSchema } from '@school/domain/application/contracts/save-step';
import type { Step1Values } from '@school/domain/application/contracts/step-1';
import type { Step2Values } from '@school/domain/application/contracts/step-2';
import type { Step3Values } from '@school/domain/application/contracts/step-3';
import type { Step6Values } from '@school/domain/application/contracts/step-6';
import { isFeeSkippable } from '@school/domain/application/fee';
import { formLanguage } from '@school/domain/application/language';
import { APPLICATION_RECORD } from '@school/domain/application/record';
import {
  APPLICANT_STATUS_ON_CREATE,
  APPLICANT_STATUS_ON_SAVE,
  type ApplicationStep,
  ENROLMENT_OPPORTUNITY_NAME,
  isOpenAtStepSix,
  nextStep,
  parseStep,
  STEP,
  stepSaveProblem,
} from '@school/domain/application/steps';
import type { ApplicationFileKind } from '@school/domain/application/uploads';
import { schoolClock } from '@school/domain/shared/clock';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import { EMAIL_PATTERN } from '@school/domain/shared/text';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import type {
  ApplicationRow,
  CourseEditionRow,
  DocumentRow,
  NewUserRow,
  UserRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { zodFields } from '../../lib/zod-fields.ts';
import { isEmailUsedByOther } from '../auth/auth.repository.ts';
import { createAccount } from '../auth/auth.service.ts';
import { hashNewPassword } from '../auth/passwords.ts';
import { allSchools } from '../reference/reference.service.ts';
import { referenceData } from '../reference/reference-data.ts';
import * as repo from './application.repository.ts';
import {
  type ApplicationDeps,
  assertOpen,
  editionOf,
  feeFacts,
  localeOf,
  recordValues,
  refuse,
} from './application.shared.ts';

// Saving a step: step 0 creates the account, steps 1-6 save their columns, step 6 completes.

// ---------------------------------------------------------------------------------------------
// Saving a step

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
    // the consent is kept here; the browser subscribes after the step is saved (features/notifications).
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
  const feeSkippable = isFeeSkippable(feeFacts(user, existing, edition));
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
  // R-six: "if stored step is 6 and current is not, go to 6": with step 6 stored, only step 6 and
  // step 5 (back from 6 through Previous, to replace the CV or the letter) are saved; saving 5 goes
  // to 6 again, and step 6's data stays as it was saved.
  if (
    sameProduct &&
    parseStep(user.applicationStep) === STEP.identityDocument &&
    !isOpenAtStepSix(step, true)
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
  const passwordHash = await hashNewPassword(values.password, 'password', [values.username]);
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
