import type { AccessSubject } from '@school/domain/access/subject';
import {
  type DossierUploadBody,
  type InternshipResponse,
  NO_STAGE_MESSAGE,
  noStageInternship,
  type StageForm,
  SURVEY_DRAFT_MAX_CHARS,
  type SurveyDraftResponse,
} from '@school/domain/internship/contracts/internship';
import {
  canUploadDossier,
  DOSSIER_FILE_TYPES,
  destinationAddressLine,
  destinationMapUrl,
  dossierUploadMessage,
  initialOpenSection,
  isDossierUploadLocked,
  isSurveyEditable,
  normaliseStageStatus,
  STAGE_FIXED_LINKS,
  STAGE_STATUS,
  type StageSection,
  type StageState,
  type StageSurvey,
  stageSections,
} from '@school/domain/internship/stage';
import type { UploadRefusal } from '@school/domain/shared/uploads';
import {
  answersSchema,
  formatAnswers,
  parseSavedAnswers,
  type SurveyAnswers,
  serializeAnswers,
} from '@school/domain/survey/answers';
import { answerableFields, parseDefinition, type SurveyDefinition } from '@school/domain/survey/definition';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { StageRow, StageSurveyDraftRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkUpload, storeUpload, type UploadDeps } from '../../lib/uploads.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { acceptedCourseEnrolment } from '../../plugins/app/access.ts';
import type { DocumentDownload } from '../candidate/candidate.service.ts';
import {
  deleteDraft,
  editionSurveys,
  findOwnPublishedDocument,
  findStage,
  listDrafts,
  listPublishedDocuments,
  lockStage,
  SURVEY_COLUMNS,
  setDossier,
  storeSurvey,
  upsertDraft,
} from './internship.repository.ts';

/**
 * The internship area of the student whose course enrolment (`chooseCourseEnrolment`, as the
 * access rules read it) has the stage flag. The stage is that enrolment's, never an id from the
 * request. Every rule (status, sections, editability, the dossier's lock and upload) is the
 * domain's (`internship/stage.ts`), every answer check the survey engine's (`answersSchema`).
 * A change locks the stage row, re-checks the rule on the row as it is, then writes
 * (architecture, "Scarce things and locks").
 */

const noStage = () => new AppError(404, 'internship.noStage', NO_STAGE_MESSAGE);
const surveyUnavailable = () => new AppError(409, 'internship.surveyUnavailable', 'Form non disponibile');
const documentNotFound = () =>
  new AppError(404, 'internship.documentNotFound', 'Document not found or empty.');

/** The section each form belongs to (its form is shown while the section is). */
const SECTION_OF_SURVEY = {
  preferences: 'preferences',
  midSurvey: 'midSurvey',
  endSurvey: 'endOfStage',
} as const satisfies Record<StageSurvey, StageSection>;

function stageState(row: StageRow): StageState {
  return {
    status: row.status,
    preferencesCompleted: row.preferencesCompleted,
    midSurveyCompleted: row.midSurveyCompleted,
    endSurveyCompleted: row.endSurveyCompleted,
  };
}

function isCompleted(row: StageRow, survey: StageSurvey): boolean {
  return row[SURVEY_COLUMNS[survey].completed];
}

/** 409 unless the form may be sent (or drafted) now: `isSurveyEditable` on the row as it is. */
function assertEditable(row: StageRow, survey: StageSurvey) {
  if (isSurveyEditable(stageState(row), survey)) return;
  if (survey !== 'preferences' && isCompleted(row, survey))
    throw new AppError(409, 'internship.surveyCompleted', 'This form has already been sent');
  throw new AppError(409, 'internship.surveyNotEditable', 'This form cannot be sent at this stage');
}

/** The stage of the student's course enrolment (404 `internship.noStage` without one, or at 99). */
async function ownStage(db: DbOrTx, subject: AccessSubject): Promise<StageRow> {
  const stage = await findStage(db, acceptedCourseEnrolment(subject).id);
  if (!stage || normaliseStageStatus(stage.status) === STAGE_STATUS.none) throw noStage();
  return stage;
}

async function surveyDefinition(
  db: DbOrTx,
  enrolmentId: string,
  survey: StageSurvey,
): Promise<SurveyDefinition | null> {
  const surveys = await editionSurveys(db, enrolmentId);
  return parseDefinition(surveys?.[survey] ?? null);
}

function draftView(row: StageSurveyDraftRow) {
  return { answers: row.answers, updatedAt: row.updatedAt.toISOString() };
}

// ---------------------------------------------------------------------------------------------
// Reading

/** GET /api/internship (getStagesWithDocuments, getStage, the edition's surveyConfig__c). */
export async function getInternship(
  db: Db,
  subject: AccessSubject,
  now = new Date(),
): Promise<InternshipResponse> {
  const enrolment = acceptedCourseEnrolment(subject);
  const stage = await findStage(db, enrolment.id);
  const status = normaliseStageStatus(stage?.status);
  if (!stage || status === STAGE_STATUS.none) return noStageInternship();

  const sections = stageSections(status);
  const [documents, surveys, drafts] = await Promise.all([
    listPublishedDocuments(db, stage),
    editionSurveys(db, enrolment.id),
    listDrafts(db, stage.id),
  ]);
  const state = stageState(stage);
  const formView = (survey: StageSurvey): StageForm | null => {
    if (!sections.includes(SECTION_OF_SURVEY[survey])) return null;
    const definition = parseDefinition(surveys?.[survey] ?? null);
    const savedText = stage[SURVEY_COLUMNS[survey].text];
    const draft = drafts.find((d) => d.survey === survey);
    return {
      definition,
      editable: definition !== null && isSurveyEditable(state, survey),
      completed: isCompleted(stage, survey),
      savedText,
      savedAnswers: definition ? parseSavedAnswers(definition, savedText) : {},
      draft: draft ? draftView(draft) : null,
    };
  };
  const address = {
    street: stage.street,
    postalCode: stage.postalCode,
    city: stage.city,
    state: stage.state,
    country: stage.country,
  };
  const showsEnd = sections.includes('endOfStage');
  return {
    status,
    hasStage: true,
    message: null,
    sections,
    openSection: initialOpenSection(status),
    documents: documents.map((d) => ({
      id: d.id,
      name: d.name,
      documentType: d.documentType,
      fileName: d.fileName,
      downloadUrl: `/api/internship/documents/${d.id}`,
    })),
    fixedLinks: STAGE_FIXED_LINKS.map((link) => ({ id: link.id, label: link.label })),
    destination: sections.includes('destination')
      ? {
          hostCompany: stage.hostCompany,
          address,
          addressLine: destinationAddressLine(address),
          mapUrl: destinationMapUrl(address),
          tutor: { name: stage.tutorName, phone: stage.tutorPhone, email: stage.tutorEmail },
          periodFrom: stage.periodFrom,
          periodTo: stage.periodTo,
        }
      : null,
    forms: {
      preferences: formView('preferences'),
      midSurvey: formView('midSurvey'),
      endSurvey: formView('endSurvey'),
    },
    dossier:
      showsEnd && stage.dossierFileName && stage.dossierUploadedAt
        ? {
            fileName: stage.dossierFileName,
            size: stage.dossierSize ?? 0,
            uploadedAt: stage.dossierUploadedAt.toISOString(),
          }
        : null,
    examStartDate: stage.examStartDate,
    dossierLocked: isDossierUploadLocked(stage.examStartDate, now),
    canUploadDossier: canUploadDossier(stage, now),
  };
}

/**
 * GET /api/internship/documents/:id (getStageDocumentByID): a published document of the student's
 * stage; 404 `internship.documentNotFound` for anyone else's, an unpublished one or one without a
 * file ("Document not found or empty."), 503 `internship.documentDownloadFailed` when the store fails.
 */
export async function openStageDocument(
  deps: { db: Db; storage: FileStorage },
  subject: AccessSubject,
  documentId: string,
): Promise<DocumentDownload> {
  const enrolment = acceptedCourseEnrolment(subject);
  const document = await findOwnPublishedDocument(deps.db, documentId, enrolment.id);
  if (!document?.storageKey) throw documentNotFound();
  const file = await deps.storage.get(document.storageKey).catch(() => {
    throw new AppError(503, 'internship.documentDownloadFailed', 'Impossibile scaricare il documento.');
  });
  if (!file) throw documentNotFound();
  return {
    file,
    fileName: document.fileName ?? `${document.name}.pdf`,
    contentType: document.contentType ?? 'application/octet-stream',
  };
}

// ---------------------------------------------------------------------------------------------
// The forms

/**
 * The answers checked by the survey engine (`answersSchema` of the definition): 400
 * `request.invalid` with the engine's code at each answer's path (`answers.<field>`), else the
 * answers as the engine holds them.
 */
export function checkedAnswers(
  definition: SurveyDefinition,
  answers: Record<string, unknown>,
): SurveyAnswers {
  const parsed = answersSchema(definition).safeParse(answers);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[['answers', ...issue.path].join('.')] ??= issue.message;
  throw new AppError(400, 'request.invalid', 'Some answers cannot be accepted', fields);
}

/** PUT /api/internship/forms/:form/draft: the answers being typed, while the form is editable. */
export async function saveDraft(
  db: Db,
  subject: AccessSubject,
  survey: StageSurvey,
  answers: Record<string, unknown>,
): Promise<SurveyDraftResponse> {
  const stage = await ownStage(db, subject);
  assertEditable(stage, survey);
  const definition = await surveyDefinition(db, stage.enrolmentId, survey);
  if (!definition) throw surveyUnavailable();
  if (JSON.stringify(answers).length > SURVEY_DRAFT_MAX_CHARS)
    throw new AppError(413, 'internship.draftTooLarge', 'The draft is too large');
  // A draft may be incomplete, but only of the form's own questions.
  const names = new Set(answerableFields(definition).map((field) => field.fieldName));
  const unknown = Object.keys(answers).filter((name) => !names.has(name));
  if (unknown.length > 0)
    throw new AppError(
      400,
      'request.invalid',
      'The draft answers questions the form does not ask',
      Object.fromEntries(unknown.map((name) => [`answers.${name}`, 'survey.unknownField'])),
    );

  const saved = await db.transaction(async (tx) => {
    const row = await lockStage(tx, stage.id);
    if (!row) throw noStage();
    assertEditable(row, survey);
    return upsertDraft(tx, row.id, survey, answers);
  });
  return { form: survey, ...draftView(saved) };
}

/**
 * POST /api/internship/forms/:form (updatePreferenzeStage): the answers checked by the survey
 * engine (`answersSchema` of the edition's definition: unknown fields, values outside the options,
 * control characters… refused with a code per field, nothing stored), then, under the stage row's
 * lock, the form must still be editable (`isSurveyEditable`); the saved and formatted texts and the
 * completed flag are written by a conditional update (mid and end surveys: only while not
 * completed, so of two submits at once one is stored and the other is 409), and the draft is
 * deleted. Answers the whole internship.
 */
export async function submitSurvey(
  db: Db,
  subject: AccessSubject,
  survey: StageSurvey,
  answers: Record<string, unknown>,
  now = new Date(),
): Promise<InternshipResponse> {
  const stage = await ownStage(db, subject);
  assertEditable(stage, survey);
  const definition = await surveyDefinition(db, stage.enrolmentId, survey);
  if (!definition) throw surveyUnavailable();
  const checked = checkedAnswers(definition, answers);
  const texts = {
    text: serializeAnswers(definition, checked),
    formatted: formatAnswers(definition, checked),
  };

  await db.transaction(async (tx) => {
    const row = await lockStage(tx, stage.id);
    if (!row) throw noStage();
    assertEditable(row, survey);
    if (!(await storeSurvey(tx, row.id, survey, texts)))
      throw new AppError(409, 'internship.surveyCompleted', 'This form has already been sent');
    await deleteDraft(tx, row.id, survey);
  });
  return getInternship(db, subject, now);
}

// ---------------------------------------------------------------------------------------------
// The dossier

/** 409 unless the dossier may be uploaded now (`canUploadDossier`): locked, or its section not shown. */
function assertDossierOpen(row: StageRow, now: Date) {
  if (canUploadDossier(row, now)) return;
  if (isDossierUploadLocked(row.examStartDate, now))
    throw new AppError(409, 'internship.dossierLocked', 'The exam has started: the dossier is locked');
  throw new AppError(409, 'internship.dossierNotOpen', 'The End of Stage section is not open');
}

/** `checkUpload` with the dossier's types, its refusals told in the stage's texts (decision 45). */
function checkDossier(body: DossierUploadBody) {
  try {
    return checkUpload(body, DOSSIER_FILE_TYPES);
  } catch (err) {
    if (err instanceof AppError) {
      const message = dossierUploadMessage(err.code as UploadRefusal);
      if (message) throw new AppError(err.status, err.code, message, err.fields);
    }
    throw err;
  }
}

/**
 * PUT /api/internship/dossier: the internship dossier, through the one upload path. Refused before
 * anything is stored when the section is not open or the exam has started; the file is stored
 * before the stage row's lock, the rule checked again under it, the old file deleted after the commit.
 */
export async function uploadDossier(
  deps: UploadDeps,
  subject: AccessSubject,
  body: DossierUploadBody,
  now = new Date(),
): Promise<InternshipResponse> {
  const stage = await ownStage(deps.db, subject);
  assertDossierOpen(stage, now);
  const file = checkDossier(body);
  await storeUpload(deps, file, async (tx, stored) => {
    const row = await lockStage(tx, stage.id);
    if (!row) throw noStage();
    assertDossierOpen(row, now);
    await setDossier(tx, row.id, stored);
    return { saved: row.id, replacedKey: row.dossierStorageKey };
  });
  return getInternship(deps.db, subject, now);
}
