import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRouter, loadMatchedPages } from './app/router';
import { i18n, pendingStoredLocale } from './i18n/i18n';
import { meQueryOptions } from './lib/me';
import { keepUserDataOfPage } from './lib/offline-cache';
import { createQueryClient } from './lib/query-client';
import { loadRenderedModules } from './ssr/lazy-module';
import { evaluatePageChunks } from './ssr/page-chunks';
import { readSsrState, type SsrState } from './ssr/state';

// The service worker (offline shell, installability) is registered after load, in production only
// (a page the server rendered starts this script after its first paint, often after load).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const ssr = readSsrState();

/**
 * The server rendered this page (ssr/entry-server.tsx): the same page is hydrated with the answers
 * the server used, once its code (preloaded by the page's head) is here. Not awaited at the top of
 * this module: the pages' chunks import the shell's modules, which must have finished loading.
 */
async function hydratePage(root: HTMLElement, ssr: SsrState): Promise<void> {
  hydrate(queryClient, ssr.queries);
  void keepUserDataOfPage(queryClient);
  await evaluatePageChunks();
  await loadMatchedPages(`${location.pathname}${location.search}`);
  // After the pages: their modules declare the lazily loaded ones (already preloaded by /boot.js).
  await loadRenderedModules(ssr.modules ?? []);
  const router = createAppRouter();
  // As a transition, the hydration yields to the browser every few milliseconds instead of
  // holding the main thread until the whole page is hydrated.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
      {
        onRecoverableError(error) {
          // A difference between the server's page and the browser's: the browser's wins.
          console.error('hydration: the page was rendered again in the browser', error);
        },
      },
    );
  });
  // A visitor's language chosen before the language cookie existed.
  const stored = pendingStoredLocale();
  if (stored && !queryClient.getQueryData(meQueryOptions.queryKey)?.user) void i18n.changeLanguage(stored);
}

if (ssr && root.hasChildNodes()) {
  void hydratePage(root, ssr);
} else {
  // No page from the server (the service worker's offline shell): who is signed in is asked at
  // once, while the page's code and catalogues load.
  void queryClient.prefetchQuery(meQueryOptions);
  const router = createAppRouter();
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
