import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { isLocale, localeFromBrowser } from '@school/domain/shared/locale';
import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AppProvider } from '../app/provider';
import { pageEntries, routes } from '../app/router';
import type { ShellHandle } from '../app/shell/app-shell';
import { staffPages } from '../features/staff/routes';
import {
  CHINESE_KEY,
  CHINESE_NAMESPACES,
  i18n,
  LANGUAGE_KEY,
  NAMESPACES,
  type Namespace,
} from '../i18n/i18n';
import { type ApiTransport, setApiTransport } from '../lib/api-client';
import { meQueryOptions } from '../lib/me';
import { type AssetManifest, documentHead, pageAssets, withoutEntryScripts } from './assets';
import { type ServerRender, ServerRenderContext } from './render-context';
import { answersOf, fetchAll, keepAnswers, renderCopy, waitingQueries } from './render-data';
import { SSR_STATE_ID, type SsrState, scriptSafeJson, serializeQueryErrors } from './state';

/** One page request, as the API server hands it to the renderer. */
export interface RenderRequest {
  /** The path and query of the page. */
  url: string;
  /** The request's Cookie header: the session, the language chosen. */
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  /** Answers the page's API calls in process, as the same person (their cookies, their address). */
  fetch: ApiTransport;
}

export type RenderResult = (
  | { kind: 'page'; html: string; signedIn: boolean }
  | { kind: 'redirect'; location: string; signedIn: boolean }
) & {
  /** What failed while rendering parts of the page (each then rendered by the browser). */
  errors: unknown[];
};

export interface Renderer {
  render(request: RenderRequest): Promise<RenderResult>;
}

/**
 * Every page's path without parameters (the router's and the console's), for the server's tests
 * that render each of them for every kind of user.
 */
export function pagePaths(): string[] {
  const found = new Set<string>();
  const walk = (list: readonly RouteObject[], prefix: string) => {
    for (const route of list) {
      const path = route.path ? `${prefix}/${route.path}`.replaceAll(/\/+/g, '/') : prefix;
      if ((route.index || route.path) && !/[:*]/.test(path)) found.add(path || '/');
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '');
  for (const page of staffPages)
    if (!/[:*]/.test(page.path)) found.add(page.path ? `/staff/${page.path}` : '/staff');
  return [...found].sort();
}

/** At most this many renders of a page: each one may ask for the answers the next one shows. */
const MAX_PASSES = 4;
/** The page's data is waited for this long at most; what is missing the browser asks itself. */
const DATA_BUDGET_MS = 1500;

/** The head elements React renders before a page's markup (hoistables): `<link>`, `<meta>`, `<title>`. */
const HOISTED = /^(?:<link [^>]*>|<meta [^>]*>|<title>[^<]*<\/title>)*/;

const requestTransport = new AsyncLocalStorage<ApiTransport>();
setApiTransport((apiPath, init) => {
  const transport = requestTransport.getStore();
  if (!transport) return Promise.reject(new Error('An API call outside a page render'));
  if ((init.method ?? 'GET') !== 'GET') return Promise.reject(new Error('Only reads while a page renders'));
  return transport(apiPath, init);
});

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The language the browser would choose (i18n.ts, LanguageSync): Chinese where the route offers it
 * and the tab chose it, else the signed-in person's profile language, else the visitor's choice,
 * else Italian for an Italian browser and English for the others.
 */
function chooseLanguage(
  request: RenderRequest,
  profileLanguage: string | undefined,
  offersChinese: boolean,
): SsrState['language'] {
  if (offersChinese && readCookie(request.cookie, CHINESE_KEY) === '1') return 'zh';
  if (isLocale(profileLanguage)) return profileLanguage;
  const chosen = readCookie(request.cookie, LANGUAGE_KEY);
  if (isLocale(chosen)) return chosen;
  return localeFromBrowser(request.acceptLanguage?.split(',')[0]?.trim());
}

/**
 * The page's HTML once everything in it is ready: the lazily loaded pages and the queries that
 * suspend (the content pages') are waited for, not left to the browser.
 */
function renderToHtml(tree: ReactNode, errors: unknown[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    // Written out only once all is ready, so every boundary is whole in place: no fallback sent
    // first and completed by an inline script (which the CSP would refuse anyway).
    const stream = renderToPipeableStream(tree, {
      // A large boundary is never outlined either: the whole page is in place, as it is painted.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A part of the page that failed here is rendered by the browser (React marks its boundary);
      // the server's log says which.
      onError: (error) => {
        errors.push(error);
      },
    });
  });
}

/** Every catalogue in every language, once per process: a page then renders without waiting. */
async function loadAllCatalogues(): Promise<void> {
  await i18n.reloadResources(['it', 'en'], [...NAMESPACES]);
  await i18n.reloadResources(['zh'], [...CHINESE_NAMESPACES]);
}

/**
 * The server's renderer of the web app (built by `vite build --ssr` into dist-ssr/, loaded by the
 * API server's web-app plugin): the page a request asks for, with the data it shows, as HTML the
 * browser paints before any script runs and then hydrates.
 */
export async function createRenderer({ distDir }: { distDir: string }): Promise<Renderer> {
  const [template, manifestText] = await Promise.all([
    readFile(path.join(distDir, 'index.html'), 'utf8'),
    readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ]);
  const manifest = JSON.parse(manifestText) as AssetManifest;
  await loadAllCatalogues();
  const handler = createStaticHandler(routes);

  async function renderPage(request: RenderRequest): Promise<RenderResult> {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
    });
    const deadline = Date.now() + DATA_BUDGET_MS;
    // Who is signed in first: the language, the navbar and the page's access rule follow from it.
    await client.prefetchQuery({ ...meQueryOptions, retry: false });
    const me = client.getQueryData(meQueryOptions.queryKey)?.user ?? null;

    const context = await handler.query(new Request(new URL(request.url, 'http://portal.local')));
    if (context instanceof Response) {
      const location = context.headers.get('location');
      if (location) return { kind: 'redirect', location, signedIn: me !== null, errors: [] };
      throw new Error(`The router answered ${context.status}`);
    }
    const offersChinese = context.matches.some(
      (match) => (match.route.handle as ShellHandle | undefined)?.chinese === true,
    );
    const language = chooseLanguage(request, me?.language, offersChinese);
    const translator = i18n.cloneInstance({ lng: language });

    let body = '';
    let errors: unknown[] = [];
    let server: ServerRender;
    // Each render reads its own copy of the answers so far (`renderCopy`): one arriving during it
    // (a fetch past the budget) lands in `client` only, so the HTML and the page's state sent to
    // the browser hold the same answers, or the browser would hydrate something else.
    let rendered: QueryClient;
    for (let pass = 1; ; pass++) {
      server = { redirect: null, modules: new Set() };
      rendered = renderCopy(client);
      errors = [];
      const router = createStaticRouter(handler.dataRoutes, context);
      body = await renderToHtml(
        <StrictMode>
          <ServerRenderContext.Provider value={server}>
            <I18nextProvider i18n={translator}>
              <AppProvider queryClient={rendered}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </AppProvider>
            </I18nextProvider>
          </ServerRenderContext.Provider>
        </StrictMode>,
        errors,
      );
      if (server.redirect)
        return { kind: 'redirect', location: server.redirect, signedIn: me !== null, errors };
      const waiting = waitingQueries(rendered);
      if (waiting.length === 0 || pass === MAX_PASSES || Date.now() >= deadline) break;
      keepAnswers(client, rendered);
      await fetchAll(client, waiting, deadline);
    }

    const namespaces = new Set<Namespace>();
    const modules = [...server.modules];
    for (const match of context.matches) {
      const entry = pageEntries.get(match.route.id);
      if (!entry) continue;
      modules.push(entry.module);
      for (const namespace of entry.namespaces) namespaces.add(namespace);
    }
    const state: SsrState = {
      language,
      modules: [...server.modules],
      queries: serializeQueryErrors(answersOf(rendered)),
    };
    // React puts what belongs in the head (the page's <title>, preloads) first: moved there.
    const hoisted = HOISTED.exec(body)?.[0] ?? '';
    const head = documentHead(
      manifest,
      template,
      pageAssets(manifest, template, modules, [...namespaces], language),
    );
    const page = withoutEntryScripts(template);
    // The page's title first (the document's title), index.html's after it: the title while the
    // next page of the app loads, once React has removed this one.
    const html = page
      .replace('<title>', `${hoisted}<title>`)
      .replace('<html lang="it">', `<html lang="${language}" data-mantine-color-scheme="light">`)
      .replace('</head>', `${head}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${body.slice(hoisted.length)}</div><script type="application/json" id="${SSR_STATE_ID}">${scriptSafeJson(state)}</script>`,
      );
    return { kind: 'page', html, signedIn: me !== null, errors };
  }

  return {
    render: (request) => requestTransport.run(request.fetch, () => renderPage(request)),
  };
}
