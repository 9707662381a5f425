import * as client from 'openid-client';
import type { ProviderConfig } from '../../config/env.ts';

export { PROVIDERS, type ProviderName } from '@school/domain/auth/contracts/provider-login';

export interface ProviderIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

/** An OpenID Connect identity provider (Google, Apple, or the local one of the tests). */
export interface IdentityProvider {
  authorizationUrl(params: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeChallenge: string;
  }): Promise<URL>;
  /** Exchanges the code of the callback URL for the verified identity; throws on any mismatch. */
  identify(
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<ProviderIdentity>;
}

export function openIdProvider(
  config: ProviderConfig,
  options: { allowInsecure: boolean },
): IdentityProvider {
  let discovered: Promise<client.Configuration> | null = null;
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(config.issuer),
        config.clientId,
        config.clientSecret,
        undefined,
        options.allowInsecure ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        discovered = null; // try discovery again next time
        throw err;
      });
    return discovered;
  };

  return {
    async authorizationUrl({ redirectUri, state, nonce, codeChallenge }) {
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
    },
    async identify(callbackUrl, checks) {
      const tokens = await client.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no id_token claims');
      const str = (v: unknown) => (typeof v === 'string' ? v : '');
      return {
        subject: claims.sub,
        email: str(claims.email).toLowerCase(),
        // Apple sends "true" as a string.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        givenName: str(claims.given_name),
        familyName: str(claims.family_name),
      };
    },
  };
}

export const oidcHelpers = {
  randomState: client.randomState,
  randomNonce: client.randomNonce,
  randomPKCECodeVerifier: client.randomPKCECodeVerifier,
  calculatePKCECodeChallenge: client.calculatePKCECodeChallenge,
};
