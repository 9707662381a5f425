import * as authApi from '@school/domain/auth/contracts/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { acceptFormBodies } from '../../lib/form-body.ts';
import { sendKeptJson } from '../../lib/kept-json.ts';
import type { ProviderName } from '../../platform/identity/oidc.ts';
import { deviceCookieOf, requireProfile, setDeviceCookie } from '../../plugins/app/auth.ts';
import { type EndpointRequest, routes } from '../../plugins/app/endpoints.ts';
import { AUTH_CLEANUP_INTERVAL_MS, deleteExpiredAuthRecords } from './auth.cleanup.ts';
import * as auth from './auth.service.ts';
import { buildMe, meJson } from './me.ts';
import { finishProviderLogin, startProviderLogin } from './provider-login.service.ts';

export default async function authRoutes(app: FastifyInstance) {
  app.jobs.every(
    { name: 'auth.cleanup', retryLimit: 0, run: async () => void (await deleteExpiredAuthRecords(app.db)) },
    AUTH_CLEANUP_INTERVAL_MS / 60_000,
    {},
  );
  const deps = { db: app.db, config: app.config, mailer: app.mailer };
  const route = routes(app, { access: 'public' });

  route(authApi.csrf, async (request, reply) => ({ token: app.issueCsrfToken(request, reply) }));

  route(authApi.me, async (request, reply) => {
    const user = request.user;
    if (!user) return { user: null };
    return sendKeptJson(request, reply, await meJson(app.db, user, request.accessSubject));
  });

  route(authApi.signUp, async (request, reply) => {
    const user = await auth.signUp(deps, request.body);
    await app.startSession(request, reply, user.id);
    return { user: await buildMe(app.db, user) };
  });

  route(authApi.logIn, async (request, reply) => {
    const { user, newDeviceToken } = await auth.logIn(deps, request.body, {
      ip: request.ip,
      deviceToken: deviceCookieOf(request, app.config.cookieSecure),
    });
    if (newDeviceToken) {
      setDeviceCookie(reply, app.config.cookieSecure, newDeviceToken, auth.TRUSTED_DEVICE_TTL_MS);
    }
    await app.startSession(request, reply, user.id);
    return { user: await buildMe(app.db, user) };
  });

  route(authApi.logOut, async (request, reply) => {
    await app.endSession(request, reply);
    return null;
  });

  route(authApi.requestPasswordReset, async (request) => {
    await auth.requestPasswordReset(deps, request.body, request.ip);
    return { ok: true as const };
  });

  route(authApi.resetPassword, async (request) => {
    await auth.resetPassword(deps, request.body);
    return { result: 'SuccessRequest' as const };
  });

  route(authApi.changePassword, { access: 'signedIn' }, async (request, reply) => {
    const user = await requireProfile(request);
    await auth.changePassword(deps, user, request.body);
    // A new session id for this browser: a session id known before the change is worth nothing.
    await app.startSession(request, reply, user.id);
    return null;
  });

  route(authApi.changeEmail, { access: 'signedIn' }, async (request) => {
    const user = await requireProfile(request);
    const updated = await auth.changeEmail(deps, user, request.body);
    return { user: await buildMe(app.db, updated) };
  });

  // OpenID Connect sign-in (Google, Apple)

  function providerOf(name: ProviderName) {
    const provider = app.identityProviders[name];
    if (!provider) throw new AppError(404, 'auth.providerNotConfigured', `${name} sign-in is not configured`);
    return provider;
  }

  route(authApi.providerStart, async (request, reply) => {
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
  });

  async function handleCallback(
    request: EndpointRequest<typeof authApi.providerCallback>,
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

  route(authApi.providerCallback, handleCallback);
  // Cross-site form POST from the provider (Apple's response_mode=form_post): protected by the
  // single-use state, not by CSRF tokens; the only sign-in route that reads a form.
  await app.register(async (plain) => {
    acceptFormBodies(plain);
    const formRoute = routes(plain, { access: 'public' });
    formRoute(authApi.providerFormCallback, { access: 'public', csrf: false }, handleCallback);
  });
}
