import { MeSchema } from '@school/domain/auth/contracts/get-me';
import {
  AddPasskeyBodySchema,
  CeremonyOptionsResponseSchema,
  ListPasskeysResponseSchema,
  PasskeyResponseSchema,
  PasskeySignInBodySchema,
  RenamePasskeyBodySchema,
} from '@school/domain/auth/contracts/passkeys';
import { IdParamsSchema } from '@school/domain/staff/contracts/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-schema.ts';
import { deviceCookieOf, requireUser, setDeviceCookie } from '../../plugins/app/auth.ts';
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

const tags = ['auth'];

/** The session a registration challenge is bound to (every signed-in request has one). */
function sessionOf(request: FastifyRequest): string {
  if (!request.sessionTokenHash) throw unauthorized();
  return request.sessionTokenHash;
}

/**
 * Passkeys (WebAuthn), under /api/auth/passkeys: the signed-in person lists, adds, renames and
 * removes their own; anyone signs in with one, which starts the same session as a password.
 */
export default async function passkeysRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, config: app.config };

  app.get(
    '/auth/passkeys',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The signed-in person’s passkeys (name, created, last used) and their other ways in',
        response: { 200: ListPasskeysResponseSchema, ...errorResponses },
      },
    },
    async (request) => listOwnPasskeys(app.db, requireUser(request)),
  );

  app.post(
    '/auth/passkeys/registration-options',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Start adding a passkey: the options for navigator.credentials.create()',
        response: { 200: CeremonyOptionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      options: await registrationOptions(deps, requireUser(request), sessionOf(request)),
    }),
  );

  app.post(
    '/auth/passkeys',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Add a passkey: its name and the browser’s registration answer',
        body: AddPasskeyBodySchema,
        response: { 201: PasskeyResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const passkey = await addPasskey(deps, requireUser(request), sessionOf(request), request.body);
      return reply.status(201).send({ passkey });
    },
  );

  app.patch(
    '/auth/passkeys/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Rename one of the signed-in person’s passkeys',
        params: IdParamsSchema,
        body: RenamePasskeyBodySchema,
        response: { 200: PasskeyResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      passkey: await renameOwnPasskey(app.db, requireUser(request), request.params.id, request.body.name),
    }),
  );

  app.delete(
    '/auth/passkeys/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          'Remove one of the signed-in person’s passkeys (not the last way in without a password or Google/Apple)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeOwnPasskey(app.db, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/passkeys/sign-in-options',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Start a passkey sign-in: the options for navigator.credentials.get()',
        response: { 200: CeremonyOptionsResponseSchema, ...errorResponses },
      },
    },
    async () => ({ options: await signInOptions(deps) }),
  );

  app.post(
    '/auth/passkeys/sign-in',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with a passkey: the browser’s answer to the sign-in challenge',
        body: PasskeySignInBodySchema,
        response: { 200: z.object({ user: MeSchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user, newDeviceToken } = await signInWithPasskey(deps, request.body, {
        ip: request.ip,
        deviceToken: deviceCookieOf(request, app.config.cookieSecure),
      });
      if (newDeviceToken)
        setDeviceCookie(reply, app.config.cookieSecure, newDeviceToken, TRUSTED_DEVICE_TTL_MS);
      await app.startSession(request, reply, user.id);
      return { user: await buildMe(app.db, user) };
    },
  );
}
