import type { ListCatalogueQuery } from '@school/domain/thesis/contracts/staff-thesis';
import type { CatalogueKind } from '@school/domain/thesis/contracts/thesis';
import type { ExamType } from '@school/domain/thesis/thesis';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, windowTotal } from '../../db/list-page.ts';
import { containsPattern } from '../../db/people-search.ts';
import {
  type CourseEditionRow,
  courseEditions,
  enrolments,
  type ThesisCatalogueItemRow,
  type ThesisConditionsRow,
  theses,
  thesisCatalogueItems,
  thesisConditions,
  thesisDishes,
  thesisDishLines,
  users,
} from '../../db/schema/index.ts';
import type { LineWithItem } from './thesis.repository.ts';

/** The thesis as staff keep it: the conditions of each edition and exam, the catalogue, the theses. */

export async function findEdition(db: DbOrTx, productCode: string): Promise<CourseEditionRow | null> {
  const [row] = await db.select().from(courseEditions).where(eq(courseEditions.productCode, productCode));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Conditions

export async function listEditionConditions(db: DbOrTx, productCode: string): Promise<ThesisConditionsRow[]> {
  return db.select().from(thesisConditions).where(eq(thesisConditions.productCode, productCode));
}

/** The conditions of the edition and exam, locked for a change (null: none yet). */
export async function lockConditions(
  db: DbOrTx,
  productCode: string,
  examType: ExamType,
): Promise<ThesisConditionsRow | null> {
  const [row] = await db
    .select()
    .from(thesisConditions)
    .where(and(eq(thesisConditions.productCode, productCode), eq(thesisConditions.examType, examType)))
    .for('update');
  return row ?? null;
}

type ConditionsValues = Omit<
  typeof thesisConditions.$inferInsert,
  'id' | 'productCode' | 'examType' | 'createdAt' | 'updatedAt'
>;

/** Inserts the conditions; null when another change created them first (the unique index decides). */
export async function insertConditions(
  db: DbOrTx,
  productCode: string,
  examType: ExamType,
  values: ConditionsValues,
): Promise<ThesisConditionsRow | null> {
  const [row] = await db
    .insert(thesisConditions)
    .values({ productCode, examType, ...values })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateConditions(
  db: DbOrTx,
  id: string,
  values: ConditionsValues,
): Promise<ThesisConditionsRow> {
  const [row] = await db
    .update(thesisConditions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(thesisConditions.id, id))
    .returning();
  if (!row) throw new Error('conditions vanished under their lock');
  return row;
}

/** How many theses each exam of the edition has (its course enrolments' theses). */
export async function thesisCounts(db: DbOrTx, productCode: string): Promise<Map<ExamType, number>> {
  const rows = await db
    .select({ examType: theses.examType, n: count() })
    .from(theses)
    .innerJoin(enrolments, eq(enrolments.id, theses.enrolmentId))
    .where(eq(enrolments.productCode, productCode))
    .groupBy(theses.examType);
  return new Map(rows.map((r) => [r.examType, r.n]));
}

// ---------------------------------------------------------------------------------------------
// Theses

const studentColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  registrationNumber: users.registrationNumber,
};

/** The theses of the exam of the edition's course enrolments, each with its student and dish count. */
export async function listTheses(db: DbOrTx, productCode: string, examType: ExamType) {
  const dishCount =
    sql<number>`(select count(*) from thesis_dishes d where d.thesis_id = ${theses.id})`.mapWith(Number);
  return db
    .select({ thesis: theses, student: studentColumns, dishCount })
    .from(theses)
    .innerJoin(enrolments, eq(enrolments.id, theses.enrolmentId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(eq(enrolments.productCode, productCode), eq(theses.examType, examType)))
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(theses.id));
}

/**
 * Every line of every dish of the exam's theses of the edition, with its catalogue item and its
 * thesis: one statement for the whole list (the totals and the shopping list are computed from it).
 */
export async function listExamLines(
  db: DbOrTx,
  productCode: string,
  examType: ExamType,
): Promise<(LineWithItem & { thesisId: string })[]> {
  return db
    .select({ line: thesisDishLines, item: thesisCatalogueItems, thesisId: theses.id })
    .from(thesisDishLines)
    .innerJoin(thesisDishes, eq(thesisDishes.id, thesisDishLines.dishId))
    .innerJoin(theses, eq(theses.id, thesisDishes.thesisId))
    .innerJoin(enrolments, eq(enrolments.id, theses.enrolmentId))
    .leftJoin(thesisCatalogueItems, eq(thesisCatalogueItems.id, thesisDishLines.catalogueItemId))
    .where(and(eq(enrolments.productCode, productCode), eq(theses.examType, examType)))
    .orderBy(asc(thesisDishLines.dishId), asc(thesisDishLines.position));
}

/** A thesis with its student and its enrolment's edition (null: no such thesis). */
export async function findThesisWithStudent(db: DbOrTx, thesisId: string) {
  const [row] = await db
    .select({ thesis: theses, student: studentColumns, productCode: enrolments.productCode })
    .from(theses)
    .innerJoin(enrolments, eq(enrolments.id, theses.enrolmentId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(eq(theses.id, thesisId));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Catalogue

const itemId = sql.raw('"thesis_catalogue_items"."id"');

/** Dish lines using the item (the index on the lines' item answers it). */
const lineCount =
  sql<number>`(select count(*) from thesis_dish_lines l where l.catalogue_item_id = ${itemId})`.mapWith(
    Number,
  );

function catalogueFilter(query: ListCatalogueQuery): SQL | undefined {
  const search = query.search ? containsPattern(query.search) : null;
  return and(
    query.kind ? eq(thesisCatalogueItems.kind, query.kind) : undefined,
    query.category ? eq(thesisCatalogueItems.category, query.category) : undefined,
    query.status ? eq(thesisCatalogueItems.active, query.status === 'active') : undefined,
    search
      ? or(ilike(thesisCatalogueItems.name, search), ilike(thesisCatalogueItems.code, search))
      : undefined,
  );
}

/**
 * One page of the catalogue by kind, category and name, each item with its dish lines' count, and
 * the number of items the filter finds (a window count): one statement per page.
 */
export async function listCataloguePage(db: DbOrTx, query: ListCatalogueQuery) {
  const where = catalogueFilter(query);
  return listPage(
    db,
    query,
    ({ limit, offset }) =>
      db
        .select({ item: thesisCatalogueItems, lineCount, total: windowTotal })
        .from(thesisCatalogueItems)
        .where(where)
        // Ingredients first ('ingredient' sorts after 'equipment'), then by category and name.
        .orderBy(
          desc(thesisCatalogueItems.kind),
          asc(thesisCatalogueItems.category),
          asc(thesisCatalogueItems.name),
          asc(thesisCatalogueItems.id),
        )
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(thesisCatalogueItems).where(where),
    JSON.stringify(['thesis.catalogue', query]),
  );
}

/** The categories in use, of a kind or all, in order. */
export async function listCatalogueCategories(
  db: DbOrTx,
  kind: CatalogueKind | undefined,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: thesisCatalogueItems.category })
    .from(thesisCatalogueItems)
    .where(kind ? eq(thesisCatalogueItems.kind, kind) : undefined)
    .orderBy(asc(thesisCatalogueItems.category))
    .limit(500);
  return rows.map((r) => r.category);
}

export async function findCatalogueItem(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ item: thesisCatalogueItems, lineCount })
    .from(thesisCatalogueItems)
    .where(eq(thesisCatalogueItems.id, id));
  return row ?? null;
}

export async function lockCatalogueItem(db: DbOrTx, id: string): Promise<ThesisCatalogueItemRow | null> {
  const [row] = await db
    .select()
    .from(thesisCatalogueItems)
    .where(eq(thesisCatalogueItems.id, id))
    .for('update');
  return row ?? null;
}

/** The kinds and units the dish lines of the item use (what a change must keep). */
export async function usesOfItem(db: DbOrTx, id: string): Promise<{ kind: CatalogueKind; unit: string }[]> {
  return db
    .selectDistinct({ kind: thesisDishLines.kind, unit: thesisDishLines.unit })
    .from(thesisDishLines)
    .where(eq(thesisDishLines.catalogueItemId, id));
}

type ItemValues = Omit<typeof thesisCatalogueItems.$inferInsert, 'id' | 'createdAt'>;

/** Inserts an item; null when its code is taken (the unique index decides). */
export async function insertCatalogueItem(
  db: DbOrTx,
  values: ItemValues,
): Promise<ThesisCatalogueItemRow | null> {
  const [row] = await db
    .insert(thesisCatalogueItems)
    .values(values)
    .onConflictDoNothing({ target: thesisCatalogueItems.code })
    .returning();
  return row ?? null;
}

/** Another item has this code. */
export async function codeTakenByOther(db: DbOrTx, code: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: thesisCatalogueItems.id })
    .from(thesisCatalogueItems)
    .where(and(eq(thesisCatalogueItems.code, code), sql`${thesisCatalogueItems.id} <> ${id}`));
  return row !== undefined;
}

export async function updateCatalogueItem(
  db: DbOrTx,
  id: string,
  values: Partial<ItemValues>,
): Promise<ThesisCatalogueItemRow> {
  const [row] = await db
    .update(thesisCatalogueItems)
    .set(values)
    .where(eq(thesisCatalogueItems.id, id))
    .returning();
  if (!row) throw new Error('catalogue item vanished under its lock');
  return row;
}

export async function deleteConditions(db: DbOrTx, id: string): Promise<void> {
  await db.delete(thesisConditions).where(eq(thesisConditions.id, id));
}

export async function deleteCatalogueItem(db: DbOrTx, id: string): Promise<void> {
  await db.delete(thesisCatalogueItems).where(eq(thesisCatalogueItems.id, id));
}
