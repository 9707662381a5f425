import {
  type ChangeStageStatusBody,
  type ListStagesQuery,
  type ListStagesResponse,
  STAGE_ANSWERS_MAX_ROWS,
  STAGE_DETAIL_FIELDS,
  type StaffStage,
  type StaffStageDocument,
  type StaffStageDocumentsResponse,
  type StaffStageEditionsResponse,
  type StaffSurveyDefinitions,
  type StageAnswers,
  type TutorEvaluationView,
  type UpdateStageBody,
  type UploadStageDocumentBody,
} from '@school/domain/internship/contracts/staff-internship';
import type { TutorEvaluationPage } from '@school/domain/internship/contracts/tutor-evaluation';
import {
  isReadyFormOf,
  normaliseStageStatus,
  STAGE_DOCUMENT_FILE_TYPES,
  STAGE_SURVEY_READY_FORMS,
  STAGE_SURVEYS,
  type StageSurvey,
  type StageSurveyReadyForm,
  stageSurveyDefaultForm,
  tutorEvaluationExpiry,
  tutorEvaluationLinkState,
} from '@school/domain/internship/stage';
import { answerText, parseSavedAnswers, serializeAnswers } from '@school/domain/survey/answers';
import {
  answerableFields,
  checkDefinition,
  parseDefinition,
  type SurveyDefinition,
} from '@school/domain/survey/definition';
import { SURVEY_FORMS, surveyForm } from '@school/domain/survey/forms';
import { summariseSurvey } from '@school/domain/survey/summary';
import { eq, getTableColumns } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pageAnswer } from '../../db/list-page.ts';
import {
  courseEditionSurveys,
  type StageDocumentRow,
  type StageRow,
  type StageTutorEvaluationRow,
  stageDocuments,
  stages,
  stageTutorEvaluations,
  users,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { checkUpload, storeUpload } from '../../lib/uploads.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { DocumentDownload } from '../candidate/candidate.service.ts';
import { auditStaffChange, changeOnVersion, rowVersion } from '../staff/staff-changes.ts';
import { TUTOR_EVALUATION_PATH, tutorEvaluationMail } from './internship.mails.ts';
import { lockStage, SURVEY_COLUMNS } from './internship.repository.ts';
import { checkedAnswers } from './internship.service.ts';
import * as repo from './internship-staff.repository.ts';

/**
 * The internship kept by staff with Stage (specification 001, sections 3-5; decisions 45 and 46):
 * the board of an edition's stages, a stage's status (a conditional update on the status read,
 * the person's `stage_status` kept equal in the same transaction), its destination on the version
 * read, the documents through the one upload path, the edition's definitions checked by the
 * survey engine's schema, the answers as a table, CSV and summary, and the tutor's evaluation
 * link (ours). Every change is audited in its transaction.
 */

export interface InternshipStaffDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
  mailer: Mailer;
  publicUrl: string;
}

/** The destination's columns, the ones the stage form changes: the version covers these alone. */
const DETAIL_COLUMNS = STAGE_DETAIL_FIELDS satisfies readonly (keyof StageRow)[];

/** The status, the forms, the dossier: moved by others, never part of the form's version. */
const NOT_DETAIL_COLUMNS = Object.keys(getTableColumns(stages)).filter(
  (column) => !(DETAIL_COLUMNS as readonly string[]).includes(column),
);

const stageVersion = (row: StageRow) => rowVersion(stages, row, NOT_DETAIL_COLUMNS);

export const documentUrl = (id: string) => `/api/staff/internship/documents/${id}`;
export const dossierUrl = (stageId: string) => `/api/staff/internship/dossiers/${stageId}`;

const statusChanged = () =>
  new AppError(409, 'internship.statusChanged', 'The stage status changed since it was read', {
    from: 'internship.statusChanged',
  });

// ---------------------------------------------------------------------------------------------
// Editions and the board

export async function listEditions(db: DbOrTx): Promise<StaffStageEditionsResponse> {
  return { items: await repo.listEditions(db) };
}

export async function listStages(db: DbOrTx, query: ListStagesQuery): Promise<ListStagesResponse> {
  return pageAnswer(
    query,
    await repo.listStagesPage(db, query),
    ({ enrolmentId, student, stage, status }) => ({
      enrolmentId,
      stageId: stage?.id ?? null,
      student,
      status: normaliseStageStatus(status),
      hostCompany: stage?.hostCompany ?? null,
      city: stage?.city ?? null,
      tutorName: stage?.tutorName ?? null,
      periodFrom: stage?.periodFrom ?? null,
      periodTo: stage?.periodTo ?? null,
      formsCompleted: {
        preferences: stage?.preferencesCompleted ?? false,
        midSurvey: stage?.midSurveyCompleted ?? false,
        endSurvey: stage?.endSurveyCompleted ?? false,
      },
      hasDossier: Boolean(stage?.dossierStorageKey),
    }),
  );
}

/**
 * Creates the stage of a course enrolment at status 0 ("documents"), the person's stage status
 * with it, audited. 409 `internship.stageExists` when it has one (the unique index decides two
 * at once), 409 `internship.notCourseEnrolment` for a housing or shop record.
 */
export async function createStage(db: Db, by: string, enrolmentId: string): Promise<StaffStage> {
  const enrolment = await repo.findEnrolment(db, enrolmentId);
  if (!enrolment) throw notFound();
  if (enrolment.kind !== 'course')
    throw new AppError(409, 'internship.notCourseEnrolment', 'A stage belongs to a course enrolment');
  const id = await db.transaction(async (tx) => {
    const row = await repo.insertStage(tx, enrolmentId);
    if (!row) throw new AppError(409, 'internship.stageExists', 'The enrolment already has a stage');
    await auditStaffChange(tx, { by, table: stages, before: null, after: row });
    await keepPersonInStep(tx, by, enrolment.userId, row.status);
    return row.id;
  });
  return getStage(db, id);
}

/** The person's `stage_status` (the menu's rule) set to the stage's status, audited. */
async function keepPersonInStep(tx: DbOrTx, by: string, userId: string, status: number) {
  const [before] = await tx
    .select({ id: users.id, stageStatus: users.stageStatus })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!before || before.stageStatus === status) return;
  const after = await repo.setPersonStageStatus(tx, userId, status);
  if (after) await auditStaffChange(tx, { by, table: users, before, after });
}

// ---------------------------------------------------------------------------------------------
// One stage

function toDocument(row: StageDocumentRow): StaffStageDocument {
  return {
    id: row.id,
    name: row.name,
    documentType: row.documentType,
    scope: row.stageId === null ? 'edition' : 'stage',
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    url: documentUrl(row.id),
  };
}

function toEvaluation(row: StageTutorEvaluationRow, now: Date): TutorEvaluationView {
  return {
    tutorEmail: row.tutorEmail,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    state: tutorEvaluationLinkState(row, now),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    answers: row.answers ?? null,
  };
}

export async function getStage(db: DbOrTx, id: string, now = new Date()): Promise<StaffStage> {
  const found = await repo.findStageWithStudent(db, id);
  if (!found) throw notFound();
  const { stage, student, personStageStatus, edition } = found;
  const productCode = edition?.productCode ?? null;
  const [documents, surveys, evaluation] = await Promise.all([
    repo.listStageDocuments(db, stage.id, productCode),
    productCode ? repo.findEditionSurveys(db, productCode) : null,
    repo.findEvaluation(db, stage.id),
  ]);
  const form = (survey: StageSurvey) => {
    const definition = parseDefinition(surveys?.[survey] ?? null);
    const savedText = stage[SURVEY_COLUMNS[survey].text];
    return {
      definition,
      completed: stage[SURVEY_COLUMNS[survey].completed],
      savedText,
      savedAnswers: definition ? parseSavedAnswers(definition, savedText) : {},
    };
  };
  return {
    id: stage.id,
    enrolmentId: stage.enrolmentId,
    student,
    edition: edition?.productCode ? edition : null,
    status: normaliseStageStatus(stage.status),
    personStageStatus,
    ...Object.fromEntries(DETAIL_COLUMNS.map((column) => [column, stage[column]])),
    version: stageVersion(stage),
    documents: documents.map(toDocument),
    forms: {
      preferences: form('preferences'),
      midSurvey: form('midSurvey'),
      endSurvey: form('endSurvey'),
    },
    dossier:
      stage.dossierStorageKey && stage.dossierFileName && stage.dossierUploadedAt
        ? {
            fileName: stage.dossierFileName,
            size: stage.dossierSize ?? 0,
            uploadedAt: stage.dossierUploadedAt.toISOString(),
            url: dossierUrl(stage.id),
          }
        : null,
    evaluation: evaluation ? toEvaluation(evaluation, now) : null,
  } as StaffStage;
}

/**
 * Sets the stage's status from the one the staff member read (`from`) to `to`: the conditional
 * update is the guard (of two changes made on the same reading one is written, the other answers
 * 409 `internship.statusChanged`); the person's `stage_status` follows in the same transaction,
 * both audited.
 */
export async function changeStatus(
  db: Db,
  by: string,
  id: string,
  body: ChangeStageStatusBody,
): Promise<StaffStage> {
  await db.transaction(async (tx) => {
    const after = await repo.setStageStatus(tx, id, body.from, body.to);
    if (!after) {
      const [exists] = await tx.select({ id: stages.id }).from(stages).where(eq(stages.id, id));
      if (!exists) throw notFound();
      throw statusChanged();
    }
    await auditStaffChange(tx, { by, table: stages, before: { ...after, status: body.from }, after });
    const owner = await repo.stageOwner(tx, id);
    if (owner) await keepPersonInStep(tx, by, owner, body.to);
  });
  return getStage(db, id);
}

/** The destination, tutor, period and exam start, on the version read (409 `staff.staleRecord`). */
export async function changeStage(
  db: Db,
  by: string,
  id: string,
  body: UpdateStageBody,
): Promise<StaffStage> {
  const { version, ...fields } = body;
  await changeOnVersion(
    db,
    { by, table: stages, lock: (tx) => lockStage(tx, id), seen: version, except: NOT_DETAIL_COLUMNS },
    (tx) => repo.updateStage(tx, id, fields),
  );
  return getStage(db, id);
}

// ---------------------------------------------------------------------------------------------
// Documents

/**
 * Uploads a document of a stage (`{ stageId }`) or of an edition's every stage (`{ productCode }`)
 * through the one upload path (pdf, docx, doc; 4.5 MB): checked before anything is written,
 * stored, then recorded under the stage's lock (the edition: it must still exist), audited.
 */
export async function uploadDocument(
  deps: InternshipStaffDeps,
  by: string,
  owner: { stageId: string } | { productCode: string },
  body: UploadStageDocumentBody,
): Promise<StaffStageDocument> {
  const exists =
    'stageId' in owner
      ? (await repo.findStageWithStudent(deps.db, owner.stageId)) !== null
      : (await repo.findEdition(deps.db, owner.productCode)) !== null;
  if (!exists) throw notFound();
  const file = checkUpload(body, STAGE_DOCUMENT_FILE_TYPES);
  const saved = await storeUpload(deps, file, async (tx, stored) => {
    if ('stageId' in owner) {
      if (!(await lockStage(tx, owner.stageId))) throw notFound();
    } else if (!(await repo.findEdition(tx, owner.productCode))) throw notFound();
    const row = await repo.insertDocument(tx, {
      stageId: 'stageId' in owner ? owner.stageId : null,
      productCode: 'productCode' in owner ? owner.productCode : null,
      name: body.name,
      documentType: body.documentType,
      published: body.published,
      storageKey: stored.storageKey,
      fileName: stored.fileName,
      contentType: stored.contentType,
      size: stored.size,
    });
    await auditStaffChange(tx, { by, table: stageDocuments, before: null, after: row });
    return { saved: row, replacedKey: null };
  });
  return toDocument(saved);
}

export async function listEditionDocuments(
  db: DbOrTx,
  productCode: string,
): Promise<StaffStageDocumentsResponse> {
  if (!(await repo.findEdition(db, productCode))) throw notFound();
  return { items: (await repo.listEditionDocuments(db, productCode)).map(toDocument) };
}

export async function publishDocument(
  db: Db,
  by: string,
  id: string,
  published: boolean,
): Promise<StaffStageDocument> {
  return db.transaction(async (tx) => {
    const before = await repo.lockDocument(tx, id);
    if (!before) throw notFound();
    const after = await repo.setDocumentPublished(tx, id, published);
    await auditStaffChange(tx, { by, table: stageDocuments, before, after });
    return toDocument(after);
  });
}

/** Deletes a document; its stored file is removed after the commit. */
export async function removeDocument(deps: InternshipStaffDeps, by: string, id: string): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const before = await repo.lockDocument(tx, id);
    if (!before) throw notFound();
    await repo.deleteDocument(tx, id);
    await auditStaffChange(tx, { by, table: stageDocuments, before, after: { id } });
    return before;
  });
  if (removed.storageKey) {
    const key = removed.storageKey;
    await deps.storage
      .delete(key)
      .catch((err: unknown) => deps.log.error({ err, key }, 'could not remove a stage document'));
  }
}

async function download(
  storage: FileStorage,
  key: string | null,
  fileName: string,
  contentType: string | null,
): Promise<DocumentDownload> {
  if (!key) throw notFound();
  const file = await storage.get(key).catch(() => {
    throw new AppError(503, 'internship.documentDownloadFailed', 'Impossibile scaricare il documento.');
  });
  if (!file) throw notFound();
  return { file, fileName, contentType: contentType ?? 'application/octet-stream' };
}

export async function readDocument(
  deps: Pick<InternshipStaffDeps, 'db' | 'storage'>,
  id: string,
): Promise<DocumentDownload> {
  const row = await repo.findDocument(deps.db, id);
  if (!row) throw notFound();
  return download(deps.storage, row.storageKey, row.fileName ?? `${row.name}.pdf`, row.contentType);
}

export async function readDossier(
  deps: Pick<InternshipStaffDeps, 'db' | 'storage'>,
  stageId: string,
): Promise<DocumentDownload> {
  const found = await repo.findStageWithStudent(deps.db, stageId);
  if (!found) throw notFound();
  const { stage } = found;
  return download(
    deps.storage,
    stage.dossierStorageKey,
    stage.dossierFileName ?? 'dossier.pdf',
    stage.dossierContentType,
  );
}

// ---------------------------------------------------------------------------------------------
// Survey definitions

export async function getDefinitions(db: DbOrTx, productCode: string): Promise<StaffSurveyDefinitions> {
  const edition = await repo.findEdition(db, productCode);
  if (!edition) throw notFound();
  const row = await repo.findEditionSurveys(db, productCode);
  return {
    productCode,
    forms: STAGE_SURVEYS.map((form) => {
      const definition = parseDefinition(row?.[form] ?? null);
      const readyForms = [...STAGE_SURVEY_READY_FORMS[form]];
      const same = JSON.stringify(definition);
      return {
        form,
        stored: row?.[form] ?? null,
        definition,
        readyForms,
        defaultForm: stageSurveyDefaultForm(form, edition.courseCode),
        currentForm:
          definition === null
            ? null
            : (readyForms.find((name) => JSON.stringify(surveyForm(name)) === same) ?? null),
      };
    }),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * The definition as staff send it, checked by the survey engine's schema (`checkDefinition`): 400
 * `request.invalid` with the engine's code (`survey.optionsMissing`, `survey.fieldRepeated`…) or
 * `request.invalid` at each wrong field's path (`definition.3.options`), nothing stored.
 */
function checkedDefinition(value: unknown): SurveyDefinition {
  const checked = checkDefinition(value);
  if (checked.definition) return checked.definition;
  const problems: Record<string, string> = {};
  for (const problem of checked.problems) problems[problem.path] ??= problem.code;
  throw new AppError(400, 'request.invalid', 'The definition is not a valid survey', problems);
}

async function writeDefinition(
  db: Db,
  by: string,
  productCode: string,
  form: StageSurvey,
  definition: unknown,
): Promise<StaffSurveyDefinitions> {
  const edition = await repo.findEdition(db, productCode);
  if (!edition) throw notFound();
  await db.transaction(async (tx) => {
    const before = await repo.lockEditionSurveys(tx, productCode);
    const after = await repo.setEditionSurvey(tx, productCode, form, definition);
    // Recorded under the edition's id (the audit's record ids are the records' uuids).
    await auditStaffChange(tx, {
      by,
      table: courseEditionSurveys,
      before: { ...before, id: edition.id },
      after: { ...after, id: edition.id },
    });
  });
  return getDefinitions(db, productCode);
}

/** Replaces a form's definition with a valid one (the fields as the schema reads them). */
export async function replaceDefinition(
  db: Db,
  by: string,
  productCode: string,
  form: StageSurvey,
  value: unknown,
): Promise<StaffSurveyDefinitions> {
  return writeDefinition(db, by, productCode, form, checkedDefinition(value));
}

/**
 * Puts a ready definition in place: the one named, if the form may take it
 * (`STAGE_SURVEY_READY_FORMS`: 400 `request.invalid` at `ready` otherwise, nothing stored), else
 * the edition's course's own (`stageSurveyDefaultForm`: CSCI, ICPU2 or the form of section 3).
 */
export async function resetDefinition(
  db: Db,
  by: string,
  productCode: string,
  form: StageSurvey,
  ready?: StageSurveyReadyForm,
): Promise<StaffSurveyDefinitions> {
  const edition = await repo.findEdition(db, productCode);
  if (!edition) throw notFound();
  if (ready !== undefined && !isReadyFormOf(form, ready))
    throw new AppError(400, 'request.invalid', 'That definition is not one of this form', {
      ready: 'request.invalid',
    });
  const name = ready ?? stageSurveyDefaultForm(form, edition.courseCode);
  return writeDefinition(db, by, productCode, form, SURVEY_FORMS[name]);
}

// ---------------------------------------------------------------------------------------------
// Answers

/**
 * The sent answers of a form across the edition's stages: a row per stage with each question's
 * saved text, and the summary (`summariseSurvey`: count, spread, average of the rating scales).
 * 400 `staff.csvTooLarge` beyond `STAGE_ANSWERS_MAX_ROWS`.
 */
export async function getAnswers(db: DbOrTx, productCode: string, form: StageSurvey): Promise<StageAnswers> {
  if (!(await repo.findEdition(db, productCode))) throw notFound();
  const [surveys, rows] = await Promise.all([
    repo.findEditionSurveys(db, productCode),
    repo.listSentAnswers(db, productCode, form, STAGE_ANSWERS_MAX_ROWS + 1),
  ]);
  if (rows.length > STAGE_ANSWERS_MAX_ROWS)
    throw new AppError(400, 'staff.csvTooLarge', `More than ${STAGE_ANSWERS_MAX_ROWS} stages`);
  const definition = parseDefinition(surveys?.[form] ?? null);
  const fields = definition ? answerableFields(definition) : [];
  const parsed = rows.map((row) => (definition ? parseSavedAnswers(definition, row.saved) : {}));
  return {
    productCode,
    form,
    definition,
    columns: fields.map((field) => ({ fieldName: field.fieldName, label: field.label })),
    rows: rows.map((row, index) => ({
      stageId: row.stageId,
      student: row.student,
      status: normaliseStageStatus(row.status),
      answers: Object.fromEntries(
        fields.map((field) => [field.fieldName, answerText(field, parsed[index]?.[field.fieldName])]),
      ),
    })),
    summary: definition ? summariseSurvey(definition, parsed) : [],
  };
}

/** The same table as CSV: the student, then each question by its field name. */
export async function answersCsv(db: DbOrTx, productCode: string, form: StageSurvey): Promise<string> {
  const table = await getAnswers(db, productCode, form);
  const names = table.columns.map((column) => column.fieldName);
  return toCsv(
    ['lastName', 'firstName', 'email', 'status', ...names],
    table.rows.map((row) => [
      row.student.lastName,
      row.student.firstName,
      row.student.email,
      row.status,
      ...names.map((name) => row.answers[name] ?? ''),
    ]),
  );
}

// ---------------------------------------------------------------------------------------------
// The tutor's evaluation

/**
 * Mails the tutor a link to the evaluation form: a new random token (32 bytes), stored only as its
 * hash, good for `TUTOR_EVALUATION_LINK_DAYS` days and one submission. Sending again replaces a
 * link not yet used; 409 `internship.evaluationSubmitted` once the tutor has sent it, 409
 * `internship.tutorEmailMissing` without the tutor's e-mail. The mail goes to the outbox in the
 * same transaction.
 */
export async function sendEvaluationLink(
  deps: InternshipStaffDeps,
  by: string,
  stageId: string,
  now = new Date(),
): Promise<StaffStage> {
  const token = newToken();
  await deps.db.transaction(async (tx) => {
    const stage = await lockStage(tx, stageId);
    if (!stage) throw notFound();
    if (!stage.tutorEmail)
      throw new AppError(409, 'internship.tutorEmailMissing', 'The stage has no tutor e-mail', {
        tutorEmail: 'internship.tutorEmailMissing',
      });
    const before = await repo.findEvaluation(tx, stageId);
    const after = await repo.upsertEvaluationLink(tx, {
      stageId,
      tokenHash: hashToken(token),
      tutorEmail: stage.tutorEmail,
      sentBy: by,
      expiresAt: tutorEvaluationExpiry(now),
    });
    if (!after)
      throw new AppError(409, 'internship.evaluationSubmitted', 'The tutor has sent the evaluation');
    await auditStaffChange(tx, {
      by,
      table: stageTutorEvaluations,
      before: before ? { ...before, id: stageId } : null,
      after: { ...after, id: stageId },
    });
    const found = await repo.findStageWithStudent(tx, stageId);
    const studentName = found ? `${found.student.firstName} ${found.student.lastName}`.trim() : '';
    await deps.mailer.enqueue(
      tx,
      tutorEvaluationMail(stage.tutorEmail, {
        tutorName: stage.tutorName,
        studentName,
        hostCompany: stage.hostCompany,
        link: `${deps.publicUrl}${TUTOR_EVALUATION_PATH}/${token}`,
      }),
    );
  });
  return getStage(deps.db, stageId, now);
}

const linkUnknown = () =>
  new AppError(404, 'internship.evaluationLinkUnknown', 'This evaluation link is not valid');

/** The link of a token, open now: 404 unknown, 410 expired, 409 already used. */
async function openLink(db: DbOrTx, token: string, now: Date) {
  const found = token.length === 0 ? null : await repo.findEvaluationByHash(db, hashToken(token));
  if (!found) throw linkUnknown();
  const state = tutorEvaluationLinkState(found.evaluation, now);
  if (state === 'submitted')
    throw new AppError(409, 'internship.evaluationLinkUsed', 'This evaluation has already been sent');
  if (state === 'expired')
    throw new AppError(410, 'internship.evaluationLinkExpired', 'This evaluation link has expired');
  return found;
}

/** GET /api/internship/evaluation/:token: the student's name and period, and the form. */
export async function getEvaluationPage(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<TutorEvaluationPage> {
  const found = await openLink(db, token, now);
  return {
    student: found.student,
    hostCompany: found.stage.hostCompany,
    periodFrom: found.stage.periodFrom,
    periodTo: found.stage.periodTo,
    expiresAt: found.evaluation.expiresAt.toISOString(),
    definition: surveyForm('tutorEvaluation'),
  };
}

/**
 * POST /api/internship/evaluation/:token: the answers checked by the survey engine (400 with a
 * code per answer, nothing stored), then stored once by a conditional update (not submitted, not
 * expired): of two submissions at once one is stored, the other answers 409.
 */
export async function submitEvaluationAnswers(
  db: Db,
  token: string,
  answers: Record<string, unknown>,
  now = new Date(),
): Promise<{ submittedAt: string }> {
  await openLink(db, token, now);
  const definition = surveyForm('tutorEvaluation');
  const checked = checkedAnswers(definition, answers);
  const row = await repo.submitEvaluation(
    db,
    hashToken(token),
    now,
    checked,
    serializeAnswers(definition, checked),
  );
  if (!row) {
    // Used or expired between the check and the write.
    await openLink(db, token, now);
    throw linkUnknown();
  }
  return { submittedAt: (row.submittedAt ?? now).toISOString() };
}
