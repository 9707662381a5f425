import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the SPA's index.html (history fallback); undefined when no build is served. */
    sendSpa?: (reply: FastifyReply) => FastifyReply;
  }
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached; the
 * brotli or gzip copy made at build time when the browser accepts it (Content-Encoding, Vary).
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
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'),
  );
  app.decorate('sendSpa', (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html'),
  );
});
