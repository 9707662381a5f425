import type { StageSurvey } from '@school/domain/internship/stage';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  courseEditionSurveys,
  enrolments,
  type StageDocumentRow,
  type StageRow,
  type StageSurveyDraftRow,
  stageDocuments,
  stageSurveyDrafts,
  stages,
} from '../../db/schema/index.ts';
import type { StoredUpload } from '../../lib/uploads.ts';

/** The stages, their documents, the editions' survey definitions and the drafts. */

/** The columns each form writes: its completed flag and its saved and formatted texts. */
export const SURVEY_COLUMNS = {
  preferences: {
    completed: 'preferencesCompleted',
    text: 'preferencesAnswers',
    formatted: 'preferencesAnswersFormatted',
  },
  midSurvey: {
    completed: 'midSurveyCompleted',
    text: 'midSurveyAnswers',
    formatted: 'midSurveyAnswersFormatted',
  },
  endSurvey: {
    completed: 'endSurveyCompleted',
    text: 'endSurveyAnswers',
    formatted: 'endSurveyAnswersFormatted',
  },
} as const satisfies Record<
  StageSurvey,
  { completed: keyof StageRow; text: keyof StageRow; formatted: keyof StageRow }
>;

export async function findStage(db: DbOrTx, enrolmentId: string): Promise<StageRow | null> {
  const [row] = await db.select().from(stages).where(eq(stages.enrolmentId, enrolmentId));
  return row ?? null;
}

/** The stage row under `for update`: every change of the stage takes it first. */
export async function lockStage(db: DbOrTx, stageId: string): Promise<StageRow | null> {
  const [row] = await db.select().from(stages).where(eq(stages.id, stageId)).for('update');
  return row ?? null;
}

/** The survey definitions of the enrolment's course edition (null without an edition or a row). */
export async function editionSurveys(
  db: DbOrTx,
  enrolmentId: string,
): Promise<Record<StageSurvey, unknown> | null> {
  const [row] = await db
    .select({
      preferences: courseEditionSurveys.preferences,
      midSurvey: courseEditionSurveys.midSurvey,
      endSurvey: courseEditionSurveys.endSurvey,
    })
    .from(enrolments)
    .innerJoin(courseEditionSurveys, eq(courseEditionSurveys.productCode, enrolments.productCode))
    .where(eq(enrolments.id, enrolmentId));
  return row ?? null;
}

/**
 * The published documents the stage's student sees: the stage's own and those of its enrolment's
 * course edition.
 */
export async function listPublishedDocuments(db: DbOrTx, stage: StageRow): Promise<StageDocumentRow[]> {
  const edition = db
    .select({ productCode: enrolments.productCode })
    .from(enrolments)
    .where(eq(enrolments.id, stage.enrolmentId));
  return db
    .select()
    .from(stageDocuments)
    .where(
      and(
        eq(stageDocuments.published, true),
        or(eq(stageDocuments.stageId, stage.id), inArray(stageDocuments.productCode, edition)),
      ),
    )
    .orderBy(asc(stageDocuments.createdAt), asc(stageDocuments.name), asc(stageDocuments.id));
}

/**
 * A published document of the enrolment's stage or of its course edition (anyone else's, or an
 * unpublished one, is not found).
 */
export async function findOwnPublishedDocument(
  db: DbOrTx,
  documentId: string,
  enrolmentId: string,
): Promise<StageDocumentRow | null> {
  const [row] = await db
    .select({ document: stageDocuments })
    .from(stageDocuments)
    .innerJoin(enrolments, eq(enrolments.id, enrolmentId))
    .leftJoin(stages, eq(stages.enrolmentId, enrolments.id))
    .where(
      and(
        eq(stageDocuments.id, documentId),
        eq(stageDocuments.published, true),
        or(eq(stageDocuments.stageId, stages.id), eq(stageDocuments.productCode, enrolments.productCode)),
      ),
    );
  return row?.document ?? null;
}

export async function listDrafts(db: DbOrTx, stageId: string): Promise<StageSurveyDraftRow[]> {
  return db.select().from(stageSurveyDrafts).where(eq(stageSurveyDrafts.stageId, stageId));
}

/** Inserts or replaces the form's draft. */
export async function upsertDraft(
  db: DbOrTx,
  stageId: string,
  survey: StageSurvey,
  answers: Record<string, unknown>,
): Promise<StageSurveyDraftRow> {
  const [row] = await db
    .insert(stageSurveyDrafts)
    .values({ stageId, survey, answers })
    .onConflictDoUpdate({
      target: [stageSurveyDrafts.stageId, stageSurveyDrafts.survey],
      set: { answers, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('draft not saved');
  return row;
}

export async function deleteDraft(db: DbOrTx, stageId: string, survey: StageSurvey): Promise<void> {
  await db
    .delete(stageSurveyDrafts)
    .where(and(eq(stageSurveyDrafts.stageId, stageId), eq(stageSurveyDrafts.survey, survey)));
}

/**
 * Stores a form's texts and sets its completed flag. The mid and end surveys only while their flag
 * is still false (the conditional update two submits at once race on: one row, then none); the
 * preferences may be sent again. Answers whether the row was written.
 */
export async function storeSurvey(
  db: DbOrTx,
  stageId: string,
  survey: StageSurvey,
  texts: { text: string; formatted: string },
): Promise<boolean> {
  const columns = SURVEY_COLUMNS[survey];
  const rows = await db
    .update(stages)
    .set({
      [columns.completed]: true,
      [columns.text]: texts.text,
      [columns.formatted]: texts.formatted,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(stages.id, stageId),
        survey === 'preferences' ? undefined : eq(stages[columns.completed], false),
      ),
    )
    .returning({ id: stages.id });
  return rows.length > 0;
}

export async function setDossier(db: DbOrTx, stageId: string, stored: StoredUpload): Promise<void> {
  await db
    .update(stages)
    .set({
      dossierStorageKey: stored.storageKey,
      dossierFileName: stored.fileName,
      dossierContentType: stored.contentType,
      dossierSize: stored.size,
      dossierUploadedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(stages.id, stageId));
}
