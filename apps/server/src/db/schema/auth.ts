import { bigint, boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, instant, instantNow, recordId } from './columns.ts';
import { users } from './users.ts';

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: belongsTo(() => users.id),
    expiresAt: instant().notNull(),
    createdAt: instantNow(),
    userAgent: text().notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Single-use, expiring password-recovery links (query `tkn`); only the SHA-256 is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: belongsTo(() => users.id),
    expiresAt: instant().notNull(),
    usedAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Failed-login counters per account and per address, shared by every app instance. */
export const loginFailures = pgTable('login_failures', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStart: instantNow(),
});

/**
 * Devices a user has signed in from (OWASP "device cookies"): the cookie holds a random token,
 * the table its SHA-256. Failed logins from a trusted device are counted for that device alone,
 * so attackers locking out the account from elsewhere do not lock out its owner.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text().primaryKey(),
    userId: belongsTo(() => users.id),
    expiresAt: instant().notNull(),
    createdAt: instantNow(),
  },
  (t) => [
    index('trusted_devices_user_idx').on(t.userId),
    index('trusted_devices_expires_idx').on(t.expiresAt),
  ],
);

/** A pending OpenID Connect authorisation (state, nonce, PKCE verifier, where to go after). */
export const oidcStates = pgTable('oidc_states', {
  state: text().primaryKey(),
  provider: text().notNull(),
  nonce: text().notNull(),
  codeVerifier: text().notNull(),
  returnTo: text().notNull().default('/'),
  productCode: text(),
  language: text().notNull().default('it'),
  expiresAt: instant().notNull(),
});

/** A person's accounts at identity providers (Google, Apple). */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: recordId(),
    userId: belongsTo(() => users.id),
    provider: text().notNull(),
    subject: text().notNull(),
    email: text().notNull().default(''),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * A person's passkeys (WebAuthn credentials), stored as SimpleWebAuthn recommends: the credential
 * id and COSE public key in base64url, the signature counter, the transports, and whether the
 * credential may be synced (`deviceType`) and is (`backedUp`). A credential id belongs to one
 * account only (unique index).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: recordId(),
    userId: belongsTo(() => users.id),
    credentialId: text().notNull(),
    publicKey: text().notNull(),
    /** The authenticator's signature counter (0 for those that keep none, such as synced passkeys). */
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: text().array().notNull().default([]),
    /** `singleDevice` or `multiDevice` (may be synced). */
    deviceType: text().notNull(),
    backedUp: boolean().notNull(),
    name: text().notNull(),
    createdAt: instantNow(),
    lastUsedAt: instant(),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_key').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
);
export type PasskeyRow = typeof passkeys.$inferSelect;

/**
 * The pending challenge of a passkey ceremony: kept in the database (any instance may receive the
 * answer), taken out when answered (single use) and valid a few minutes. A registration challenge
 * is bound to the person and to the session that asked for it.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text().primaryKey(),
    /** `registration` or `authentication`. */
    purpose: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    sessionTokenHash: text(),
    expiresAt: instant().notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
