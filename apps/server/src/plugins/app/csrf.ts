import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { cookieName } from '../../lib/cookie-name.ts';
import { newToken, safeEqual } from '../../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set to false on routes that are protected otherwise (OIDC state, signed webhooks). */
    csrf?: boolean;
  }
}

export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Defence against cross-site request forgery on every state-changing request: a double-submit
 * token (cookie `csrf`, `__Host-csrf` on https, SameSite=Strict, echoed in the `x-csrf-token`
 * header), `Sec-Fetch-Site` never `cross-site`, and, when the browser sends one, an Origin that
 * must be our own.
 */
export default fp(async (app: FastifyInstance) => {
  const allowedOrigins = new Set([new URL(app.config.publicUrl).origin]);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.csrf === false) return;
    // Browsers say where a request comes from: another site never changes anything here.
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError(403, 'request.csrf', 'Cross-site request refused');
    }
    const origin = request.headers.origin;
    if (origin && !allowedOrigins.has(origin) && origin !== `${request.protocol}://${request.host}`) {
      throw new AppError(403, 'request.csrf', 'Cross-site request refused');
    }
    const cookie = request.cookies[cookieName(CSRF_COOKIE, app.config.cookieSecure)];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
      throw new AppError(403, 'request.csrf', 'Missing or wrong CSRF token');
    }
  });

  app.decorate('issueCsrfToken', (request: FastifyRequest, reply: FastifyReply): string => {
    const existing = request.cookies[cookieName(CSRF_COOKIE, app.config.cookieSecure)];
    if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
    const token = newToken();
    reply.setCookie(cookieName(CSRF_COOKIE, app.config.cookieSecure), token, {
      path: '/',
      sameSite: 'strict',
      secure: app.config.cookieSecure,
      httpOnly: false,
    });
    return token;
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    issueCsrfToken(request: FastifyRequest, reply: FastifyReply): string;
  }
}
