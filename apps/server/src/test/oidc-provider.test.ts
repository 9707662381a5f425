import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalOidcProvider, ProviderBrowser, startOidcProvider } from './oidc-provider.ts';

/** The local OpenID Connect provider of the tests, checked with a standard relying party (openid-client). */

const RP = 'http://rp.test';
const POST_CLIENT = { clientId: 'rp-post', clientSecret: 'post-secret', redirectUris: [`${RP}/cb`] };
const BASIC_CLIENT = {
  clientId: 'rp-basic',
  clientSecret: 'basic-secret',
  redirectUris: [`${RP}/cb`],
  tokenEndpointAuthMethod: 'client_secret_basic' as const,
};

let op: LocalOidcProvider;
beforeAll(async () => {
  op = await startOidcProvider({ clients: [POST_CLIENT, BASIC_CLIENT] });
});
afterAll(() => op?.close());

function discover(id: string, secret: string, auth: client.ClientAuth) {
  return client.discovery(new URL(op.issuer), id, secret, auth, { execute: [client.allowInsecureRequests] });
}

async function codeFlow(config: client.Configuration, browser = new ProviderBrowser()) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: `${RP}/cb`,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const callback = await browser.followUntil(url, RP);
  const tokens = await client.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: nonce,
    idTokenExpected: true,
  });
  return tokens.claims();
}

describe('local OpenID Connect provider', () => {
  it('publishes discovery metadata for the code flow with S256 PKCE and both secret methods', async () => {
    const res = await fetch(`${op.issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const metadata = (await res.json()) as Record<string, unknown>;
    expect(metadata.issuer).toBe(op.issuer);
    expect(op.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(['client_secret_basic', 'client_secret_post']),
    );
  });

  it.each([
    ['client_secret_post', POST_CLIENT, client.ClientSecretPost()],
    ['client_secret_basic', BASIC_CLIENT, client.ClientSecretBasic()],
  ] as const)('issues an id_token with the email and profile claims (%s)', async (_method, rp, auth) => {
    op.setNextUser({
      sub: `sub-${rp.clientId}`,
      email: 'chef@example.com',
      email_verified: true,
      given_name: 'Gualtiero',
      family_name: 'Marchesi',
    });
    const claims = await codeFlow(await discover(rp.clientId, rp.clientSecret, auth));
    expect(claims).toMatchObject({
      iss: op.issuer,
      aud: rp.clientId,
      sub: `sub-${rp.clientId}`,
      email: 'chef@example.com',
      email_verified: true,
      given_name: 'Gualtiero',
      family_name: 'Marchesi',
      name: 'Gualtiero Marchesi',
    });
  });

  it('signs in the next user every time, even in a browser that already has a provider session', async () => {
    const config = await discover(POST_CLIENT.clientId, POST_CLIENT.clientSecret, client.ClientSecretPost());
    const browser = new ProviderBrowser();
    op.setNextUser({ sub: 'first', email: 'first@example.com', email_verified: true });
    expect((await codeFlow(config, browser))?.sub).toBe('first');
    op.setNextUser({ sub: 'second', email: 'second@example.com', email_verified: false });
    expect(await codeFlow(config, browser)).toMatchObject({
      sub: 'second',
      email: 'second@example.com',
      email_verified: false,
    });
  });

  it('requires PKCE', async () => {
    op.setNextUser({ sub: 'pkce', email: 'pkce@example.com', email_verified: true });
    const url = new URL(`${op.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: POST_CLIENT.clientId,
      redirect_uri: `${RP}/cb`,
      response_type: 'code',
      scope: 'openid',
      state: 'abc',
    }).toString();
    const callback = await new ProviderBrowser().followUntil(url, RP);
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(callback.searchParams.get('state')).toBe('abc');
  });

  it('refuses a wrong client secret at the token endpoint', async () => {
    op.setNextUser({ sub: 'secret', email: 'secret@example.com', email_verified: true });
    const wrong = await discover(POST_CLIENT.clientId, 'not-the-secret', client.ClientSecretPost());
    await expect(codeFlow(wrong)).rejects.toMatchObject({ error: 'invalid_client' });
  });

  it('answers access_denied when no user is set (the person cancelled)', async () => {
    op.setNextUser(null);
    const config = await discover(POST_CLIENT.clientId, POST_CLIENT.clientSecret, client.ClientSecretPost());
    await expect(codeFlow(config)).rejects.toMatchObject({
      error: 'access_denied',
      error_description: 'The test user cancelled the sign-in',
    });
  });
});
