import * as authApi from '@school/domain/auth/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/app-error.ts';
import { deviceCookieOf, requireUser, setDeviceCookie } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { TRUSTED_DEVICE_TTL_MS } from './auth.service.ts';
import { buildMe } from './me.ts';
import {
  addPasskey,
  listOwnPasskeys,
  registrationOptions,
  removeOwnPasskey,
  renameOwnPasskey,
  signInOptions,
  signInWithPasskey,
} from './passkeys.service.ts';

/** The session a registration challenge is bound to (every signed-in request has one). */
function sessionOf(request: FastifyRequest): string {
  if (!request.sessionTokenHash) throw unauthorized();
  return request.sessionTokenHash;
}

/**
 * Passkeys (WebAuthn), under /api/auth/passkeys: the signed-in person lists, adds, renames and
 * removes their own; anyone signs in with one, which starts the same session as a password.
 */
export default async function passkeysRoutes(app: FastifyInstance) {
  const deps = { db: app.db, config: app.config };
  const route = routes(app, { access: 'signedIn' });

  route(authApi.listPasskeys, async (request) => listOwnPasskeys(app.db, requireUser(request)));

  route(authApi.passkeyRegistrationOptions, async (request) => ({
    options: await registrationOptions(deps, requireUser(request), sessionOf(request)),
  }));

  route(authApi.addPasskey, async (request) => {
    const passkey = await addPasskey(deps, requireUser(request), sessionOf(request), request.body);
    return { passkey };
  });

  route(authApi.renamePasskey, async (request) => ({
    passkey: await renameOwnPasskey(app.db, requireUser(request), request.params.id, request.body.name),
  }));

  route(authApi.removePasskey, async (request) => {
    await removeOwnPasskey(app.db, requireUser(request), request.params.id);
    return null;
  });

  route(authApi.passkeySignInOptions, { access: 'public' }, async () => ({
    options: await signInOptions(deps),
  }));

  route(authApi.passkeySignIn, { access: 'public' }, async (request, reply) => {
    const { user, newDeviceToken } = await signInWithPasskey(deps, request.body, {
      ip: request.ip,
      deviceToken: deviceCookieOf(request, app.config.cookieSecure),
    });
    if (newDeviceToken)
      setDeviceCookie(reply, app.config.cookieSecure, newDeviceToken, TRUSTED_DEVICE_TTL_MS);
    await app.startSession(request, reply, user.id);
    return { user: await buildMe(app.db, user) };
  });
}
