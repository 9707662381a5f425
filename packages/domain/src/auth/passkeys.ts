/**
 * Passkeys (WebAuthn credentials): a person signs in with one instead of a password. The rules
 * both sides share: how many an account may hold, how long a name and a ceremony may be, and
 * when removing one would leave the account with no way to sign in.
 */

/** Passkeys one account may hold (a phone, a laptop, a security key, …, with room to spare). */
export const PASSKEYS_MAX = 20;

/** The longest name a person may give a passkey. */
export const PASSKEY_NAME_MAX = 60;

/** How long a registration or sign-in ceremony may take, from its options to its answer. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

/** The ways an account can sign in, as far as removing a passkey is concerned. */
export interface SignInMethods {
  passkeys: number;
  hasPassword: boolean;
  /** Google or Apple identities linked to the account. */
  identities: number;
}

/**
 * Whether the person may remove one of their passkeys: not the last way in, unless the account
 * still has a password or a linked Google/Apple identity (else only the recovery mail would be
 * left, which the person did not ask for).
 */
export function canRemovePasskey(methods: SignInMethods): boolean {
  if (methods.passkeys < 1) return false;
  return methods.passkeys > 1 || methods.hasPassword || methods.identities > 0;
}

/** Whether one more passkey may be added to an account holding `count`. */
export function canAddPasskey(count: number): boolean {
  return count < PASSKEYS_MAX;
}
