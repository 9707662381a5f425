import type { ExamType, ThesisFileKind } from '@school/domain/thesis/thesis';
import { and, asc, count, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  enrolments,
  type ThesisCatalogueItemRow,
  type ThesisConditionsRow,
  type ThesisDishLineRow,
  type ThesisDishRow,
  type ThesisRow,
  theses,
  thesisCatalogueItems,
  thesisConditions,
  thesisDishes,
  thesisDishLines,
} from '../../db/schema/index.ts';
import type { StoredUpload } from '../../lib/uploads.ts';

/** The theses, their dishes and lines, the conditions and the catalogue. */

/** The course edition of an enrolment (its product code), null without one. */
export async function enrolmentEdition(db: DbOrTx, enrolmentId: string): Promise<string | null> {
  const [row] = await db
    .select({ productCode: enrolments.productCode })
    .from(enrolments)
    .where(eq(enrolments.id, enrolmentId));
  return row?.productCode ?? null;
}

/** How many exams (condition rows) the course edition sets: "the course edition has exactly one thesis". */
export async function editionThesisCount(db: DbOrTx, productCode: string | null): Promise<number> {
  if (!productCode) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(thesisConditions)
    .where(eq(thesisConditions.productCode, productCode));
  return row?.n ?? 0;
}

export async function findConditions(
  db: DbOrTx,
  productCode: string | null,
  examType: ExamType,
): Promise<ThesisConditionsRow | null> {
  if (!productCode) return null;
  const [row] = await db
    .select()
    .from(thesisConditions)
    .where(and(eq(thesisConditions.productCode, productCode), eq(thesisConditions.examType, examType)));
  return row ?? null;
}

export async function findThesis(
  db: DbOrTx,
  enrolmentId: string,
  examType: ExamType,
): Promise<ThesisRow | null> {
  const [row] = await db
    .select()
    .from(theses)
    .where(and(eq(theses.enrolmentId, enrolmentId), eq(theses.examType, examType)));
  return row ?? null;
}

/** Creates the thesis unless it exists (the unique index decides between two first reads). */
export async function insertThesisIfMissing(
  db: DbOrTx,
  values: { enrolmentId: string; examType: ExamType; name: string },
): Promise<void> {
  await db.insert(theses).values(values).onConflictDoNothing();
}

/** The thesis row under `for update`: every change of its dishes takes it first. */
export async function lockThesis(db: DbOrTx, thesisId: string): Promise<ThesisRow | null> {
  const [row] = await db.select().from(theses).where(eq(theses.id, thesisId)).for('update');
  return row ?? null;
}

/** A dish of one of the enrolment's theses (another student's dish is not found). */
export async function findOwnDish(
  db: DbOrTx,
  dishId: string,
  enrolmentId: string,
): Promise<{ dish: ThesisDishRow; thesis: ThesisRow } | null> {
  const [row] = await db
    .select({ dish: thesisDishes, thesis: theses })
    .from(thesisDishes)
    .innerJoin(theses, eq(theses.id, thesisDishes.thesisId))
    .where(and(eq(thesisDishes.id, dishId), eq(theses.enrolmentId, enrolmentId)));
  return row ?? null;
}

export async function listDishes(db: DbOrTx, thesisId: string): Promise<ThesisDishRow[]> {
  return db
    .select()
    .from(thesisDishes)
    .where(eq(thesisDishes.thesisId, thesisId))
    .orderBy(asc(thesisDishes.position), asc(thesisDishes.createdAt), asc(thesisDishes.id));
}

export type LineWithItem = { line: ThesisDishLineRow; item: ThesisCatalogueItemRow | null };

/** The lines of one dish as stored, in order. */
export async function listDishLines(db: DbOrTx, dishId: string): Promise<ThesisDishLineRow[]> {
  return db
    .select()
    .from(thesisDishLines)
    .where(eq(thesisDishLines.dishId, dishId))
    .orderBy(asc(thesisDishLines.position));
}

/** Every line of the thesis's dishes (or all but one dish's) with its catalogue item, in order. */
export async function listLines(
  db: DbOrTx,
  thesisId: string,
  options: { exceptDishId?: string } = {},
): Promise<LineWithItem[]> {
  return db
    .select({ line: thesisDishLines, item: thesisCatalogueItems })
    .from(thesisDishLines)
    .innerJoin(thesisDishes, eq(thesisDishes.id, thesisDishLines.dishId))
    .leftJoin(thesisCatalogueItems, eq(thesisCatalogueItems.id, thesisDishLines.catalogueItemId))
    .where(
      and(
        eq(thesisDishes.thesisId, thesisId),
        options.exceptDishId ? ne(thesisDishes.id, options.exceptDishId) : undefined,
      ),
    )
    .orderBy(asc(thesisDishLines.dishId), asc(thesisDishLines.position));
}

export async function catalogueItemsByIds(db: DbOrTx, ids: string[]): Promise<ThesisCatalogueItemRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(thesisCatalogueItems).where(inArray(thesisCatalogueItems.id, ids));
}

export async function dishCountAndLastPosition(
  db: DbOrTx,
  thesisId: string,
): Promise<{ count: number; lastPosition: number }> {
  const [row] = await db
    .select({ n: count(), last: max(thesisDishes.position) })
    .from(thesisDishes)
    .where(eq(thesisDishes.thesisId, thesisId));
  return { count: row?.n ?? 0, lastPosition: row?.last ?? 0 };
}

export async function insertDishes(
  db: DbOrTx,
  thesisId: string,
  dishes: { name: string; order: number }[],
): Promise<void> {
  if (dishes.length === 0) return;
  await db.insert(thesisDishes).values(dishes.map((d) => ({ thesisId, name: d.name, position: d.order })));
}

export async function updateDish(
  db: DbOrTx,
  dishId: string,
  values: Omit<typeof thesisDishes.$inferInsert, 'id' | 'thesisId' | 'position' | 'createdAt'>,
): Promise<void> {
  await db
    .update(thesisDishes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(thesisDishes.id, dishId));
}

/** Replaces the dish's lines with these, in their order. */
export async function replaceLines(
  db: DbOrTx,
  dishId: string,
  lines: Omit<typeof thesisDishLines.$inferInsert, 'id' | 'dishId' | 'position'>[],
): Promise<void> {
  await db.delete(thesisDishLines).where(eq(thesisDishLines.dishId, dishId));
  if (lines.length === 0) return;
  await db.insert(thesisDishLines).values(lines.map((line, i) => ({ ...line, dishId, position: i + 1 })));
}

export async function deleteDish(db: DbOrTx, dishId: string): Promise<void> {
  await db.delete(thesisDishes).where(eq(thesisDishes.id, dishId));
}

/** The columns of each file of a thesis: the thesis file and the dossier. */
const FILE_COLUMNS = {
  thesis: {
    storageKey: 'thesisFileStorageKey',
    fileName: 'thesisFileName',
    contentType: 'thesisFileContentType',
    size: 'thesisFileSize',
    uploadedAt: 'thesisFileUploadedAt',
  },
  dossier: {
    storageKey: 'dossierStorageKey',
    fileName: 'dossierFileName',
    contentType: 'dossierContentType',
    size: 'dossierSize',
    uploadedAt: 'dossierUploadedAt',
  },
} as const satisfies Record<ThesisFileKind, Record<string, keyof ThesisRow>>;

export type ThesisFileRecord = {
  storageKey: string;
  fileName: string;
  contentType: string | null;
  size: number;
  uploadedAt: Date;
};

/** A thesis's stored file of a kind, or null when none was uploaded. */
export function thesisFileOf(thesis: ThesisRow, kind: ThesisFileKind): ThesisFileRecord | null {
  const columns = FILE_COLUMNS[kind];
  const storageKey = thesis[columns.storageKey];
  const fileName = thesis[columns.fileName];
  const uploadedAt = thesis[columns.uploadedAt];
  if (!storageKey || !fileName || !uploadedAt) return null;
  return {
    storageKey,
    fileName,
    contentType: thesis[columns.contentType],
    size: thesis[columns.size] ?? 0,
    uploadedAt,
  };
}

/** Records a stored file as the thesis's file of a kind (replacing the one before). */
export async function setThesisFile(
  db: DbOrTx,
  thesisId: string,
  kind: ThesisFileKind,
  stored: StoredUpload,
): Promise<void> {
  const columns = FILE_COLUMNS[kind];
  await db
    .update(theses)
    .set({
      [columns.storageKey]: stored.storageKey,
      [columns.fileName]: stored.fileName,
      [columns.contentType]: stored.contentType,
      [columns.size]: stored.size,
      [columns.uploadedAt]: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(theses.id, thesisId));
}
