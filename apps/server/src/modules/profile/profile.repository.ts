import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { enrolments, type NewUserRow, users } from '../../db/schema/index.ts';

export async function hasHousingEnrolment(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.kind, 'housing')))
    .limit(1);
  return row !== undefined;
}

export async function updateProfileFields(db: DbOrTx, userId: string, values: Partial<NewUserRow>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
