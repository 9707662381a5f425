import { providerLoginStep } from '@school/domain/application/steps';
import { safeInternalPath } from '@school/domain/shared/internal-path';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type IdentityProvider, oidcHelpers, type ProviderName } from '../../platform/identity/oidc.ts';
import * as repo from './auth.repository.ts';

const STATE_TTL_MS = 10 * 60_000;

/** Only same-site paths are accepted as a place to return to. */
/** Where provider sign-in goes back to: one of our own paths, or the profile. */
export function safeReturnPath(value: string | undefined): string {
  return safeInternalPath(value) ?? '/profilo';
}

export interface StartProviderLogin {
  provider: ProviderName;
  returnTo?: string;
  productCode?: string;
  language: 'it' | 'en';
}

export async function startProviderLogin(
  deps: { db: Db; config: Config; provider: IdentityProvider },
  input: StartProviderLogin,
): Promise<URL> {
  const state = oidcHelpers.randomState();
  const nonce = oidcHelpers.randomNonce();
  const codeVerifier = oidcHelpers.randomPKCECodeVerifier();
  await repo.insertOidcState(deps.db, {
    state,
    provider: input.provider,
    nonce,
    codeVerifier,
    returnTo: safeReturnPath(input.returnTo),
    productCode: input.productCode ?? null,
    language: input.language,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return deps.provider.authorizationUrl({
    redirectUri: callbackUri(deps.config, input.provider),
    state,
    nonce,
    codeChallenge: await oidcHelpers.calculatePKCECodeChallenge(codeVerifier),
  });
}

export function callbackUri(config: Config, provider: ProviderName): string {
  return `${config.publicUrl}/api/auth/oidc/${provider}/callback`;
}

/**
 * Finishes a provider login. The original system's markers map to codes: an identity that
 * cannot be matched or verified ("Bloccato1" on an account not flagged blocked) answers
 * `auth.wrongCredentials`; a blocked account ("Bloccato2" or the flag) answers `auth.blocked`.
 * "Provider login sets the application step to 1, or the stored current step if greater than 1,
 * saves it, then opens candidatura."
 */
export async function finishProviderLogin(
  deps: { db: Db; provider: IdentityProvider },
  providerName: ProviderName,
  callbackUrl: URL,
): Promise<{ user: UserRow; redirectTo: string }> {
  const state = callbackUrl.searchParams.get('state') ?? '';
  const pending = state ? await repo.takeOidcState(deps.db, state, new Date()) : undefined;
  if (!pending || pending.provider !== providerName) {
    throw new AppError(400, 'auth.providerFailed', 'Unknown or expired sign-in attempt');
  }
  let identity: Awaited<ReturnType<IdentityProvider['identify']>>;
  try {
    identity = await deps.provider.identify(callbackUrl, {
      state,
      nonce: pending.nonce,
      codeVerifier: pending.codeVerifier,
    });
  } catch {
    throw new AppError(400, 'auth.providerFailed', 'The identity provider refused the sign-in');
  }

  const user = await deps.db.transaction(async (tx) => {
    const linked = await repo.findIdentity(tx, providerName, identity.subject);
    let row = linked ? await repo.findUserById(tx, linked.userId) : undefined;
    if (!row) {
      if (!identity.email || !identity.emailVerified) {
        throw new AppError(401, 'auth.wrongCredentials', 'The provider gave no verified e-mail');
      }
      row =
        (await repo.findUserByUsername(tx, identity.email)) ??
        (await repo.insertUser(tx, {
          username: identity.email,
          passwordHash: null,
          email: identity.email,
          firstName: identity.givenName,
          lastName: identity.familyName,
          language: pending.language,
        }));
      if (!row) throw new AppError(401, 'auth.wrongCredentials', 'Account could not be created');
      await repo.insertIdentity(tx, {
        userId: row.id,
        provider: providerName,
        subject: identity.subject,
        email: identity.email,
      });
      // Linking to an account made earlier with the same username (never verified by mail)
      // ends that account's open sessions: whoever registered the address first cannot stay
      // signed in to the mailbox owner's account.
      await repo.deleteUserSessions(tx, row.id);
    }
    if (row.isBlocked) throw new AppError(403, 'auth.blocked', 'Blocked user');
    if (pending.productCode) {
      const step = providerLoginStep({
        storedStep: row.applicationStep,
        storedProductCode: row.productCode,
        productCode: pending.productCode,
      });
      row =
        (await repo.updateUser(tx, row.id, { applicationStep: step, productCode: pending.productCode })) ??
        row;
    }
    return row;
  });

  const redirectTo =
    pending.productCode && user.applicationStep
      ? `/candidatura/${encodeURIComponent(pending.productCode)}/${user.applicationStep}`
      : pending.returnTo;
  return { user, redirectTo };
}
