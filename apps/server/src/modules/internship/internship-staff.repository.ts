import type { ListStagesQuery } from '@school/domain/internship/contracts/staff-internship';
import type { StageSurvey } from '@school/domain/internship/stage';
import { STAGE_STATUS } from '@school/domain/internship/stage';
import { and, asc, count, countDistinct, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPage } from '../../db/list-page.ts';
import { personContact } from '../../db/people-search.ts';
import {
  type CourseEditionSurveysRow,
  courseEditionSurveys,
  courseEditions,
  enrolments,
  type StageDocumentRow,
  type StageRow,
  type StageTutorEvaluationRow,
  stageDocuments,
  stages,
  stageTutorEvaluations,
  users,
} from '../../db/schema/index.ts';
import { SURVEY_COLUMNS } from './internship.repository.ts';

/** The stages, their documents, the editions' definitions and the tutors' evaluations as staff keep them. */

const student = personContact;

// ---------------------------------------------------------------------------------------------
// Editions and the board

/** The course editions that have course enrolments, with how many and how many have a stage. */
export async function listEditions(db: DbOrTx) {
  return db
    .select({
      productCode: courseEditions.productCode,
      courseName: courseEditions.courseName,
      editionName: courseEditions.editionName,
      startsOn: courseEditions.startsOn,
      enrolments: countDistinct(enrolments.id),
      stages: count(stages.id),
    })
    .from(courseEditions)
    .innerJoin(
      enrolments,
      and(eq(enrolments.productCode, courseEditions.productCode), eq(enrolments.kind, 'course')),
    )
    .leftJoin(stages, eq(stages.enrolmentId, enrolments.id))
    .groupBy(courseEditions.productCode)
    .orderBy(sql`${courseEditions.startsOn} desc nulls last`, asc(courseEditions.productCode));
}

/** The status a board row shows: the stage's, or 99 without one. */
const boardStatus = sql<number>`coalesce(${stages.status}, ${STAGE_STATUS.none})`.mapWith(Number);

/**
 * One page of the edition's course enrolments by the student's name, each with its stage (one
 * statement; the enrolments by `enrolments_product_idx`), and the matches counted apart.
 */
export async function listStagesPage(db: DbOrTx, query: ListStagesQuery) {
  const where = and(
    eq(enrolments.productCode, query.edition),
    eq(enrolments.kind, 'course'),
    query.status === undefined
      ? undefined
      : query.status === STAGE_STATUS.none
        ? or(isNull(stages.id), eq(stages.status, STAGE_STATUS.none), sql`${stages.status} < 0`)
        : eq(stages.status, query.status),
  );
  return listPage(
    db,
    query,
    ({ limit, offset }) =>
      db
        .select({ enrolmentId: enrolments.id, student, stage: stages, status: boardStatus })
        .from(enrolments)
        .innerJoin(users, eq(users.id, enrolments.userId))
        .leftJoin(stages, eq(stages.enrolmentId, enrolments.id))
        .where(where)
        .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, asc(enrolments.id))
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ n: count() })
        .from(enrolments)
        .leftJoin(stages, eq(stages.enrolmentId, enrolments.id))
        .where(where),
    JSON.stringify(['internship.stages', query]),
  );
}

export async function findEnrolment(db: DbOrTx, id: string) {
  const [row] = await db.select().from(enrolments).where(eq(enrolments.id, id));
  return row ?? null;
}

/** Creates the stage of an enrolment at status 0; null when it has one (the unique index decides). */
export async function insertStage(db: DbOrTx, enrolmentId: string): Promise<StageRow | null> {
  const [row] = await db
    .insert(stages)
    .values({ enrolmentId, status: STAGE_STATUS.documents })
    .onConflictDoNothing({ target: stages.enrolmentId })
    .returning();
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// One stage

/** A stage with its student, the person's stage status and its course edition. */
export async function findStageWithStudent(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      stage: stages,
      student,
      personStageStatus: users.stageStatus,
      edition: {
        productCode: courseEditions.productCode,
        courseName: courseEditions.courseName,
        editionName: courseEditions.editionName,
      },
    })
    .from(stages)
    .innerJoin(enrolments, eq(enrolments.id, stages.enrolmentId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .leftJoin(courseEditions, eq(courseEditions.productCode, enrolments.productCode))
    .where(eq(stages.id, id));
  return row ?? null;
}

/** The person whose course enrolment the stage is. */
export async function stageOwner(db: DbOrTx, stageId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: enrolments.userId })
    .from(stages)
    .innerJoin(enrolments, eq(enrolments.id, stages.enrolmentId))
    .where(eq(stages.id, stageId));
  return row?.userId ?? null;
}

/**
 * Sets the stage's status to `to` only while it is still `from`, the status the staff member read
 * (the conditional update two changes at once race on): the row, or null when it moved meanwhile.
 */
export async function setStageStatus(
  db: DbOrTx,
  stageId: string,
  from: number,
  to: number,
): Promise<StageRow | null> {
  const [row] = await db
    .update(stages)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(stages.id, stageId), eq(stages.status, from)))
    .returning();
  return row ?? null;
}

/** The person's `stage_status`, which the access rules (the menu) read. */
export async function setPersonStageStatus(db: DbOrTx, userId: string, status: number) {
  const [row] = await db
    .update(users)
    .set({ stageStatus: status })
    .where(eq(users.id, userId))
    .returning({ id: users.id, stageStatus: users.stageStatus });
  return row ?? null;
}

export async function updateStage(
  db: DbOrTx,
  id: string,
  values: Partial<typeof stages.$inferInsert>,
): Promise<StageRow> {
  const [row] = await db
    .update(stages)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(stages.id, id))
    .returning();
  if (!row) throw new Error('stage vanished');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Documents

/** Every document a stage's student may see (its own and its edition's), published or not. */
export async function listStageDocuments(
  db: DbOrTx,
  stageId: string,
  productCode: string | null,
): Promise<StageDocumentRow[]> {
  return db
    .select()
    .from(stageDocuments)
    .where(
      productCode === null
        ? eq(stageDocuments.stageId, stageId)
        : or(eq(stageDocuments.stageId, stageId), eq(stageDocuments.productCode, productCode)),
    )
    .orderBy(asc(stageDocuments.createdAt), asc(stageDocuments.name), asc(stageDocuments.id));
}

export async function listEditionDocuments(db: DbOrTx, productCode: string): Promise<StageDocumentRow[]> {
  return db
    .select()
    .from(stageDocuments)
    .where(eq(stageDocuments.productCode, productCode))
    .orderBy(asc(stageDocuments.createdAt), asc(stageDocuments.name), asc(stageDocuments.id));
}

export async function insertDocument(
  db: DbOrTx,
  values: typeof stageDocuments.$inferInsert,
): Promise<StageDocumentRow> {
  const [row] = await db.insert(stageDocuments).values(values).returning();
  if (!row) throw new Error('document not created');
  return row;
}

export async function findDocument(db: DbOrTx, id: string): Promise<StageDocumentRow | null> {
  const [row] = await db.select().from(stageDocuments).where(eq(stageDocuments.id, id));
  return row ?? null;
}

export async function lockDocument(db: DbOrTx, id: string): Promise<StageDocumentRow | null> {
  const [row] = await db.select().from(stageDocuments).where(eq(stageDocuments.id, id)).for('update');
  return row ?? null;
}

export async function setDocumentPublished(
  db: DbOrTx,
  id: string,
  published: boolean,
): Promise<StageDocumentRow> {
  const [row] = await db
    .update(stageDocuments)
    .set({ published })
    .where(eq(stageDocuments.id, id))
    .returning();
  if (!row) throw new Error('document vanished');
  return row;
}

export async function deleteDocument(db: DbOrTx, id: string): Promise<void> {
  await db.delete(stageDocuments).where(eq(stageDocuments.id, id));
}

export async function findEdition(db: DbOrTx, productCode: string) {
  const [row] = await db.select().from(courseEditions).where(eq(courseEditions.productCode, productCode));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Survey definitions

export async function findEditionSurveys(
  db: DbOrTx,
  productCode: string,
): Promise<CourseEditionSurveysRow | null> {
  const [row] = await db
    .select()
    .from(courseEditionSurveys)
    .where(eq(courseEditionSurveys.productCode, productCode));
  return row ?? null;
}

/** The edition's definitions row, locked (created empty first when missing). */
export async function lockEditionSurveys(db: DbOrTx, productCode: string): Promise<CourseEditionSurveysRow> {
  await db.insert(courseEditionSurveys).values({ productCode }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(courseEditionSurveys)
    .where(eq(courseEditionSurveys.productCode, productCode))
    .for('update');
  if (!row) throw new Error('survey definitions vanished');
  return row;
}

export async function setEditionSurvey(
  db: DbOrTx,
  productCode: string,
  form: StageSurvey,
  definition: unknown,
): Promise<CourseEditionSurveysRow> {
  const [row] = await db
    .update(courseEditionSurveys)
    .set({ [form]: definition, updatedAt: sql`now()` })
    .where(eq(courseEditionSurveys.productCode, productCode))
    .returning();
  if (!row) throw new Error('survey definitions vanished');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Answers

/**
 * The edition's stages whose form was sent, with the student and the saved text, by name; at most
 * `limit` rows (the caller asks one more to tell a list that is too long).
 */
export async function listSentAnswers(db: DbOrTx, productCode: string, form: StageSurvey, limit: number) {
  const columns = SURVEY_COLUMNS[form];
  return db
    .select({
      stageId: stages.id,
      status: stages.status,
      student: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      saved: stages[columns.text],
    })
    .from(stages)
    .innerJoin(enrolments, eq(enrolments.id, stages.enrolmentId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(eq(enrolments.productCode, productCode), eq(stages[columns.completed], true)))
    .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, asc(stages.id))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// The tutor's evaluation

export async function findEvaluation(db: DbOrTx, stageId: string): Promise<StageTutorEvaluationRow | null> {
  const [row] = await db
    .select()
    .from(stageTutorEvaluations)
    .where(eq(stageTutorEvaluations.stageId, stageId));
  return row ?? null;
}

/**
 * Records a new link for the stage (a new token, sent now, expiring then), replacing one not yet
 * submitted; null when the evaluation was submitted (the conditional upsert refuses it).
 */
export async function upsertEvaluationLink(
  db: DbOrTx,
  values: { stageId: string; tokenHash: string; tutorEmail: string; sentBy: string; expiresAt: Date },
): Promise<StageTutorEvaluationRow | null> {
  const [row] = await db
    .insert(stageTutorEvaluations)
    .values({ ...values, sentAt: sql`now()` })
    .onConflictDoUpdate({
      target: stageTutorEvaluations.stageId,
      set: {
        tokenHash: values.tokenHash,
        tutorEmail: values.tutorEmail,
        sentBy: values.sentBy,
        sentAt: sql`now()`,
        expiresAt: values.expiresAt,
      },
      setWhere: isNull(stageTutorEvaluations.submittedAt),
    })
    .returning();
  return row ?? null;
}

/** The link of a token's hash, with its stage and student. */
export async function findEvaluationByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      evaluation: stageTutorEvaluations,
      student: { firstName: users.firstName, lastName: users.lastName },
      stage: {
        hostCompany: stages.hostCompany,
        periodFrom: stages.periodFrom,
        periodTo: stages.periodTo,
      },
    })
    .from(stageTutorEvaluations)
    .innerJoin(stages, eq(stages.id, stageTutorEvaluations.stageId))
    .innerJoin(enrolments, eq(enrolments.id, stages.enrolmentId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(eq(stageTutorEvaluations.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Stores the tutor's answers once: only while the link of this token is not submitted and not
 * expired at `now` (the conditional update two submissions at once race on). Null otherwise.
 */
export async function submitEvaluation(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
  answers: Record<string, unknown>,
  answersText: string,
): Promise<StageTutorEvaluationRow | null> {
  const [row] = await db
    .update(stageTutorEvaluations)
    .set({ submittedAt: now, answers, answersText })
    .where(
      and(
        eq(stageTutorEvaluations.tokenHash, tokenHash),
        isNull(stageTutorEvaluations.submittedAt),
        sql`${stageTutorEvaluations.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .returning();
  return row ?? null;
}
