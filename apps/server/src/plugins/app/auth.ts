import type { AccessSubject } from '@school/domain/access/subject';
import type { Me } from '@school/domain/auth/contracts/get-me';
import { SESSION_TTL_MS } from '@school/domain/shared/limits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema/index.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { cookieName } from '../../lib/cookie-name.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import {
  deleteSession,
  findUserById,
  insertSession,
  type SessionUser,
} from '../../modules/auth/auth.repository.ts';
import { loadAccessSubject } from '../../modules/auth/me.ts';
import { sessionSubjectReader } from '../../modules/auth/session-subject-cache.ts';

export const SESSION_COOKIE = 'sid';
/** The device cookie of a browser its user signed in from (see `logIn`). */
export const DEVICE_COOKIE = 'device';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user, resolved from the session cookie (null for visitors): identity, what
     * `/api/me` shows and the access rules read; a route showing the full profile reads it.
     */
    user: SessionUser | null;
    /**
     * What the access rules know of the signed-in user, read with the session in the same query
     * and shared by every guard and handler of the request (null for visitors).
     */
    accessSubject: Me['subject'] | null;
    sessionTokenHash: string | null;
  }
  interface FastifyInstance {
    startSession(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** Sets the device cookie of a browser its user just signed in from (see `logIn`). */
export function setDeviceCookie(reply: FastifyReply, cookieSecure: boolean, token: string, maxAgeMs: number) {
  reply.setCookie(cookieName(DEVICE_COOKIE, cookieSecure), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure,
    maxAge: maxAgeMs / 1000,
  });
}

/** The device cookie the request carries, if any. */
export function deviceCookieOf(request: FastifyRequest, cookieSecure: boolean): string | undefined {
  return request.cookies[cookieName(DEVICE_COOKIE, cookieSecure)];
}

/** The signed-in user or a 401 `auth.required`. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Who a staff change is by: the signed-in user's id (401 for visitors). */
export function byOf(request: FastifyRequest): string {
  return requireUser(request).id;
}

/**
 * The signed-in user's full profile row, read for the routes that show or change it (the session
 * holds only what every request needs); 401 for visitors.
 */
export async function requireProfile(request: FastifyRequest): Promise<UserRow> {
  const user = await findUserById(request.server.db, requireUser(request).id);
  if (!user) throw unauthorized();
  return user;
}

/** The full profile of a signed-in user, null for visitors (routes open to both). */
export async function optionalProfile(request: FastifyRequest): Promise<UserRow | null> {
  return request.user ? requireProfile(request) : null;
}

/**
 * The signed-in user whose access subject passes `rule` (a section-6 rule from packages/domain),
 * or 401 for visitors and 403 `auth.forbidden` for others.
 */
export async function requireAccess(
  request: FastifyRequest,
  rule: (subject: AccessSubject) => boolean,
): Promise<{ user: SessionUser; subject: AccessSubject }> {
  const user = requireUser(request);
  const subject = request.accessSubject ?? (await loadAccessSubject(request.server.db, user));
  if (!rule(subject)) throw forbidden();
  return { user, subject };
}

/** Sessions live in the database, in an httpOnly SameSite cookie lasting one day. */
export default fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('accessSubject', null);
  app.decorateRequest('sessionTokenHash', null);
  const findSessionSubject = sessionSubjectReader(app.database);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[cookieName(SESSION_COOKIE, app.config.cookieSecure)];
    if (!token || token.length > 100) return;
    const tokenHash = hashToken(token);
    const found = await findSessionSubject(tokenHash, new Date());
    if (!found || found.user.isBlocked) return;
    request.user = found.user;
    request.accessSubject = found.subject;
    request.sessionTokenHash = tokenHash;
  });

  app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    if (request.sessionTokenHash) await deleteSession(app.db, request.sessionTokenHash);
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await insertSession(app.db, {
      tokenHash: hashToken(token),
      userId,
      expiresAt,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
    });
    reply.setCookie(cookieName(SESSION_COOKIE, app.config.cookieSecure), token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.cookieSecure,
      maxAge: SESSION_TTL_MS / 1000,
    });
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.sessionTokenHash) await deleteSession(app.db, request.sessionTokenHash);
    request.user = null;
    request.accessSubject = null;
    request.sessionTokenHash = null;
    reply.clearCookie(cookieName(SESSION_COOKIE, app.config.cookieSecure), {
      path: '/',
      secure: app.config.cookieSecure,
    });
  });
});
