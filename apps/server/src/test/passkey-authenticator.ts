import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { AuthenticationResponse, RegistrationResponse } from '@school/domain/auth/contracts/passkeys';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** Authenticator data flags (WebAuthn §6.1). */
const FLAG = { userPresent: 0x01, userVerified: 0x04, backupEligible: 0x08, backedUp: 0x10, attested: 0x40 };

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | string) =>
  isoBase64URL.fromBuffer(typeof data === 'string' ? new TextEncoder().encode(data) : new Uint8Array(data));

function uint32(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
}

/** What a test may change in an answer to check that the server refuses it. */
export interface Tampering {
  origin?: string;
  rpId?: string;
  challenge?: string;
  userVerified?: boolean;
  /** Answer with another key than the registered one (a forged signature). */
  wrongKey?: boolean;
  userHandle?: string;
}

/**
 * A software passkey for API tests: a discoverable ES256 credential that answers
 * `navigator.credentials.create()` with a "none" attestation and `navigator.credentials.get()`
 * with a real signature, as a platform authenticator (synced, user verified) would.
 */
export class SoftPasskey {
  readonly credentialId = randomBytes(32);
  readonly id = b64url(this.credentialId);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private userHandle = '';
  counter = 0;

  constructor(
    readonly rpId = 'portal.test',
    readonly origin = 'http://portal.test',
  ) {}

  /** The registration answer to the server's creation options. */
  register(
    options: { challenge: string; user?: { id?: string } },
    tamper: Tampering = {},
  ): RegistrationResponse {
    this.userHandle = options.user?.id ?? '';
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
        [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(tamper.rpId ?? this.rpId),
      Buffer.from([this.flags(tamper) | FLAG.attested]),
      uint32(this.counter),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      Buffer.from(coseKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, never>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, tamper),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** The sign-in answer to the server's request options; the counter goes up by one. */
  signIn(options: { challenge: string }, tamper: Tampering = {}): AuthenticationResponse {
    this.counter += 1;
    const authData = Buffer.concat([
      sha256(tamper.rpId ?? this.rpId),
      Buffer.from([this.flags(tamper)]),
      uint32(this.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tamper);
    const key = tamper.wrongKey
      ? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
      : this.keys.privateKey;
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(isoBase64URL.toBuffer(clientDataJSON))]),
      key,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: tamper.userHandle ?? this.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  private flags(tamper: Tampering): number {
    const verified = tamper.userVerified ?? true;
    return FLAG.userPresent | (verified ? FLAG.userVerified : 0) | FLAG.backupEligible | FLAG.backedUp;
  }

  private clientData(type: string, challenge: string, tamper: Tampering): string {
    return b64url(
      JSON.stringify({
        type,
        challenge: tamper.challenge ?? challenge,
        origin: tamper.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }
}
