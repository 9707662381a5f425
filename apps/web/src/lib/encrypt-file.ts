import {
  buildEncryptionEnvelope,
  ENVELOPE_ALGORITHMS,
  ENVELOPE_IV_BYTES,
  pemToDer,
} from '@school/domain/candidate/encryption-envelope';

/** The public key could not be read (not an SPKI PEM of an RSA key). */
export class InvalidPublicKeyError extends Error {
  constructor() {
    super('The public key is not a valid RSA-OAEP SPKI key');
    this.name = 'InvalidPublicKeyError';
  }
}

async function importPublicKey(publicKeyPem: string): Promise<CryptoKey> {
  const der = pemToDer(publicKeyPem);
  if (!der) throw new InvalidPublicKeyError();
  try {
    return await crypto.subtle.importKey('spki', der, ENVELOPE_ALGORITHMS.wrap, false, ['wrapKey']);
  } catch {
    throw new InvalidPublicKeyError();
  }
}

/**
 * "Documents can be encrypted with a provider public key (cryptDoc) before upload": encrypts the
 * file in the browser with Web Crypto and returns the envelope of
 * packages/domain/src/candidate/encryption-envelope.ts: a fresh AES-256-GCM key and 12-byte IV
 * encrypt the bytes, and the raw AES key is wrapped with the school's RSA public key (RSA-OAEP,
 * SHA-256). Only the school's private key can open it; neither the server nor this page keeps
 * the AES key.
 */
export async function encryptWithPublicKey(
  plain: Uint8Array<ArrayBuffer>,
  publicKeyPem: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const publicKey = await importPublicKey(publicKeyPem);
  const { name, length, tagLength } = ENVELOPE_ALGORITHMS.content;
  const contentKey = await crypto.subtle.generateKey({ name, length }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(ENVELOPE_IV_BYTES));
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name, iv, tagLength }, contentKey, plain));
  const wrappedKey = new Uint8Array(
    await crypto.subtle.wrapKey('raw', contentKey, publicKey, { name: ENVELOPE_ALGORITHMS.wrap.name }),
  );
  return buildEncryptionEnvelope({ wrappedKey, iv, ciphertext });
}
