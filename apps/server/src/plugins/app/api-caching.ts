import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers are one person's by default: `private, no-store`, so that no shared cache (a proxy,
 * a CDN) and not even the browser's own keeps them. A route whose answer may be kept says so
 * itself (the reference data's `public, max-age`, a product picture's `private, max-age`); the pages
 * the server renders set their own in the web-app plugin.
 */
export default fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'private, no-store');
    }
    return payload;
  });
});
