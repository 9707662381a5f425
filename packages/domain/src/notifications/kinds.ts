/**
 * What a notification is about, and the channels it can reach a person by (decision 51). Every
 * notification has a kind; a person chooses, per kind, whether it shows under the bell (in-app),
 * arrives as a push notification on their subscribed devices, and, for the kinds that have one,
 * comes by mail. Nothing is chosen until the person changes it: every channel is on.
 */
export const NOTIFICATION_KINDS = ['documents', 'orders', 'bookings', 'tickets', 'survey', 'school'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['inApp', 'push', 'mail'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * The kinds that also mail: a requested or refused document, an order ready for pickup, a seat
 * offered from the waiting list. The answers to a ticket (its thread is on the page), the weekly
 * survey and the secretariat's messages do not.
 */
export const MAILED_KINDS: readonly NotificationKind[] = ['documents', 'orders', 'bookings'];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** Whether a channel exists for a kind (mail only for the kinds that mail). */
export function channelOffered(kind: NotificationKind, channel: NotificationChannel): boolean {
  return channel !== 'mail' || MAILED_KINDS.includes(kind);
}

/** One kind's choices; `mail` is null where the kind never mails. */
export interface KindPreference {
  kind: NotificationKind;
  inApp: boolean;
  push: boolean;
  mail: boolean | null;
}

/** A stored choice: one channel of one kind turned on or off. */
export interface StoredChoice {
  kind: string;
  channel: string;
  enabled: boolean;
}

/** Every kind's choices from what is stored: a channel without a stored choice is on. */
export function resolvePreferences(stored: readonly StoredChoice[]): KindPreference[] {
  const choice = (kind: NotificationKind, channel: NotificationChannel) =>
    stored.find((s) => s.kind === kind && s.channel === channel)?.enabled ?? true;
  return NOTIFICATION_KINDS.map((kind) => ({
    kind,
    inApp: choice(kind, 'inApp'),
    push: choice(kind, 'push'),
    mail: channelOffered(kind, 'mail') ? choice(kind, 'mail') : null,
  }));
}

/** Whether one person gets a kind by a channel, given their stored choices for it. */
export function wantsChannel(
  stored: readonly StoredChoice[],
  kind: NotificationKind,
  channel: NotificationChannel,
): boolean {
  if (!channelOffered(kind, channel)) return false;
  return stored.find((s) => s.kind === kind && s.channel === channel)?.enabled ?? true;
}
