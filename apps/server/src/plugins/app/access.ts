import { chooseCourseEnrolment } from '@school/domain/access/rules';
import { type StaffPermission, staffAccess } from '@school/domain/access/staff';
import type { AccessSubject, EnrolmentFlags } from '@school/domain/access/subject';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, noRoute } from '../../lib/app-error.ts';
import { loadAccessSubject } from '../../modules/auth/me.ts';
import { requireAccess, requireUser } from './auth.ts';

/** A rule of `packages/domain/src/access` deciding who may use a route. */
export type AccessRule = (subject: AccessSubject) => boolean;

/**
 * A route of the staff console (`/api/staff/...`): staff holding `permission` (`'any'`: any staff).
 * Built with `staffOnly(permission)`.
 */
export interface StaffRouteAccess {
  staff: StaffPermission | 'any';
}

/**
 * Who may call a route, declared on every API route as `config: { access }`:
 * - `'public'`: anyone, visitors included (the handler decides the rest, e.g. a signed webhook);
 * - `'signedIn'`: any signed-in user (401 `auth.required` for visitors);
 * - a domain rule: signed-in users it accepts (401 for visitors, 403 `auth.forbidden` otherwise);
 * - `staffOnly(permission)`, the only access of the staff console's routes and only there: 404
 *   (the answer of a route that does not exist) to anyone who is not staff, visitors included, so
 *   the console does not reveal itself; 403 to staff without the permission.
 */
export type RouteAccess = 'public' | 'signedIn' | AccessRule | StaffRouteAccess;

/** Where the staff console's routes live; every route there declares `staffOnly(…)`. */
export const STAFF_PREFIX = '/api/staff';

/** The access of a staff console route: staff with `permission`, or any staff with `'any'`. */
export const staffOnly = (permission: StaffPermission | 'any'): StaffRouteAccess => ({ staff: permission });

const isStaffRoute = (access: RouteAccess | undefined): access is StaffRouteAccess =>
  typeof access === 'object' && access !== null && 'staff' in access;

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
 * The student's course enrolment (`chooseCourseEnrolment`) whose flag a course area's rule
 * accepted: it exists unless the rules disagree, then 403.
 */
export function acceptedCourseEnrolment(subject: AccessSubject): EnrolmentFlags {
  const enrolment = chooseCourseEnrolment(subject.enrolments);
  if (!enrolment) throw forbidden();
  return enrolment;
}

async function requireStaff(request: FastifyRequest, access: StaffRouteAccess): Promise<void> {
  const subject = request.user
    ? (request.accessSubject ?? (await loadAccessSubject(request.server.db, request.user)))
    : null;
  const decision = staffAccess(subject, access.staff === 'any' ? undefined : access.staff);
  if (decision === 'notStaff') throw noRoute(request.method, request.url);
  if (decision === 'forbidden') throw forbidden();
  request.accessSubject = subject;
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
    if (
      access !== 'public' &&
      access !== 'signedIn' &&
      typeof access !== 'function' &&
      !isStaffRoute(access)
    ) {
      throw new Error(`${route.method} ${route.url} declares no access (config.access)`);
    }
    const underStaff = route.url === STAFF_PREFIX || route.url.startsWith(`${STAFF_PREFIX}/`);
    if (underStaff !== isStaffRoute(access)) {
      throw new Error(
        `${route.method} ${route.url}: staffOnly(…) is the access of ${STAFF_PREFIX} routes only`,
      );
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
    if (isStaffRoute(access)) {
      await requireStaff(request, access);
      return;
    }
    await requireAccess(request, access);
  });
});
