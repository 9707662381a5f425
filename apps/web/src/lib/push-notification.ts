import { safeInternalPath } from '@school/domain/shared/internal-path';

/**
 * What the service worker does with a push message and a click on its notification, as pure
 * functions (tested in jsdom; `sw.ts` only wires them to the events).
 */

export const NOTIFICATION_ICON = '/pwa-192.png';

export interface ShownNotification {
  title: string;
  options: { body: string; icon: string; badge: string; tag?: string; data: { url: string } };
}

/**
 * The notification a push message shows: its title, body and page from the JSON the server sends
 * (`PushPayload`); a page that is not one of ours becomes the home page, and a message that is not
 * that JSON shows the portal's name and its text.
 */
export function notificationFromPush(text: string | null | undefined): ShownNotification {
  let payload: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') payload = parsed as Record<string, unknown>;
  } catch {
    payload = { body: text ?? '' };
  }
  const title = typeof payload.title === 'string' && payload.title !== '' ? payload.title : 'ALMA';
  const body = typeof payload.body === 'string' ? payload.body : '';
  const url = (typeof payload.url === 'string' && safeInternalPath(payload.url)) || '/';
  const tag = typeof payload.tag === 'string' && payload.tag !== '' ? payload.tag : undefined;
  return {
    title,
    options: {
      body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      ...(tag ? { tag } : {}),
      data: { url },
    },
  };
}

/** The absolute address a click opens: the notification's page on our origin. */
export function clickTarget(data: unknown, origin: string): string {
  const url = (data as { url?: unknown } | null)?.url;
  const path = (typeof url === 'string' && safeInternalPath(url)) || '/';
  return new URL(path, origin).href;
}

/** A window that can show it: one already on that page, else any of ours (navigated there), else none. */
export function chooseWindow<T extends { url: string }>(
  windows: readonly T[],
  target: string,
  origin: string,
): { window: T; navigate: boolean } | null {
  const exact = windows.find((w) => w.url === target);
  if (exact) return { window: exact, navigate: false };
  const ours = windows.find((w) => {
    try {
      return new URL(w.url).origin === origin;
    } catch {
      return false;
    }
  });
  return ours ? { window: ours, navigate: true } : null;
}
