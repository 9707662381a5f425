import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  request as newRequestContext,
  type Page,
} from '@playwright/test';
import { DEMO, DEMO_PASSWORD, PORTAL_URL } from '../support/env.ts';
import {
  BROWSER_LOCALE,
  expectAccessible,
  expectNoHorizontalOverflow,
  heading,
  type Lang,
  logInAndWait,
  shot,
  switchLanguage,
} from '../support/helpers.ts';
import {
  deliverToServiceWorker,
  fakeBrowserSubscription,
  SUBSCRIBED_WITH,
  serviceWorkerOf,
  shownNotifications,
  startLocalPushService,
  waitForServiceWorker,
} from '../support/push.ts';
import { expect, test } from '../support/test.ts';

/**
 * Web push from the profile's button to the notification's page, in Chromium with the service
 * worker of the built app (support/push.ts says which hop is played by the local push service),
 * and the portal as an installable app.
 */

// Two people, the job runner's rounds (every 5 s) and a service worker installing: more than a minute.
test.describe.configure({ timeout: 150_000 });

/** A word no other run has used: the journey's ticket is found by it. */
const runTag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * The profile's texts (apps/web/src/i18n/{it,en}/notifications.json, profile.json) and the
 * notification of a staff reply to a ticket (apps/server/src/modules/tickets/tickets.mails.ts).
 */
const TEXTS = {
  it: {
    accessTab: 'Dati di accesso',
    enable: 'Attiva le notifiche',
    subscribed: 'Notifiche attivate con successo',
    alreadySubscribed: 'Il dispositivo è già iscritto alle notifiche.',
    subject: (tag: string) => `Orari della settimana di stage ${tag}`,
    description: 'A che ora inizia il turno di lunedì?',
    reply: (tag: string) => `Il turno di lunedì inizia alle 8:00 (${tag}).`,
    title: 'La scuola ha risposto al tuo intervento',
    body: (subject: string) => `Nuova risposta a «${subject}»: leggila nei tuoi interventi.`,
  },
  en: {
    accessTab: 'Access data',
    enable: 'Enable notifications',
    subscribed: 'Notifications enabled successfully',
    alreadySubscribed: 'This device is already subscribed to notifications.',
    subject: (tag: string) => `Timetable of the internship week ${tag}`,
    description: 'What time does the Monday shift start?',
    reply: (tag: string) => `The Monday shift starts at 8:00 (${tag}).`,
    title: 'The school has answered your ticket',
    body: (subject: string) => `New answer to "${subject}": read it in your tickets.`,
  },
} as const;

/** The headers of a state-changing request of a signed-in API client (the double-submit token). */
async function csrfHeaders(request: APIRequestContext) {
  const res = await request.get('/api/auth/csrf');
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  return { 'x-csrf-token': token, origin: PORTAL_URL };
}

/** Arrangement: the signed-in person opens a ticket through the API the tickets page calls. */
async function openTicket(page: Page, subject: string, description: string): Promise<string> {
  const categories = await page.request.get('/api/tickets/categories');
  expect(categories.ok()).toBe(true);
  const [category] = ((await categories.json()) as { categories: Array<{ id: string }> }).categories;
  const res = await page.request.post('/api/tickets', {
    headers: await csrfHeaders(page.request),
    data: { categoryId: category?.id, subject, description, acknowledged: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The secretariat (the demo employee, permission Interventi) answers the ticket. */
async function staffReplies(ticketId: string, body: string) {
  const staff = await newRequestContext.newContext({ baseURL: PORTAL_URL });
  try {
    const login = await staff.post('/api/auth/login', {
      headers: await csrfHeaders(staff),
      data: { username: DEMO.dipendente, password: DEMO_PASSWORD },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const reply = await staff.post(`/api/staff/tickets/${ticketId}/messages`, {
      headers: await csrfHeaders(staff),
      data: { body },
    });
    expect(reply.status(), await reply.text()).toBe(201);
  } finally {
    await staff.dispose();
  }
}

/** A browser context whose service worker runs (the suite blocks it elsewhere), on a laptop or a phone. */
function openContext(browser: Browser, lang: Lang, phone: boolean) {
  return browser.newContext({
    locale: BROWSER_LOCALE[lang],
    serviceWorkers: 'allow',
    ...(phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1280, height: 800 } }),
  });
}

/**
 * A click on the notification, as the system's notification centre reports it: Chromium offers
 * no way to click one from outside, so the `notificationclick` event is dispatched in the service
 * worker on the notification it shows, to its own handler (sw.ts), whose work is awaited. Unlike a
 * real click, such an event does not let the worker bring a window forward (`focus()` is refused).
 */
async function clickNotification(page: Page) {
  const worker = await serviceWorkerOf(page.context());
  await worker.evaluate(async () => {
    const scope = globalThis as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification to click');
    const event = new scope.NotificationEvent('notificationclick', { notification });
    // The handler's promise, which the browser waits for after a real click.
    let work: Promise<unknown> = Promise.resolve();
    Object.defineProperty(event, 'waitUntil', {
      value: (promise: Promise<unknown>) => {
        work = promise;
      },
    });
    scope.dispatchEvent(event);
    await work;
  });
}

for (const { lang, account, phone } of [
  { lang: 'it', account: DEMO.studente, phone: true },
  { lang: 'en', account: DEMO.studente2, phone: false },
] as const) {
  const device = phone ? 'phone' : 'desktop';
  test(`a student enables notifications on the profile, gets the school's answer to a ticket as a push and opens it (${lang}, ${device})`, async ({
    browser,
  }) => {
    const text = TEXTS[lang];
    const tag = runTag();
    const subject = text.subject(tag);
    const push = await startLocalPushService();
    const subscription = push.subscription();
    const context = await openContext(browser, lang, phone);
    try {
      await context.grantPermissions(['notifications'], { origin: PORTAL_URL });
      await fakeBrowserSubscription(context, subscription);
      const page = await context.newPage();
      await logInAndWait(page, account);
      await switchLanguage(page, lang);
      await waitForServiceWorker(page);

      // The profile's access data: "Enable notifications", then the good news.
      await page.goto('/profilo');
      await page.getByRole('tab', { name: text.accessTab }).click();
      await page.getByRole('button', { name: text.enable, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: text.subscribed })).toHaveText(text.subscribed);
      // The browser was asked to subscribe with the server's VAPID key.
      const key = await page.request.get('/api/push/key');
      const { publicKey } = (await key.json()) as { publicKey: string };
      expect(
        await page.evaluate((name) => (window as unknown as Record<string, string>)[name], SUBSCRIBED_WITH),
      ).toBe(publicKey);
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);
      await shot(page, `notifications-enabled-${lang}-${device}`);

      if (!phone) {
        // Pressed again on this browser: already subscribed (the server has this very subscription).
        await page.getByRole('button', { name: text.enable, exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: text.alreadySubscribed })).toHaveText(
          text.alreadySubscribed,
        );
      }

      // The school answers a ticket of theirs: the server pushes the notification, in the
      // person's language, to the subscription the browser gave, signed with its VAPID key and
      // encrypted for the browser's keys (the push service checks both, and decrypts it).
      const ticketId = await openTicket(page, subject, text.description);
      await page.goto('/');
      await staffReplies(ticketId, text.reply(tag));
      await expect
        .poll(() => push.received.filter((r) => r.id === subscription.id).length, { timeout: 30_000 })
        .toBe(1);
      expect(push.refused).toEqual([]);
      const [received] = push.received;
      expect(received?.vapidPublicKey).toBe(publicKey);
      const url = `/interventi/${ticketId}`;
      expect(received?.payload).toEqual({ title: text.title, body: text.body(subject), url, tag: 'tickets' });

      // The service worker shows it.
      // Handed again if none shows within a few seconds: DevTools' hand-over stands in for the
      // browser's push service, and on a busy machine it was once lost. The same tag replaces a
      // notification, so the list can never hold two.
      await expect(async () => {
        await deliverToServiceWorker(page, PORTAL_URL, JSON.stringify(received?.payload));
        await expect
          .poll(() => shownNotifications(page), { timeout: 5_000 })
          .toEqual([
            {
              title: text.title,
              body: text.body(subject),
              tag: 'tickets',
              icon: `${PORTAL_URL}/pwa-192.png`,
              data: { url },
            },
          ]);
      }).toPass({ timeout: 30_000 });

      // A click takes the open window to the ticket, where the answer is; the notification goes.
      await clickNotification(page);
      await expect(page).toHaveURL(`${PORTAL_URL}${url}`);
      await expect(heading(page)).toHaveText(subject);
      await expect(page.locator('[data-from-staff="true"]')).toContainText(text.reply(tag));
      expect(await shownNotifications(page)).toEqual([]);
      expect(context.pages()).toHaveLength(1);
      await expectNoHorizontalOverflow(page);
      await shot(page, `notifications-opened-${lang}-${device}`);

      // This browser's subscription is forgotten: the journeys after this one push to nobody here.
      const forgotten = await page.request.delete('/api/push/subscriptions', {
        headers: await csrfHeaders(page.request),
        data: { endpoint: subscription.endpoint },
      });
      expect(forgotten.status()).toBe(204);
    } finally {
      await context.close();
      await push.close();
    }
  });
}

/**
 * Chromium offers to install only from a profile of its own: the contexts of the other journeys
 * are off the record (incognito), where it never does ("in-incognito"). So this one is a browser
 * with a fresh profile (a person's ordinary window), on a phone.
 */
test('the portal installs as an app: its manifest and Chromium’s installability check', async ({
  playwright,
  launchOptions,
}) => {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'portal-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL: PORTAL_URL,
    locale: BROWSER_LOCALE.it,
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorker(page);

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await page.request.get(href ?? '');
    expect(res.ok()).toBe(true);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'ALMA – La Scuola Internazionale di Cucina Italiana',
      short_name: 'ALMA',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png' && !i.purpose);
      expect(icon, `a ${size} PNG icon`).toBeDefined();
      const image = await page.request.get(icon?.src ?? '');
      expect(image.ok()).toBe(true);
      expect(image.headers()['content-type']).toBe('image/png');
    }

    // What Chromium checks before it offers to install the app (an empty list: installable).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(
      installabilityErrors.map((e) => `${e.errorId} ${JSON.stringify(e.errorArguments)}`),
      'installability errors',
    ).toEqual([]);
    const { errors, url } = await cdp.send('Page.getAppManifest', {});
    expect(url).toBe(`${PORTAL_URL}/manifest.webmanifest`);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
