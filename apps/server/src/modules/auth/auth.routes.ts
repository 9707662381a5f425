import { ChangeEmailBodySchema } from '@school/domain/auth/contracts/change-email';
import { ChangePasswordBodySchema } from '@school/domain/auth/contracts/change-password';
import { GetMeResponseSchema, MeSchema } from '@school/domain/auth/contracts/get-me';
import { LogInBodySchema } from '@school/domain/auth/contracts/log-in';
import { RequestPasswordResetBodySchema } from '@school/domain/auth/contracts/request-password-reset';
import { ResetPasswordBodySchema } from '@school/domain/auth/contracts/reset-password';
import { SignUpBodySchema } from '@school/domain/auth/contracts/sign-up';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-schema.ts';
import { acceptFormBodies } from '../../lib/form-body.ts';
import { PROVIDERS, type ProviderName } from '../../platform/identity/oidc.ts';
import { deviceCookieOf, requireProfile, setDeviceCookie } from '../../plugins/app/auth.ts';
import { AUTH_CLEANUP_INTERVAL_MS, deleteExpiredAuthRecords } from './auth.cleanup.ts';
import * as auth from './auth.service.ts';
import { buildMe } from './me.ts';
import { finishProviderLogin, startProviderLogin } from './provider-login.service.ts';

const UserResponseSchema = z.object({ user: MeSchema });
const tags = ['auth'];

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.jobs.every(
    { name: 'auth.cleanup', retryLimit: 0, run: async () => void (await deleteExpiredAuthRecords(app.db)) },
    AUTH_CLEANUP_INTERVAL_MS / 60_000,
    {},
  );
  const deps = { db: app.db, config: app.config, mailer: app.mailer };

  app.get(
    '/auth/csrf',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Issue the CSRF token (cookie csrf + value)',
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (request, reply) => ({ token: app.issueCsrfToken(request, reply) }),
  );

  app.get(
    '/me',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The signed-in user, or null for visitors',
        response: { 200: GetMeResponseSchema },
      },
    },
    async (request) => ({
      user: request.user ? await buildMe(app.db, request.user, request.accessSubject ?? undefined) : null,
    }),
  );

  app.post(
    '/auth/signup',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Create an account and sign in',
        body: SignUpBodySchema,
        response: { 201: UserResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await auth.signUp(deps, request.body);
      await app.startSession(request, reply, user.id);
      return reply.status(201).send({ user: await buildMe(app.db, user) });
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with username and password',
        body: LogInBodySchema,
        response: { 200: UserResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user, newDeviceToken } = await auth.logIn(deps, request.body, {
        ip: request.ip,
        deviceToken: deviceCookieOf(request, app.config.cookieSecure),
      });
      if (newDeviceToken) {
        setDeviceCookie(reply, app.config.cookieSecure, newDeviceToken, auth.TRUSTED_DEVICE_TTL_MS);
      }
      await app.startSession(request, reply, user.id);
      return { user: await buildMe(app.db, user) };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'End the session', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await app.endSession(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/password-recovery',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Send a password-recovery link by e-mail',
        body: RequestPasswordResetBodySchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(deps, request.body, request.ip);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/password-reset',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password from a recovery link',
        body: ResetPasswordBodySchema,
        response: { 200: z.object({ result: z.literal('SuccessRequest') }), ...errorResponses },
      },
    },
    async (request) => {
      await auth.resetPassword(deps, request.body);
      return { result: 'SuccessRequest' as const };
    },
  );

  app.post(
    '/auth/password-change',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Change the password (the old one is checked)',
        body: ChangePasswordBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await requireProfile(request);
      await auth.changePassword(deps, user, request.body);
      // A new session id for this browser: a session id known before the change is worth nothing.
      await app.startSession(request, reply, user.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/email-change',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Change the contact e-mail (new and confirmation)',
        body: ChangeEmailBodySchema,
        response: { 200: UserResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await requireProfile(request);
      const updated = await auth.changeEmail(deps, user, request.body);
      return { user: await buildMe(app.db, updated) };
    },
  );

  // OpenID Connect sign-in (Google, Apple)

  const ProviderParamsSchema = z.object({ provider: z.enum(PROVIDERS) });

  function providerOf(name: ProviderName) {
    const provider = app.identityProviders[name];
    if (!provider) throw new AppError(404, 'auth.providerNotConfigured', `${name} sign-in is not configured`);
    return provider;
  }

  app.get(
    '/auth/oidc/:provider/start',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Start a sign-in with an identity provider (browser redirect)',
        params: ProviderParamsSchema,
        querystring: z.object({
          returnTo: z.string().max(500).optional(),
          product: z
            .string()
            .regex(/^[A-Za-z0-9_-]{1,60}$/)
            .optional(),
          lang: z.enum(['it', 'en', 'zh']).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const url = await startProviderLogin(
        { db: app.db, config: app.config, provider: providerOf(provider) },
        {
          provider,
          returnTo: request.query.returnTo,
          productCode: request.query.product,
          language: request.query.lang === 'en' || request.query.lang === 'zh' ? 'en' : 'it',
        },
      );
      return reply.redirect(url.href, 302);
    },
  );

  async function handleCallback(
    request: FastifyRequest<{ Params: { provider: ProviderName } }>,
    reply: FastifyReply,
  ) {
    const { provider } = request.params;
    const callbackUrl = new URL(request.url, app.config.publicUrl);
    // Apple answers with a form POST (response_mode=form_post): move its fields to the URL.
    if (request.method === 'POST' && request.body && typeof request.body === 'object') {
      for (const [key, value] of Object.entries(request.body as Record<string, unknown>)) {
        if (typeof value === 'string') callbackUrl.searchParams.set(key, value);
      }
    }
    try {
      const { user, redirectTo } = await finishProviderLogin(
        { db: app.db, provider: providerOf(provider) },
        provider,
        callbackUrl,
      );
      await app.startSession(request, reply, user.id);
      return reply.redirect(redirectTo, 302);
    } catch (err) {
      const code = err instanceof AppError ? err.code : 'auth.providerFailed';
      request.log.warn({ provider, code }, 'provider sign-in failed');
      return reply.redirect(`/profilo?loginError=${encodeURIComponent(code)}`, 302);
    }
  }

  const callbackSchema = {
    tags,
    summary: 'Identity provider callback (browser redirect)',
    params: ProviderParamsSchema,
  };
  app.get(
    '/auth/oidc/:provider/callback',
    { schema: callbackSchema, config: { access: 'public' } },
    handleCallback,
  );
  // Cross-site form POST from the provider (Apple's response_mode=form_post): protected by the
  // single-use state, not by CSRF tokens; the only sign-in route that reads a form.
  await app.register(async (plain) => {
    acceptFormBodies(plain);
    const form = plain.withTypeProvider<ZodTypeProvider>();
    form.post(
      '/auth/oidc/:provider/callback',
      { schema: callbackSchema, config: { access: 'public', csrf: false } },
      handleCallback,
    );
  });
}
