import './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { meQueryOptions } from './features/auth/api/get-me';
import { createQueryClient } from './lib/query-client';

// Who is signed in is asked at once, while the page's code and catalogues load, instead of once
// the shell first renders (which waits for them).
const queryClient = createQueryClient();
void queryClient.prefetchQuery(meQueryOptions);
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

// The service worker (offline shell, installability) is registered after load, in production only.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  });
}
