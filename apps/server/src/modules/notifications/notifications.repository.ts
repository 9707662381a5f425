import {
  channelOffered,
  isNotificationKind,
  type KindPreference,
  NOTIFICATION_CHANNELS,
  resolvePreferences,
} from '@school/domain/notifications/kinds';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notificationPreferences, notifications } from '../../db/schema/index.ts';

export async function listForUser(db: DbOrTx, userId: string, page: number, pageSize: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function countForUser(db: DbOrTx, userId: string): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({
      total: count(),
      unread: count(notifications.readAt).as('read'),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const total = row?.total ?? 0;
  return { total, unread: total - (row?.unread ?? 0) };
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

/** Marks every unread notification of the user read; returns how many. */
export async function markAllRead(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function readPreferences(db: DbOrTx, userId: string): Promise<KindPreference[]> {
  const stored = await db
    .select({
      kind: notificationPreferences.kind,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return resolvePreferences(stored);
}

/** Stores the choices given (the kinds left out keep theirs), one upsert per channel offered. */
export async function writePreferences(db: DbOrTx, userId: string, preferences: readonly KindPreference[]) {
  const rows = preferences.flatMap((p) =>
    NOTIFICATION_CHANNELS.filter((channel) => isNotificationKind(p.kind) && channelOffered(p.kind, channel))
      .map((channel) => ({ channel, enabled: p[channel] }))
      .filter(
        (c): c is { channel: (typeof NOTIFICATION_CHANNELS)[number]; enabled: boolean } => c.enabled !== null,
      )
      .map((c) => ({ userId, kind: p.kind, channel: c.channel, enabled: c.enabled, updatedAt: new Date() })),
  );
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`excluded.updated_at` },
    });
}
