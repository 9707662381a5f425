import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oidcStates, sessions, userIdentities, users } from '../../db/schema/index.ts';
import { createUser } from '../../test/fixtures.ts';
import {
  type LocalOidcProvider,
  ProviderBrowser,
  type ProviderUserClaims,
  startOidcProvider,
} from '../../test/oidc-provider.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

/**
 * Provider sign-in (Google, Apple) end to end: the portal talks to a real OpenID Connect
 * provider on 127.0.0.1 (discovery, authorization code with PKCE, token exchange, id_token
 * signature and nonce), the "browser" follows the redirects with real HTTP requests.
 * Spec section 4: "Blocked login" and "Provider login sets the application step to 1, or the
 * stored current step if greater than 1, saves it, then opens candidatura".
 */

const PORTAL = 'http://portal.test';
const GOOGLE = { clientId: 'portal-google', clientSecret: 'google-secret-value' };
const APPLE = { clientId: 'portal-apple', clientSecret: 'apple-secret-value' };

let op: LocalOidcProvider;
let ctx: TestContext;

beforeAll(async () => {
  op = await startOidcProvider({
    clients: [
      { ...GOOGLE, redirectUris: [`${PORTAL}/api/auth/oidc/google/callback`] },
      { ...APPLE, redirectUris: [`${PORTAL}/api/auth/oidc/apple/callback`] },
    ],
  });
  ctx = await createTestApp({
    env: {
      GOOGLE_ISSUER: op.issuer,
      GOOGLE_CLIENT_ID: GOOGLE.clientId,
      GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
      APPLE_ISSUER: op.issuer,
      APPLE_CLIENT_ID: APPLE.clientId,
      APPLE_CLIENT_SECRET: APPLE.clientSecret,
      OIDC_ALLOW_INSECURE: 'true',
      PUBLIC_URL: PORTAL,
    },
  });
});

afterAll(async () => {
  await ctx?.close();
  await op?.close();
});

beforeEach(async () => {
  await ctx.reset();
  op.setNextUser(null);
});

function person(overrides: Partial<ProviderUserClaims> = {}): ProviderUserClaims {
  return {
    sub: 'google-sub-1',
    email: 'giulia.verdi@example.com',
    email_verified: true,
    given_name: 'Giulia',
    family_name: 'Verdi',
    ...overrides,
  };
}

type ProviderName = 'google' | 'apple';

/** Opens the start route and lets the browser go through the provider back to the portal. */
async function authorize(client: TestClient, provider: ProviderName, query = ''): Promise<URL> {
  const start = await client.get(`/api/auth/oidc/${provider}/start${query}`);
  expect(start.statusCode, start.body).toBe(302);
  const location = new URL(String(start.headers.location));
  expect(location.origin).toBe(op.issuer);
  const callback = await new ProviderBrowser().followUntil(location, PORTAL);
  expect(callback.pathname).toBe(`/api/auth/oidc/${provider}/callback`);
  return callback;
}

/** The whole sign-in as the given provider user; returns the browser and the callback answer. */
async function signIn(claims: ProviderUserClaims | null, query = '', provider: ProviderName = 'google') {
  op.setNextUser(claims);
  const client = new TestClient(ctx.app);
  const callbackUrl = await authorize(client, provider, query);
  const res = await client.get(callbackUrl.pathname + callbackUrl.search);
  return { client, res, callbackUrl };
}

function expectRedirect(res: LightMyRequestResponse, location: string) {
  expect(res.statusCode, res.body).toBe(302);
  expect(res.headers.location).toBe(location);
}

async function me(client: TestClient) {
  const res = await client.get('/api/me');
  expect(res.statusCode).toBe(200);
  return (res.json() as { user: Record<string, unknown> | null }).user;
}

const allUsers = () => ctx.db.select().from(users);
const allIdentities = () => ctx.db.select().from(userIdentities);
const allSessions = () => ctx.db.select().from(sessions);

describe('GET /api/auth/oidc/:provider/start', () => {
  it('redirects to the provider with state, nonce and an S256 PKCE challenge, and stores the attempt', async () => {
    const client = new TestClient(ctx.app);
    const before = Date.now();
    const res = await client.get('/api/auth/oidc/google/start?returnTo=/areacandidato&lang=en');
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${op.issuer}/auth`);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(GOOGLE.clientId);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('redirect_uri')).toBe(`${PORTAL}/api/auth/oidc/google/callback`);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('nonce')).toBeTruthy();
    const [row, ...others] = await ctx.db.select().from(oidcStates);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      state: q.get('state'),
      nonce: q.get('nonce'),
      provider: 'google',
      returnTo: '/areacandidato',
      productCode: null,
      language: 'en',
    });
    // The verifier stays on the server; only its challenge travels.
    expect(row?.codeVerifier).not.toBe(q.get('code_challenge'));
    expect(url.href).not.toContain(row?.codeVerifier ?? '-');
    expect(row?.expiresAt.getTime()).toBeGreaterThan(before + 9 * 60_000);
    expect(row?.expiresAt.getTime()).toBeLessThan(Date.now() + 11 * 60_000);
  });

  it('replaces a return path that leaves the site by /profilo', async () => {
    const client = new TestClient(ctx.app);
    for (const returnTo of ['//evil.example', 'https://evil.example/x', '/\\evil.example', 'profilo']) {
      const res = await client.get(`/api/auth/oidc/google/start?returnTo=${encodeURIComponent(returnTo)}`);
      expect(res.statusCode).toBe(302);
      const state = new URL(String(res.headers.location)).searchParams.get('state') ?? '';
      const [row] = await ctx.db.select().from(oidcStates).where(eq(oidcStates.state, state));
      expect(row?.returnTo, returnTo).toBe('/profilo');
    }
  });

  it('refuses a malformed product code and an unknown provider with request.invalid', async () => {
    const client = new TestClient(ctx.app);
    const badProduct = await client.get('/api/auth/oidc/google/start?product=CUCINA%202027%3Cscript%3E');
    expect(badProduct.statusCode).toBe(400);
    expect(badProduct.json()).toMatchObject({ error: { code: 'request.invalid' } });
    const unknown = await client.get('/api/auth/oidc/facebook/start');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { code: 'request.invalid' } });
    expect(await ctx.db.select().from(oidcStates)).toHaveLength(0);
  });
});

describe('provider sign-in end to end', () => {
  it('creates a new user (username = e-mail, no password, names from the claims) and signs in', async () => {
    const { client, res } = await signIn(person({ email: 'Giulia.Verdi@Example.com' }), '?returnTo=/profilo');
    expectRedirect(res, '/profilo');
    const sid = client.cookie('sid');
    expect(sid).toBeTruthy();
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');

    expect(await me(client)).toMatchObject({
      username: 'giulia.verdi@example.com',
      email: 'giulia.verdi@example.com',
      firstName: 'Giulia',
      lastName: 'Verdi',
      language: 'it',
      hasPassword: false,
      applicationStep: null,
      productCode: null,
    });
    const [user, ...moreUsers] = await allUsers();
    expect(moreUsers).toHaveLength(0);
    expect(user).toMatchObject({
      username: 'giulia.verdi@example.com',
      passwordHash: null,
      isBlocked: false,
    });
    expect(await allIdentities()).toEqual([
      expect.objectContaining({
        userId: user?.id,
        provider: 'google',
        subject: 'google-sub-1',
        email: 'giulia.verdi@example.com',
      }),
    ]);
    expect(await allSessions()).toEqual([expect.objectContaining({ userId: user?.id })]);
    // The pending attempt is used up.
    expect(await ctx.db.select().from(oidcStates)).toHaveLength(0);
  });

  it('creates the account in the language of the start request', async () => {
    const { client, res } = await signIn(person(), '?lang=en');
    expectRedirect(res, '/profilo');
    expect(await me(client)).toMatchObject({ language: 'en' });
  });

  it('links an existing account with the same e-mail instead of creating one', async () => {
    const existing = await createUser(ctx.db, {
      username: 'anna.rossi@example.com',
      firstName: 'Anna',
      lastName: 'Rossi',
    });
    const { client, res } = await signIn(
      person({ sub: 'google-anna', email: 'ANNA.ROSSI@example.com', given_name: 'Annie', family_name: 'R.' }),
      '?returnTo=/areacandidato',
    );
    expectRedirect(res, '/areacandidato');
    // Same account: its password and names are kept.
    expect(await me(client)).toMatchObject({
      id: existing.id,
      firstName: 'Anna',
      lastName: 'Rossi',
      hasPassword: true,
    });
    expect(await allUsers()).toHaveLength(1);
    expect(await allIdentities()).toEqual([
      expect.objectContaining({ userId: existing.id, provider: 'google', subject: 'google-anna' }),
    ]);
  });

  it('signs in again through the linked identity even when the provider e-mail changed', async () => {
    const first = await signIn(person({ sub: 'google-mario', email: 'mario@old.example' }));
    expectRedirect(first.res, '/profilo');
    const firstUser = await me(first.client);

    // Same subject, new (even unverified) e-mail: the identity, not the e-mail, decides.
    const second = await signIn(
      person({ sub: 'google-mario', email: 'mario@new.example', email_verified: false }),
    );
    expectRedirect(second.res, '/profilo');
    expect(second.client.cookie('sid')).toBeTruthy();
    expect(await me(second.client)).toMatchObject({ id: firstUser?.id, username: 'mario@old.example' });
    expect(await allUsers()).toHaveLength(1);
    expect(await allIdentities()).toHaveLength(1);
    expect(await allSessions()).toHaveLength(2);
  });

  it('sends a blocked user back with auth.blocked and no session', async () => {
    await createUser(ctx.db, { username: 'bloccato@example.com', isBlocked: true });
    const { client, res } = await signIn(person({ sub: 'google-blocked', email: 'bloccato@example.com' }));
    expectRedirect(res, '/profilo?loginError=auth.blocked');
    expect(client.cookie('sid')).toBeUndefined();
    expect(await me(client)).toBeNull();
    expect(await allSessions()).toHaveLength(0);
    // Nothing was linked either (the transaction rolled back).
    expect(await allIdentities()).toHaveLength(0);
  });

  it('refuses an account blocked after its identity was linked', async () => {
    const first = await signIn(person({ sub: 'google-later' }));
    expectRedirect(first.res, '/profilo');
    await ctx.db.update(users).set({ isBlocked: true });
    // The blocked user's existing session no longer counts either.
    expect(await me(first.client)).toBeNull();

    const second = await signIn(person({ sub: 'google-later' }));
    expectRedirect(second.res, '/profilo?loginError=auth.blocked');
    expect(second.client.cookie('sid')).toBeUndefined();
    expect(await allSessions()).toHaveLength(1);
  });

  it('answers auth.wrongCredentials for an unverified e-mail of an unknown user and stores nothing', async () => {
    const { client, res } = await signIn(person({ sub: 'google-unverified', email_verified: false }));
    expectRedirect(res, '/profilo?loginError=auth.wrongCredentials');
    expect(client.cookie('sid')).toBeUndefined();
    expect(await allUsers()).toHaveLength(0);
    expect(await allIdentities()).toHaveLength(0);
    expect(await allSessions()).toHaveLength(0);
  });

  it('does not let an unverified e-mail take over an existing account', async () => {
    await createUser(ctx.db, { username: 'vittima@example.com' });
    const { client, res } = await signIn(
      person({ sub: 'google-attacker', email: 'vittima@example.com', email_verified: false }),
    );
    expectRedirect(res, '/profilo?loginError=auth.wrongCredentials');
    expect(client.cookie('sid')).toBeUndefined();
    expect(await allIdentities()).toHaveLength(0);
    expect(await allSessions()).toHaveLength(0);
  });

  it('signs in the user set over HTTP at the provider (how browser tests in another process do it)', async () => {
    const set = await fetch(`${op.issuer}/__test/next-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(person({ sub: 'google-remote', email: 'remote@example.com', given_name: 'Remo' })),
    });
    expect(set.status).toBe(204);
    const client = new TestClient(ctx.app);
    const callbackUrl = await authorize(client, 'google');
    expectRedirect(await client.get(callbackUrl.pathname + callbackUrl.search), '/profilo');
    expect(await me(client)).toMatchObject({ username: 'remote@example.com', firstName: 'Remo' });
  });

  it('answers auth.providerFailed when the person cancels at the provider', async () => {
    const { client, res, callbackUrl } = await signIn(null);
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
    expectRedirect(res, '/profilo?loginError=auth.providerFailed');
    expect(client.cookie('sid')).toBeUndefined();
    expect(await allUsers()).toHaveLength(0);
    // The attempt is used up all the same.
    expect(await ctx.db.select().from(oidcStates)).toHaveLength(0);
  });
});

describe('callback hardening', () => {
  it('refuses a replayed callback (same state twice) with auth.providerFailed', async () => {
    const { res, callbackUrl } = await signIn(person());
    expectRedirect(res, '/profilo');

    const replayer = new TestClient(ctx.app);
    const replay = await replayer.get(callbackUrl.pathname + callbackUrl.search);
    expectRedirect(replay, '/profilo?loginError=auth.providerFailed');
    expect(replayer.cookie('sid')).toBeUndefined();
    expect(await allSessions()).toHaveLength(1);
  });

  it('refuses a forged state with auth.providerFailed, and the forgery does not use up the real attempt', async () => {
    op.setNextUser(person());
    const client = new TestClient(ctx.app);
    const callbackUrl = await authorize(client, 'google');
    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', 'forged-state-value');
    const res = await client.get(forged.pathname + forged.search);
    expectRedirect(res, '/profilo?loginError=auth.providerFailed');
    expect(client.cookie('sid')).toBeUndefined();
    expect(await allUsers()).toHaveLength(0);

    const genuine = await client.get(callbackUrl.pathname + callbackUrl.search);
    expectRedirect(genuine, '/profilo');
    expect(client.cookie('sid')).toBeTruthy();
  });

  it('refuses a code that belongs to another attempt (PKCE verifier and nonce do not match)', async () => {
    op.setNextUser(person());
    const victim = await authorize(new TestClient(ctx.app), 'google');
    const attacker = new TestClient(ctx.app);
    const own = await authorize(attacker, 'google');
    // The attacker's own (valid) state with the victim's code.
    const mixed = new URL(own);
    mixed.searchParams.set('code', victim.searchParams.get('code') ?? '');
    const res = await attacker.get(mixed.pathname + mixed.search);
    expectRedirect(res, '/profilo?loginError=auth.providerFailed');
    expect(attacker.cookie('sid')).toBeUndefined();
    expect(await allSessions()).toHaveLength(0);
  });

  it('refuses a state issued for another provider', async () => {
    op.setNextUser(person());
    const client = new TestClient(ctx.app);
    const googleCallback = await authorize(client, 'google');
    const res = await client.get(`/api/auth/oidc/apple/callback${googleCallback.search}`);
    expectRedirect(res, '/profilo?loginError=auth.providerFailed');
    expect(client.cookie('sid')).toBeUndefined();
  });

  it('ignores a return path that leaves the site: //evil.example ends on /profilo', async () => {
    const { client, res } = await signIn(person(), `?returnTo=${encodeURIComponent('//evil.example')}`);
    expectRedirect(res, '/profilo');
    expect(client.cookie('sid')).toBeTruthy();
  });

  it.each([
    ['a tab between the slashes', '%2F%09%2Fevil.example', '/profilo'],
    ['a newline', '%2F%0A%2Fevil.example', '/profilo'],
    ['a header injection', '%2Fx%0D%0ASet-Cookie%3A%20a%3D1', '/profilo'],
    ['non-ASCII', '%2Fcitt%C3%A0', '/citt%C3%A0'],
  ])('never leaves the site nor fails with %s in returnTo', async (_case, raw, location) => {
    const { res } = await signIn(person(), `?returnTo=${raw}`);
    expectRedirect(res, location);
  });
});

describe('provider sign-in towards an application (candidatura)', () => {
  it('opens the stored current step when it is greater than 1', async () => {
    const existing = await createUser(ctx.db, { username: 'candidata@example.com', applicationStep: 4 });
    const { client, res } = await signIn(
      person({ sub: 'google-candidata', email: 'candidata@example.com' }),
      '?product=CUCINA-2027A&returnTo=/profilo',
    );
    expectRedirect(res, '/candidatura/CUCINA-2027A/4');
    expect(await me(client)).toMatchObject({
      id: existing.id,
      applicationStep: 4,
      productCode: 'CUCINA-2027A',
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ applicationStep: 4, productCode: 'CUCINA-2027A' });
  });

  it('restarts at step 1 when the sign-in comes from another course than the stored one', async () => {
    const existing = await createUser(ctx.db, {
      username: 'switch@example.com',
      applicationStep: 5,
      productCode: 'PASTICCERIA-2027A',
    });
    const { res } = await signIn(
      person({ sub: 'google-switch', email: 'switch@example.com' }),
      '?product=CUCINA-2027A',
    );
    expectRedirect(res, '/candidatura/CUCINA-2027A/1');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ applicationStep: 1, productCode: 'CUCINA-2027A' });
  });

  it('sets step 1 for a new user and saves it', async () => {
    const { client, res } = await signIn(person({ sub: 'google-newcandidate' }), '?product=CUCINA-2027A');
    expectRedirect(res, '/candidatura/CUCINA-2027A/1');
    expect(await me(client)).toMatchObject({ applicationStep: 1, productCode: 'CUCINA-2027A' });
    const [row] = await allUsers();
    expect(row).toMatchObject({ applicationStep: 1, productCode: 'CUCINA-2027A' });
  });

  it('sets step 1 when the stored step is 0', async () => {
    await createUser(ctx.db, { username: 'zero@example.com', applicationStep: 0 });
    const { res } = await signIn(
      person({ sub: 'google-zero', email: 'zero@example.com' }),
      '?product=PAST-01',
    );
    expectRedirect(res, '/candidatura/PAST-01/1');
    const [row] = await allUsers();
    expect(row).toMatchObject({ applicationStep: 1, productCode: 'PAST-01' });
  });
});

describe('Apple (form_post callback)', () => {
  it('accepts the callback posted as a form, without a CSRF token', async () => {
    op.setNextUser(
      person({ sub: 'apple-001', email: 'luca@icloud.example', given_name: 'Luca', family_name: 'Neri' }),
    );
    const client = new TestClient(ctx.app);
    const callbackUrl = await authorize(client, 'apple', '?returnTo=/areacandidato');
    // What the browser posts to the portal with response_mode=form_post: the response parameters.
    const form = new URLSearchParams(callbackUrl.searchParams);
    const res = await client.post(callbackUrl.pathname, undefined, {
      csrf: false,
      rawBody: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: op.issuer },
    });
    expectRedirect(res, '/areacandidato');
    expect(client.cookie('sid')).toBeTruthy();
    expect(client.cookie('csrf')).toBeUndefined();
    expect(await me(client)).toMatchObject({
      username: 'luca@icloud.example',
      firstName: 'Luca',
      lastName: 'Neri',
    });
    expect(await allIdentities()).toEqual([
      expect.objectContaining({ provider: 'apple', subject: 'apple-001' }),
    ]);
  });

  it('keeps Google and Apple identities apart: the same subject at Apple is another identity', async () => {
    const google = await signIn(person({ sub: 'same-sub', email: 'primo@example.com' }));
    expectRedirect(google.res, '/profilo');
    const apple = await signIn(person({ sub: 'same-sub', email: 'secondo@example.com' }), '', 'apple');
    expectRedirect(apple.res, '/profilo');
    const a = await me(google.client);
    const b = await me(apple.client);
    expect(a?.id).not.toBe(b?.id);
    expect(await allIdentities()).toHaveLength(2);
  });
});

describe('unconfigured provider', () => {
  it('answers 404 auth.providerNotConfigured at start, and the callback sends the browser back', async () => {
    const bare = await createTestApp({ env: { PUBLIC_URL: PORTAL } });
    try {
      const client = new TestClient(bare.app);
      const res = await client.get('/api/auth/oidc/apple/start?returnTo=/profilo');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'auth.providerNotConfigured' } });
      expect(await bare.db.select().from(oidcStates)).toHaveLength(0);

      const callback = await client.get('/api/auth/oidc/apple/callback?code=x&state=y');
      expectRedirect(callback, '/profilo?loginError=auth.providerNotConfigured');
      expect(client.cookie('sid')).toBeUndefined();
    } finally {
      await bare.close();
    }
  });
});
