import { asc, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type InstituteRow, institutes } from '../../db/schema/index.ts';

/** The reference module's queries: the institutes table. */

export async function listInstitutes(db: DbOrTx): Promise<InstituteRow[]> {
  return db.select().from(institutes).orderBy(asc(institutes.name), asc(institutes.code));
}

/** Inserts or updates institutes by code; answers how many rows were new. */
export async function upsertInstitutes(
  db: DbOrTx,
  rows: ReadonlyArray<Omit<typeof institutes.$inferInsert, 'updatedAt'>>,
  now: Date,
): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500).map((row) => ({ ...row, updatedAt: now }));
    const result = await db
      .insert(institutes)
      .values(chunk)
      .onConflictDoUpdate({
        target: institutes.code,
        set: {
          name: sql`excluded.name`,
          city: sql`excluded.city`,
          province: sql`excluded.province`,
          region: sql`excluded.region`,
          type: sql`excluded.type`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      // xmax is 0 on a freshly inserted row version.
      .returning({ isNew: sql<boolean>`(xmax = 0)` });
    inserted += result.filter((r) => r.isNew).length;
  }
  return { inserted, updated: rows.length - inserted };
}

/** Removes the institutes whose code is not in `codes` (an import of the whole registry). */
export async function deleteInstitutesExcept(db: DbOrTx, codes: readonly string[]): Promise<number> {
  const rows =
    codes.length === 0
      ? await db.delete(institutes).returning({ code: institutes.code })
      : await db
          .delete(institutes)
          .where(notInArray(institutes.code, [...codes]))
          .returning({ code: institutes.code });
  return rows.length;
}
