import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, instant, instantNow, recordId } from './columns.ts';
import { users } from './users.ts';

/** In-app notifications shown under the navbar bell (and what push and mail tell of). */
export const notifications = pgTable(
  'notifications',
  {
    id: recordId(),
    userId: belongsTo(() => users.id),
    /** One of NOTIFICATION_KINDS (packages/domain/src/notifications/kinds.ts). */
    kind: text().notNull().default('school'),
    title: text().notNull(),
    body: text().notNull(),
    /** The page of the app it is about (a same-origin path), or null. */
    url: text(),
    readAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** A person's choice for one kind and channel; a channel without a row is on (decision 51). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: belongsTo(() => users.id),
    kind: text().notNull(),
    channel: text({ enum: ['inApp', 'push', 'mail'] }).notNull(),
    enabled: boolean().notNull(),
    updatedAt: instantNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);

/** A browser's push subscription (one per endpoint), belonging to the person who made it last. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: recordId(),
    userId: belongsTo(() => users.id),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** The browser's own expiry of the subscription, when it gave one. */
    expiresAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * The VAPID key pair the pushes are signed with: generated once, at the first need, and kept
 * here (one row); VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY win when set.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: smallint().primaryKey().default(1),
    publicKey: text().notNull(),
    privateKey: text().notNull(),
    createdAt: instantNow(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 1`)],
);

/** A notification the secretariat sent to a group; its batches move `cursor` forward. */
export const notificationBroadcasts = pgTable('notification_broadcasts', {
  id: recordId(),
  createdBy: belongsTo(() => users.id),
  /** `{ kind: 'edition', editionId }` or `{ kind: 'category', category }`. */
  audience: jsonb().notNull(),
  title: text().notNull(),
  body: text().notNull(),
  url: text(),
  recipients: integer().notNull(),
  reached: integer().notNull().default(0),
  /** The last user id reached (recipients are taken in the order of their ids); null before the first batch. */
  cursor: uuid(),
  finishedAt: instant(),
  createdAt: instantNow(),
});

/**
 * The weekly survey of a student (specification 000: getOpenFeedbacks; decision 52): opened by the
 * weekly job on day 5 of the week, answered once, closed when the next week's opens.
 */
export const weeklyFeedbacks = pgTable(
  'weekly_feedbacks',
  {
    id: recordId(),
    userId: belongsTo(() => users.id),
    /** The Monday of the week (YYYY-MM-DD). */
    weekStart: text().notNull(),
    openedAt: instantNow(),
    /** The answers as the survey engine saves them ("fieldName:value;…"). */
    answers: text(),
    submittedAt: instant(),
    closedAt: instant(),
  },
  (t) => [
    uniqueIndex('weekly_feedbacks_user_week_key').on(t.userId, t.weekStart),
    index('weekly_feedbacks_open_idx')
      .on(t.userId)
      .where(sql`${t.submittedAt} is null and ${t.closedAt} is null`),
  ],
);

/** Our own analytics: allow-listed event names only (ANALYTICS_EVENTS), no third party. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: recordId(),
    name: text().notNull(),
    /** The signed-in person, or null for a visitor. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: instantNow(),
  },
  (t) => [index('analytics_events_name_idx').on(t.name, t.createdAt)],
);
