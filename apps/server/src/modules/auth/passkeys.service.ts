import type {
  AddPasskeyBody,
  CeremonyOptionsResponse,
  ListPasskeysResponse,
  Passkey,
  PasskeySignInBody,
} from '@school/domain/auth/contracts/passkeys';
import { canAddPasskey, canRemovePasskey, PASSKEY_CHALLENGE_TTL_MS } from '@school/domain/auth/passkeys';
import {
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { PasskeyRow, UserRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { SessionUser } from './auth.repository.ts';
import * as authRepo from './auth.repository.ts';
import { isTrustedDevice, loginCounterKeys, trustNewDevice } from './auth.service.ts';
import * as repo from './passkeys.repository.ts';

export interface PasskeyDeps {
  db: Db;
  config: Config;
}

const errors = {
  invalid: () => new AppError(400, 'auth.passkeyInvalid', 'The passkey answer is not valid'),
  failed: () => new AppError(401, 'auth.passkeyFailed', 'The passkey could not be verified'),
  unknown: () => new AppError(401, 'auth.passkeyUnknown', 'No account has this passkey'),
  taken: () => new AppError(409, 'auth.passkeyAlreadyRegistered', 'The passkey is registered already'),
  limit: () => new AppError(409, 'auth.passkeyLimit', 'The account holds the most passkeys it may'),
  lastWayIn: () => new AppError(409, 'auth.lastSignInMethod', 'The only way to sign in cannot be removed'),
};

/** A passkey as its owner sees it. */
export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}

/**
 * The signature algorithms a new passkey may use: Ed25519, ES256 and RS256, which every platform
 * authenticator offers. The library would also offer ML-DSA, whose verification is still
 * experimental in Node and whose signatures are several kilobytes (decision 75).
 */
export const PASSKEY_ALGORITHMS = [-8, -7, -257];

const transportsOf = (row: PasskeyRow) => row.transports as AuthenticatorTransport[];

/** The WebAuthn user handle of an account: its id (no personal data), as bytes. */
const userHandleOf = (userId: string) => isoUint8Array.fromUTF8String(userId);

export async function listOwnPasskeys(db: Db, user: SessionUser): Promise<ListPasskeysResponse> {
  const [rows, identities] = await Promise.all([
    repo.listPasskeys(db, user.id),
    repo.countIdentities(db, user.id),
  ]);
  return { passkeys: rows.map(toPasskey), hasPassword: user.hasPassword, identities };
}

/**
 * The options of a new passkey for the signed-in person: a discoverable credential with user
 * verification (it is the only factor), excluding the authenticators they registered already. The
 * challenge is stored for this person and this session alone.
 */
export async function registrationOptions(
  deps: PasskeyDeps,
  user: SessionUser,
  sessionTokenHash: string,
): Promise<CeremonyOptionsResponse['options']> {
  const { db, config } = deps;
  const held = await repo.listPasskeys(db, user.id);
  if (!canAddPasskey(held.length)) throw errors.limit();
  const options = await generateRegistrationOptions({
    rpName: config.passkeys.rpName,
    rpID: config.passkeys.rpId,
    userName: user.username,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.username,
    userID: userHandleOf(user.id),
    attestationType: 'none',
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    excludeCredentials: held.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await repo.insertChallenge(db, {
    challenge: options.challenge,
    purpose: 'registration',
    userId: user.id,
    sessionTokenHash,
    expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_TTL_MS),
  });
  return { ...options };
}

/**
 * Verifies the browser's registration answer against the challenge this person's session was
 * given (taken out of the table: single use) and stores the passkey with its name. The passkey
 * belongs to the signed-in person only: the challenge is bound to them and to their session.
 */
export async function addPasskey(
  deps: PasskeyDeps,
  user: SessionUser,
  sessionTokenHash: string,
  body: AddPasskeyBody,
): Promise<Passkey> {
  const { db, config } = deps;
  const now = new Date();
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: body.response,
      expectedChallenge: (challenge) =>
        repo.takeChallenge(
          db,
          { challenge, purpose: 'registration', userId: user.id, sessionTokenHash },
          now,
        ),
      expectedOrigin: config.passkeys.origin,
      expectedRPID: config.passkeys.rpId,
      requireUserVerification: true,
    });
  } catch {
    throw errors.invalid();
  }
  const info = verification.registrationInfo;
  if (!verification.verified || !info) throw errors.invalid();
  const row = await db.transaction(async (tx) => {
    if (!(await repo.lockUser(tx, user.id))) throw notFound();
    if (!canAddPasskey(await repo.countPasskeys(tx, user.id))) throw errors.limit();
    const inserted = await repo.insertPasskey(tx, {
      userId: user.id,
      credentialId: info.credential.id,
      publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: body.response.response.transports ?? info.credential.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      name: body.name,
    });
    if (!inserted) throw errors.taken();
    return inserted;
  });
  return toPasskey(row);
}

export async function renameOwnPasskey(
  db: Db,
  user: SessionUser,
  id: string,
  name: string,
): Promise<Passkey> {
  const row = await repo.renamePasskey(db, user.id, id, name);
  if (!row) throw notFound();
  return toPasskey(row);
}

/**
 * Removes one of the person's passkeys, unless it is their last way in: the account is locked, so
 * two removals at once cannot both see "one more left".
 */
export async function removeOwnPasskey(db: Db, user: SessionUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await repo.lockUser(tx, user.id);
    if (!account) throw notFound();
    if (!(await repo.findOwnPasskey(tx, user.id, id, true))) throw notFound();
    const methods = {
      passkeys: await repo.countPasskeys(tx, user.id),
      hasPassword: account.passwordHash !== null,
      identities: await repo.countIdentities(tx, user.id),
    };
    if (!canRemovePasskey(methods)) throw errors.lastWayIn();
    await repo.deletePasskey(tx, id);
  });
}

/**
 * The options of a passkey sign-in: no account is named (the browser offers the discoverable
 * passkeys it holds for the portal, also in the e-mail field's autofill). The challenge is stored
 * for any instance to check.
 */
export async function signInOptions(deps: PasskeyDeps): Promise<CeremonyOptionsResponse['options']> {
  const { db, config } = deps;
  const options = await generateAuthenticationOptions({
    rpID: config.passkeys.rpId,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await repo.insertChallenge(db, {
    challenge: options.challenge,
    purpose: 'authentication',
    userId: null,
    sessionTokenHash: null,
    expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_TTL_MS),
  });
  return { ...options };
}

export interface PasskeyClient {
  ip: string;
  deviceToken: string | undefined;
}

/**
 * A passkey sign-in. Like the password's, each attempt is reserved on the address's counter
 * before anything is checked, and a failure keeps it; a success gives it back and clears the
 * account's failures (its owner proved who they are), and trusts the device. A blocked account
 * is told so (only to whoever holds its passkey). Returns the user and a new device cookie's token.
 */
export async function signInWithPasskey(
  deps: PasskeyDeps,
  body: PasskeySignInBody,
  client: PasskeyClient,
): Promise<{ user: UserRow; newDeviceToken: string | null }> {
  const { db, config } = deps;
  const now = new Date();
  const windowStartAfter = new Date(now.getTime() - config.login.windowMs);
  const addressKey = loginCounterKeys.address(client.ip);
  if (!(await authRepo.reserveAttempt(db, addressKey, config.login.maxPerAddress, now, windowStartAfter))) {
    throw new AppError(429, 'request.rateLimited', 'Too many failed attempts, try again later');
  }
  const { response } = body;
  const passkey = await repo.findPasskeyByCredentialId(db, response.id);
  if (!passkey) throw errors.unknown();
  // The authenticator names the account the passkey was made for: it must be this passkey's.
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== isoBase64URL.fromBuffer(userHandleOf(passkey.userId))) {
    throw errors.failed();
  }
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => repo.takeChallenge(db, { challenge, purpose: 'authentication' }, now),
      expectedOrigin: config.passkeys.origin,
      expectedRPID: config.passkeys.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: true,
    });
  } catch {
    throw errors.failed();
  }
  if (!verification.verified) throw errors.failed();
  const user = await authRepo.findUserById(db, passkey.userId);
  if (!user) throw errors.unknown();
  const info = verification.authenticationInfo;
  await repo.recordPasskeyUse(db, passkey.id, {
    counter: info.newCounter,
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
    lastUsedAt: now,
  });
  await authRepo.releaseAttempt(db, addressKey);
  await authRepo.clearFailures(db, loginCounterKeys.account(user.username));
  if (user.isBlocked) throw new AppError(403, 'auth.blocked', 'Blocked user');
  if (await isTrustedDevice(db, user.id, client.deviceToken, now)) return { user, newDeviceToken: null };
  return { user, newDeviceToken: await trustNewDevice(db, user.id, now) };
}
