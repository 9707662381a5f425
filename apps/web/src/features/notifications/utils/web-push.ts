import type { SubscribePushBody } from '@school/domain/notifications/contracts/push';
import { base64UrlBytes } from '@school/domain/notifications/push-subscription';
import { getPushKey, savePushSubscription } from '../api/push';

/**
 * What asking for push notifications ended in, each with its message of specification 000,
 * section 8: "Notifiche attivate con successo"; "Il dispositivo è già iscritto alle notifiche.";
 * the permission refused; no service worker; the server's failure (alertNotifiche); and, on an
 * iPhone or iPad in Safari, the app must be added to the Home Screen first.
 */
export type PushOutcome =
  | 'subscribed'
  | 'alreadySubscribed'
  | 'denied'
  | 'noServiceWorker'
  | 'unsupported'
  | 'needsHomeScreen'
  | 'failed';

/** The parts of the browser the flow uses (tests pass fakes). */
export interface PushBrowser {
  userAgent: string;
  maxTouchPoints: number;
  platform: string;
  /** Safari's `navigator.standalone`, or `display-mode: standalone`. */
  isStandalone: boolean;
  serviceWorker: Pick<ServiceWorkerContainer, 'getRegistration'> | undefined;
  hasPushManager: boolean;
  notification: { requestPermission(): Promise<NotificationPermission> } | undefined;
}

export function currentBrowser(): PushBrowser {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    platform: nav.platform ?? '',
    isStandalone:
      nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true,
    serviceWorker: 'serviceWorker' in nav ? nav.serviceWorker : undefined,
    hasPushManager: 'PushManager' in window,
    notification: 'Notification' in window ? window.Notification : undefined,
  };
}

/** An iPhone or iPad (iPadOS says it is a Mac with a touch screen). */
export function isAppleMobile(
  browser: Pick<PushBrowser, 'userAgent' | 'maxTouchPoints' | 'platform'>,
): boolean {
  return (
    /iPhone|iPad|iPod/.test(browser.userAgent) ||
    (browser.platform === 'MacIntel' && browser.maxTouchPoints > 1)
  );
}

/** iOS gives web push only to a web app added to the Home Screen and opened from there. */
export function needsHomeScreen(browser: PushBrowser): boolean {
  return isAppleMobile(browser) && !browser.isStandalone;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => {
  if (!a) return false;
  const bytes = new Uint8Array(a);
  return bytes.length === b.length && bytes.every((v, i) => v === b[i]);
};

/**
 * Subscribes this browser and gives the subscription to the server. Call it from a click: the
 * permission is the first thing asked, while the click still counts as the person's gesture.
 */
export async function subscribeToPush(browser: PushBrowser = currentBrowser()): Promise<PushOutcome> {
  if (needsHomeScreen(browser)) return 'needsHomeScreen';
  if (!browser.notification) return 'unsupported';
  let permission: NotificationPermission;
  try {
    permission = await browser.notification.requestPermission();
  } catch {
    permission = 'denied';
  }
  if (permission !== 'granted') return 'denied';
  if (!browser.serviceWorker) return 'noServiceWorker';
  if (!browser.hasPushManager) return 'unsupported';
  const registration = await browser.serviceWorker.getRegistration('/').catch(() => undefined);
  if (!registration) return 'noServiceWorker';
  try {
    const key = base64UrlBytes(await getPushKey());
    if (!key) return 'failed';
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made with another key (the server's keys changed) is replaced.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key as Uint8Array<ArrayBuffer>,
    });
    const answer = await savePushSubscription(subscription.toJSON() as SubscribePushBody);
    return answer.created ? 'subscribed' : 'alreadySubscribed';
  } catch {
    return 'failed';
  }
}

/** Whether the outcome is good news (shown green) or not. */
export function isPushSuccess(outcome: PushOutcome): boolean {
  return outcome === 'subscribed' || outcome === 'alreadySubscribed';
}
