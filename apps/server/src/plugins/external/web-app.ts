import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The web app's server renderer (apps/web/src/ssr/entry-server.tsx, built into
 * apps/web/dist-ssr/entry-server.js): the shapes this server relies on.
 */
interface PageRenderer {
  render(request: {
    url: string;
    cookie: string | undefined;
    acceptLanguage: string | undefined;
    fetch: (apiPath: string, init: RequestInit) => Promise<Response>;
  }): Promise<
    (
      | { kind: 'page'; html: string; signedIn: boolean }
      | { kind: 'redirect'; location: string; signedIn: boolean }
    ) & { errors: unknown[] }
  >;
}

interface RendererModule {
  createRenderer(options: { distDir: string }): Promise<PageRenderer>;
}

/** Where the renderer is built, beside the browser's build (never served as a file). */
export function rendererPath(webDistDir: string): string {
  return path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
}

/**
 * A page's own API call, answered in process as if the browser had made it: the same route, the
 * same guards, the person's cookies, address and host (the address the page was asked at, not
 * the in-process call's own `localhost:80`). Reads only.
 */
async function injectApi(
  app: FastifyInstance,
  request: FastifyRequest,
  apiPath: string,
  init: RequestInit,
): Promise<Response> {
  if (!apiPath.startsWith('/api/') || (init.method ?? 'GET') !== 'GET') {
    throw new Error('A page render may only read the API');
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of ['cookie', 'accept-language', 'user-agent', 'host'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await app.inject({ method: 'GET', url: apiPath, headers, remoteAddress: request.ip });
  const contentType = answer.headers['content-type'];
  return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
    status: answer.statusCode,
    headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
  });
}

/** Only a path of our own: never another site (`//host`, `/\host`), never a scheme. */
function isLocalPath(location: string): boolean {
  return location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\');
}

/**
 * Serves the built web app: hashed assets cached for a year; the brotli or gzip copy made at build
 * time when the browser accepts it (Content-Encoding, Vary). Every page is rendered here first
 * (decision 60), with the data it shows: the browser paints it before any script runs and then
 * hydrates it. Without the renderer's build, or when rendering fails, the page is index.html and
 * the browser renders it alone.
 */
export default fp(async (app: FastifyInstance, opts: { root: string | undefined }) => {
  const root = opts.root ? path.resolve(opts.root) : undefined;
  if (!root || !existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app build not found: serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });

  let renderer: PageRenderer | undefined;
  const entry = rendererPath(root);
  if (existsSync(entry)) {
    const module = (await import(pathToFileURL(entry).href)) as RendererModule;
    renderer = await module.createRenderer({ distDir: root });
  } else {
    app.log.warn({ entry }, 'web app renderer not built: pages are rendered by the browser');
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    if (!renderer) return sendIndex(reply);
    let result: Awaited<ReturnType<PageRenderer['render']>>;
    try {
      result = await renderer.render({
        url: request.url,
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
        fetch: (apiPath, init) => injectApi(app, request, apiPath, init),
      });
    } catch (error) {
      request.log.error({ err: error }, 'page render failed: sent to the browser to render');
      return sendIndex(reply);
    }
    for (const error of result.errors) {
      request.log.error({ err: error }, 'a part of the page failed to render: sent to the browser to render');
    }
    // A signed-in person's page holds their data: never kept by any cache. A visitor's page
    // depends on the language cookie: the browser's own cache only, asked again every time.
    reply
      .header('cache-control', result.signedIn ? 'private, no-store' : 'private, no-cache')
      .header('vary', 'Cookie, Accept-Language');
    if (result.kind === 'redirect' && isLocalPath(result.location)) {
      return reply.redirect(result.location, 302);
    }
    if (result.kind === 'redirect') {
      request.log.error({ location: result.location }, 'page render redirected outside the portal');
      return sendIndex(reply);
    }
    return reply.type('text/html; charset=utf-8').send(result.html);
  }

  // Every path that is not a file of the build nor an API route is a page (the history fallback);
  // an unknown API path, or a file the build does not have, is a 404.
  app.get('/*', { schema: { hide: true } }, (request, reply) =>
    request.url.startsWith('/api/') || request.url.startsWith('/assets/')
      ? reply.callNotFound()
      : sendPage(request, reply),
  );
});
