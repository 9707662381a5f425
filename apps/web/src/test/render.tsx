import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { i18n, loadNamespaces, type Namespace } from '../i18n/i18n';

/** Prepares the catalogues in the given language. */
export async function useLanguage(language: 'it' | 'en' | 'zh', namespaces: Namespace[] = []): Promise<void> {
  await i18n.changeLanguage(language);
  await loadNamespaces(namespaces);
}

/** Renders `ui` at `path` inside the app's providers and a memory router. */
export function renderWithApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: new URL(path, 'http://x').pathname, element: <Suspense fallback={null}>{ui}</Suspense> },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}

/** A JSON `Response`. */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}
