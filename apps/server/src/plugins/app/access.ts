import type { AccessSubject } from '@school/domain/access/subject';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { requireAccess, requireUser } from './auth.ts';

/** A rule of `packages/domain/src/access` deciding who may use a route. */
export type AccessRule = (subject: AccessSubject) => boolean;

/**
 * Who may call a route, declared on every API route as `config: { access }`:
 * - `'public'`: anyone, visitors included (the handler decides the rest, e.g. a signed webhook);
 * - `'signedIn'`: any signed-in user (401 `auth.required` for visitors);
 * - a domain rule: signed-in users it accepts (401 for visitors, 403 `auth.forbidden` otherwise).
 */
export type RouteAccess = 'public' | 'signedIn' | AccessRule;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: required on every `/api` route (the server refuses to start otherwise). */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every `/api` route with the access it declares (for the route-table tests and the docs). */
    apiRoutes: Array<{ method: HTTPMethods; url: string; access: RouteAccess }>;
  }
}

/** The access subject of the signed-in user the route's rule accepted (read with the session). */
export function checkedSubject(request: FastifyRequest): AccessSubject {
  if (!request.accessSubject) throw new Error(`${request.routeOptions.url} is not guarded by an access rule`);
  return request.accessSubject;
}

/**
 * The one way a route is guarded. Every `/api` route registered after this plugin must declare its
 * access, or the server does not start; the check runs as an `onRequest` hook, so a visitor is
 * answered before a body of megabytes is read.
 */
export default fp(async (app: FastifyInstance) => {
  app.decorate('apiRoutes', []);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (access !== 'public' && access !== 'signedIn' && typeof access !== 'function') {
      throw new Error(`${route.method} ${route.url} declares no access (config.access)`);
    }
    for (const method of [route.method].flat()) app.apiRoutes.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public') return;
    if (access === 'signedIn') {
      requireUser(request);
      return;
    }
    await requireAccess(request, access);
  });
});
