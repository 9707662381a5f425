import { z } from 'zod';
import { plainString } from '../../shared/text.ts';
import { versionField } from '../../staff/contracts/fields.ts';
import { PASSKEY_NAME_MAX } from '../passkeys.ts';

/**
 * The calls of passkeys (WebAuthn): the browser's answers travel as the JSON of the WebAuthn
 * Level 3 `toJSON()` (binary fields in base64url). Every field is bounded, so a huge or garbled
 * answer is refused by the contract before any verification runs.
 */

/** A base64url field of at most `max` characters (no padding). */
function base64url(max: number) {
  return z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'auth.passkeyInvalid');
}

/** Credential ids are at most 1023 bytes (WebAuthn), 1364 characters in base64url. */
const credentialId = base64url(1364).min(1);

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;

const clientExtensionResults = z.record(z.string().max(64), z.unknown()).default({});
const authenticatorAttachment = z.enum(['platform', 'cross-platform']).optional();

/** `RegistrationResponseJSON`: what `navigator.credentials.create()` gave. */
export const RegistrationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096).min(1),
    attestationObject: base64url(32_768).min(1),
    authenticatorData: base64url(16_384).optional(),
    transports: z.array(z.enum(TRANSPORTS)).max(TRANSPORTS.length).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment,
  clientExtensionResults,
});
export type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>;

/** `AuthenticationResponseJSON`: what `navigator.credentials.get()` gave. */
export const AuthenticationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096).min(1),
    authenticatorData: base64url(4096).min(1),
    signature: base64url(1024).min(1),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment,
  clientExtensionResults,
});
export type AuthenticationResponse = z.infer<typeof AuthenticationResponseSchema>;

/** The name a person gives a passkey ("iPhone di Anna"): required, one line, bounded. */
export const passkeyName = () =>
  plainString().trim().min(1, 'auth.passkeyNameRequired').max(PASSKEY_NAME_MAX, 'auth.passkeyNameTooLong');

/**
 * The options of a WebAuthn ceremony, passed to the browser as they are
 * (`PublicKeyCredentialCreationOptionsJSON` / `…RequestOptionsJSON`).
 */
export const CeremonyOptionsResponseSchema = z.object({
  options: z.looseObject({ challenge: z.string() }),
});
export type CeremonyOptionsResponse = z.infer<typeof CeremonyOptionsResponseSchema>;

/** `POST /api/auth/passkeys`: the new passkey's name and the browser's registration answer. */
export const AddPasskeyBodySchema = z.strictObject({
  name: passkeyName(),
  response: RegistrationResponseSchema,
});
export type AddPasskeyBody = z.infer<typeof AddPasskeyBodySchema>;

/** `PATCH /api/auth/passkeys/:id`: a new name. */
export const RenamePasskeyBodySchema = z.strictObject({ name: passkeyName() });
export type RenamePasskeyBody = z.infer<typeof RenamePasskeyBodySchema>;

/** `POST /api/auth/passkeys/sign-in`: the browser's answer to the sign-in challenge. */
export const PasskeySignInBodySchema = z.strictObject({ response: AuthenticationResponseSchema });
export type PasskeySignInBody = z.infer<typeof PasskeySignInBodySchema>;

export const PasskeyParamsSchema = z.object({ id: z.uuid({ error: 'request.invalid' }) });

/** One passkey as its owner sees it. */
export const PasskeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Synced by its provider (iCloud Keychain, Google Password Manager, …) to the person's devices. */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

export const ListPasskeysResponseSchema = z.object({
  passkeys: z.array(PasskeySchema),
  /** The account's other ways in, for `canRemovePasskey`. */
  hasPassword: z.boolean(),
  identities: z.number().int(),
});
export type ListPasskeysResponse = z.infer<typeof ListPasskeysResponseSchema>;

export const PasskeyResponseSchema = z.object({ passkey: PasskeySchema });

/** One passkey of a person, as staff see it on the person's page, with its version. */
export const StaffPasskeySchema = PasskeySchema.extend({ version: z.string() });
export type StaffPasskey = z.infer<typeof StaffPasskeySchema>;
export const StaffPasskeysResponseSchema = z.object({ passkeys: z.array(StaffPasskeySchema) });
export type StaffPasskeysResponse = z.infer<typeof StaffPasskeysResponseSchema>;

export const StaffPasskeyParamsSchema = z.object({
  id: z.uuid({ error: 'request.invalid' }),
  passkeyId: z.uuid({ error: 'request.invalid' }),
});
export const RemoveStaffPasskeyQuerySchema = z.strictObject({ version: versionField });
