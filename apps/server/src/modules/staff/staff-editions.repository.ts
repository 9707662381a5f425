import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applications, type CourseEditionRow, courseEditions } from '../../db/schema/index.ts';

/** The course editions as staff keep them. */

/** Every edition with its number of applications (one statement; the count uses applications_edition_idx). */
export async function listEditionsWithCounts(db: DbOrTx) {
  return db
    .select({
      edition: courseEditions,
      // Qualified by hand: in a one-table select drizzle writes bare column names, which the
      // subquery would read as its own.
      applications:
        sql<number>`(select count(*) from applications a where coalesce(a.product_code, a.course_code) = ${sql.raw('"course_editions"."product_code"')})`.mapWith(
          Number,
        ),
    })
    .from(courseEditions)
    .orderBy(sql`${courseEditions.startsOn} desc nulls last`, asc(courseEditions.productCode));
}

export async function countEditionApplications(db: DbOrTx, productCode: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(applications)
    .where(sql`coalesce(${applications.productCode}, ${applications.courseCode}) = ${productCode}`);
  return row?.n ?? 0;
}

/** The new edition, or null when its code is taken (the primary key decides). */
export async function insertEdition(
  db: DbOrTx,
  values: typeof courseEditions.$inferInsert,
): Promise<CourseEditionRow | null> {
  const [row] = await db.insert(courseEditions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function lockEdition(db: DbOrTx, id: string): Promise<CourseEditionRow | null> {
  const [row] = await db.select().from(courseEditions).where(eq(courseEditions.id, id)).for('update');
  return row ?? null;
}

export async function updateEdition(
  db: DbOrTx,
  id: string,
  values: Partial<typeof courseEditions.$inferInsert>,
): Promise<CourseEditionRow> {
  const [row] = await db
    .update(courseEditions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(courseEditions.id, id))
    .returning();
  if (!row) throw new Error('edition vanished');
  return row;
}
