import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Probes of a health checker or a metrics scraper use an address of their own on purpose. */
const PROBES = new Set(['/api/health', '/api/metrics']);

/**
 * Links in mail, payment returns and sign-in redirects lead to PUBLIC_URL, where a browser that
 * opened the portal at another address has no session. The first request that arrives under
 * another host says so in the log, once per process, naming both addresses.
 */
export default fp(async (app: FastifyInstance) => {
  const publicHost = new URL(app.config.publicUrl).host.toLowerCase();
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.host.toLowerCase() === publicHost) return;
    if (PROBES.has(request.url.split('?', 1)[0] ?? '')) return;
    warned = true;
    request.log.warn(
      { requestHost: request.host, publicUrl: app.config.publicUrl },
      `request for host ${request.host}, but PUBLIC_URL is ${app.config.publicUrl}: links in mail, payment returns and sign-in redirects lead there, where this browser's session does not exist; open the portal at ${app.config.publicUrl} or set PUBLIC_URL to the address people use (warned once)`,
    );
  });
});
