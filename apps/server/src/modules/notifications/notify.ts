import type { PushPayload } from '@school/domain/notifications/contracts/push';
import { type NotificationKind, wantsChannel } from '@school/domain/notifications/kinds';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notificationPreferences, notifications, pushSubscriptions } from '../../db/schema/index.ts';
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs.ts';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.ts';

/** What a person is told: a kind, a title and one sentence in their language, the page it is about. */
export interface NotificationMessage {
  kind: NotificationKind;
  title: string;
  body: string;
  /** The page of the app a click opens (a same-origin path). */
  url?: string | null;
}

/** A push delivery job: the same message to some subscriptions; `attempt` counts the re-sends. */
export interface PushDeliveryData {
  subscriptionIds: string[];
  payload: PushPayload;
  attempt: number;
}

/** What notifying needs: the job runner (push goes out as jobs), the mailer, the push job. */
export interface Notifier {
  jobs: Jobs;
  mailer: Mailer;
  pushJob: JobDefinition<PushDeliveryData>;
}

/** How many subscriptions one push job sends to. */
export const PUSH_BATCH = 200;

/**
 * Tells a person something: the in-app notification (the bell), a push message to each of their
 * subscribed devices (sent later by the job runner, never in the request) and, for the kinds that
 * mail, the mail given — each as the person's preferences say (decision 51). Call it inside the
 * transaction of the change it tells of, with that transaction's handle: a change rolled back
 * tells nothing, a committed one cannot lose its push jobs or mail. The one way a feature
 * notifies a person.
 */
export async function notifyUser(
  tx: DbOrTx,
  notifier: Notifier,
  userId: string,
  message: NotificationMessage,
  mail?: MailMessage | null,
): Promise<void> {
  await notifyUsers(tx, notifier, [userId], message, mail ? () => mail : undefined);
}

/**
 * The same message to many people (a broadcast's batch, the week's surveys): one statement for
 * their preferences, one insert of the notifications, one read of their subscriptions, one push
 * job per PUSH_BATCH subscriptions. Returns how many people were given the in-app notification.
 */
export async function notifyUsers(
  tx: DbOrTx,
  notifier: Notifier,
  userIds: readonly string[],
  message: NotificationMessage,
  mailFor?: (userId: string) => MailMessage | null,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const ids = [...new Set(userIds)];
  const stored = await tx
    .select({
      userId: notificationPreferences.userId,
      kind: notificationPreferences.kind,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, ids), eq(notificationPreferences.kind, message.kind)));
  const choicesOf = (userId: string) => stored.filter((s) => s.userId === userId);
  const wants = (userId: string, channel: 'inApp' | 'push' | 'mail') =>
    wantsChannel(choicesOf(userId), message.kind, channel);

  const inApp = ids.filter((id) => wants(id, 'inApp'));
  if (inApp.length > 0) {
    await tx.insert(notifications).values(
      inApp.map((userId) => ({
        userId,
        kind: message.kind,
        title: message.title,
        body: message.body,
        url: message.url ?? null,
      })),
    );
  }

  const push = ids.filter((id) => wants(id, 'push'));
  if (push.length > 0) {
    const subscriptions = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, push));
    const payload: PushPayload = {
      title: message.title,
      body: message.body,
      url: message.url ?? '/',
      tag: message.kind,
    };
    for (let i = 0; i < subscriptions.length; i += PUSH_BATCH) {
      const subscriptionIds = subscriptions.slice(i, i + PUSH_BATCH).map((s) => s.id);
      await notifier.jobs.send(tx, notifier.pushJob, { subscriptionIds, payload, attempt: 0 });
    }
  }

  if (mailFor) {
    for (const id of ids) {
      if (!wants(id, 'mail')) continue;
      const mail = mailFor(id);
      if (mail) await notifier.mailer.enqueue(tx, mail);
    }
  }
  return inApp.length;
}
