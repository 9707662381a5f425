import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

/** What a person is told under the navbar bell: a title and one sentence, in their language. */
export interface NotificationMessage {
  title: string;
  body: string;
}

/**
 * Tells a person something in the app (the bell's list). Call it inside the transaction of the
 * change it tells of, with that transaction's handle: a change rolled back tells nothing. The one
 * way a feature notifies a person (push will go out from these same notifications).
 */
export async function notifyUser(db: DbOrTx, userId: string, message: NotificationMessage): Promise<void> {
  await db.insert(notifications).values({ userId, title: message.title, body: message.body });
}

export async function listForUser(db: DbOrTx, userId: string, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's own notifications read; false when it is not theirs or not there. */
export async function markRead(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}
