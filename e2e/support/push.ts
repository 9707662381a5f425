import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';
import {
  type LocalPushService,
  startPushService,
  type TestSubscription,
} from '../../apps/server/src/test/push-service.ts';
import { PUSH_SERVICE_CERT, PUSH_SERVICE_KEY } from './env.ts';

/**
 * Web push in the journeys. The portal's whole path runs for real: the profile's button asks for
 * the permission and subscribes with the server's VAPID key, the server keeps the subscription,
 * a staff action notifies the person, the job runner encrypts and signs the message and posts it
 * to the subscription's push service, and the service worker shows it and opens its page on a
 * click. Only the browser's own push service cannot take part: Chromium subscribes through
 * Google's (FCM), which the test machine cannot reach. So:
 * - the local push service (apps/server/src/test/push-service.ts, the API tests' one) stands in
 *   for it, on a certificate the portals trust (global setup): it checks each message's VAPID
 *   signature and decrypts it with the subscription's keys, as the browser's would;
 * - `fakeBrowserSubscription` gives the page a PushManager whose subscription is that service's,
 *   with keys the test holds (the browser→FCM hop, nothing else);
 * - `deliverToServiceWorker` hands the decrypted message to the real service worker through the
 *   DevTools protocol, as the browser does with what its push service brings.
 */

/** The local push service, on the certificate the portals trust. */
export function startLocalPushService(): Promise<LocalPushService> {
  const root = process.env.E2E_DATA_DIR;
  if (!root) throw new Error('E2E_DATA_DIR is not set: run the tests through e2e/playwright.config.ts');
  return startPushService({
    certificate: {
      cert: readFileSync(path.join(root, PUSH_SERVICE_CERT), 'utf8'),
      key: readFileSync(path.join(root, PUSH_SERVICE_KEY), 'utf8'),
    },
  });
}

/** What the page's stand-in PushManager was asked: the application server key (base64url). */
export const SUBSCRIBED_WITH = '__pushSubscribedWith';

/**
 * Before any of the page's scripts: `PushManager.prototype.subscribe` answers `subscription`
 * (the local push service's endpoint and the test's keys) instead of asking FCM, and
 * `getSubscription` answers it once made. Like Chromium, `subscribe` requires `userVisibleOnly`
 * and an application server key, and keeps that key in `options`; the key it was given is left
 * in `window[SUBSCRIBED_WITH]` for the test to compare with the server's.
 */
export async function fakeBrowserSubscription(context: BrowserContext, subscription: TestSubscription) {
  await context.addInitScript(
    ({ json, marker }) => {
      const bytes = (value: string) =>
        Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
      const base64Url = (buffer: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(buffer)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      let current: object | null = null;
      PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey;
        if (options?.userVisibleOnly !== true || !key || typeof key === 'string') {
          throw new DOMException(
            'userVisibleOnly and an application server key are required',
            'NotAllowedError',
          );
        }
        const applicationServerKey = ArrayBuffer.isView(key)
          ? key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength)
          : key;
        (window as unknown as Record<string, string>)[marker] = base64Url(
          applicationServerKey as ArrayBuffer,
        );
        current = {
          endpoint: json.endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey },
          getKey: (name: string) => (name === 'p256dh' || name === 'auth' ? bytes(json.keys[name]) : null),
          toJSON: () => json,
          unsubscribe: async () => {
            current = null;
            return true;
          },
        };
        return current as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    },
    { json: subscription.json, marker: SUBSCRIBED_WITH },
  );
}

/** Waits until the service worker controls the page (it claims the page once installed). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The registration id of the page's service worker (scope: the origin's root), by DevTools. */
export async function serviceWorkerRegistrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** Hands a push message to the service worker, as the browser does with what its push service brings. */
export async function deliverToServiceWorker(page: Page, origin: string, data: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const registrationId = await serviceWorkerRegistrationId(cdp, origin);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
  } finally {
    await cdp.detach();
  }
}

/** The notifications the service worker shows (what the system's notification centre lists). */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      data: n.data as unknown,
    }));
  });
}

/** The context's service worker (Playwright's handle on it, to run code in it). */
export async function serviceWorkerOf(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}
