/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { USER_DATA_CACHE, USER_DATA_PATHS } from './lib/offline-cache';
import { chooseWindow, clickTarget, notificationFromPush } from './lib/push-notification';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

/**
 * The service worker, served at the root (`/sw.js`, registered by main.tsx in production):
 * - the app's files precached, old precaches removed, a new version taking over at once;
 * - every navigation outside /api asked of the server (it renders the page), index.html offline;
 * - the signed-in person's answers the offline badge needs (decision 37), network first, from the
 *   named cache only when the network does not answer (lib/offline-cache.ts deletes it at logout);
 * - push messages shown as notifications, and a click opening (or focusing) their page.
 */
self.skipWaiting();
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A page is asked of the server, which renders it with the person's data (never kept here); offline,
// or when the server does not answer in time, the precached index.html, which the browser renders
// alone from what the offline cache holds.
const shell = createHandlerBoundToURL('/index.html');
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable());
});
const NAVIGATION_TIMEOUT_MS = 8000;
registerRoute(
  new NavigationRoute(
    async (options) => {
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), NAVIGATION_TIMEOUT_MS),
      );
      try {
        // The page the browser asked for while this worker started (navigation preload), if any.
        const page = async () =>
          ((await (options.event as FetchEvent).preloadResponse) as Response | undefined) ??
          fetch(options.request);
        return await Promise.race([page(), timeout]);
      } catch {
        return shell(options);
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.search === '' && USER_DATA_PATHS.includes(url.pathname),
  new NetworkFirst({
    cacheName: USER_DATA_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    matchOptions: { ignoreVary: true },
  }),
  'GET',
);

self.addEventListener('push', (event) => {
  const { title, options } = notificationFromPush(event.data?.text());
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = clickTarget(event.notification.data, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const chosen = chooseWindow(windows, target, self.location.origin);
      if (!chosen) {
        await self.clients.openWindow(target);
        return;
      }
      // The browser lets a click bring a window forward only for a short while (and only once):
      // when it refuses, the window still goes to the notification's page.
      const focused = await chosen.window.focus().catch(() => chosen.window);
      if (chosen.navigate) await focused.navigate(target);
    })(),
  );
});
