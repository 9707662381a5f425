import { UPLOAD_ENCRYPTION_OVERHEAD_BYTES } from '../shared/limits.ts';

/**
 * The envelope of an encrypted upload ("Documents can be encrypted with a provider public key
 * (cryptDoc) before upload", specification 000 section 5; the candidate area: "encrypted in the browser with
 * the school's public key (Web Crypto, hybrid RSA-OAEP + AES-GCM) ... the server only ever stores
 * the ciphertext").
 *
 * The browser draws a fresh AES-256-GCM key and a 12-byte IV, encrypts the file with them, wraps
 * the raw AES key with the document's RSA public key (RSA-OAEP, SHA-256) and sends:
 *
 * | bytes | content |
 * |---|---|
 * | 4 | magic "AENV" (0x41 0x45 0x4e 0x56) |
 * | 1 | version, 1 |
 * | 2 | length L of the wrapped key, unsigned big-endian: 256, 384 or 512 (RSA 2048, 3072, 4096) |
 * | L | the AES key wrapped with RSA-OAEP (SHA-256, MGF1 SHA-256, no label) |
 * | 12 | AES-GCM IV |
 * | n + 16 | AES-GCM ciphertext followed by its 16-byte tag (Web Crypto's output), n ≥ 1 |
 *
 * The server cannot decrypt (the private key is kept offline by the school); it checks the shape
 * with `parseEncryptionEnvelope` and stores the bytes as they are. The school decrypts with its
 * private key: unwrap the AES key, then AES-GCM with the IV over ciphertext+tag.
 */

export const ENVELOPE_MAGIC = Object.freeze([0x41, 0x45, 0x4e, 0x56]); // "AENV"
export const ENVELOPE_VERSION = 1;
/** Wrapped-key lengths accepted: the modulus length in bytes of RSA 2048, 3072 and 4096. */
export const ENVELOPE_WRAPPED_KEY_LENGTHS = Object.freeze([256, 384, 512]);
export const ENVELOPE_IV_BYTES = 12;
export const ENVELOPE_TAG_BYTES = 16;
/** Magic, version and key length. */
export const ENVELOPE_HEADER_BYTES = ENVELOPE_MAGIC.length + 1 + 2;

/** The algorithms, as Web Crypto names them (the browser and the tests use these). */
export const ENVELOPE_ALGORITHMS = {
  wrap: { name: 'RSA-OAEP', hash: 'SHA-256' },
  content: { name: 'AES-GCM', length: 256, tagLength: 128 },
} as const;

export interface EncryptionEnvelope {
  version: typeof ENVELOPE_VERSION;
  wrappedKey: Uint8Array;
  iv: Uint8Array;
  /** Ciphertext followed by the 16-byte GCM tag. */
  ciphertext: Uint8Array;
}

/** The bytes an envelope adds to a file of `plainSize` bytes wrapped with a key of `wrappedKeyBytes`. */
export function envelopeOverhead(wrappedKeyBytes: number): number {
  return ENVELOPE_HEADER_BYTES + wrappedKeyBytes + ENVELOPE_IV_BYTES + ENVELOPE_TAG_BYTES;
}

// Every accepted key size fits the room the upload limit leaves for the envelope.
if (envelopeOverhead(Math.max(...ENVELOPE_WRAPPED_KEY_LENGTHS)) > UPLOAD_ENCRYPTION_OVERHEAD_BYTES) {
  throw new Error('UPLOAD_ENCRYPTION_OVERHEAD_BYTES is too small for the envelope');
}

/** Builds the envelope bytes (the browser, after encrypting with Web Crypto). */
export function buildEncryptionEnvelope(parts: {
  wrappedKey: Uint8Array;
  iv: Uint8Array;
  ciphertext: Uint8Array;
}): Uint8Array<ArrayBuffer> {
  const { wrappedKey, iv, ciphertext } = parts;
  if (!ENVELOPE_WRAPPED_KEY_LENGTHS.includes(wrappedKey.length))
    throw new RangeError(`wrapped key of ${wrappedKey.length} bytes`);
  if (iv.length !== ENVELOPE_IV_BYTES) throw new RangeError(`IV of ${iv.length} bytes`);
  if (ciphertext.length <= ENVELOPE_TAG_BYTES) throw new RangeError('ciphertext without content');
  const out = new Uint8Array(ENVELOPE_HEADER_BYTES + wrappedKey.length + iv.length + ciphertext.length);
  out.set(ENVELOPE_MAGIC, 0);
  out[4] = ENVELOPE_VERSION;
  out[5] = wrappedKey.length >> 8;
  out[6] = wrappedKey.length & 0xff;
  out.set(wrappedKey, ENVELOPE_HEADER_BYTES);
  out.set(iv, ENVELOPE_HEADER_BYTES + wrappedKey.length);
  out.set(ciphertext, ENVELOPE_HEADER_BYTES + wrappedKey.length + iv.length);
  return out;
}

/**
 * The envelope's parts, or null when the bytes are not a well-formed envelope: wrong magic or
 * version, a wrapped-key length other than 256/384/512, or too short to hold the key, the IV, one
 * byte of content and the tag. `expectedWrappedKeyBytes`, when given (the modulus length of the
 * document's public key), must match too.
 */
export function parseEncryptionEnvelope(
  bytes: Uint8Array,
  expectedWrappedKeyBytes?: number,
): EncryptionEnvelope | null {
  if (bytes.length < ENVELOPE_HEADER_BYTES) return null;
  if (!ENVELOPE_MAGIC.every((b, i) => bytes[i] === b)) return null;
  if (bytes[4] !== ENVELOPE_VERSION) return null;
  const keyLength = ((bytes[5] ?? 0) << 8) | (bytes[6] ?? 0);
  if (!ENVELOPE_WRAPPED_KEY_LENGTHS.includes(keyLength)) return null;
  if (expectedWrappedKeyBytes !== undefined && keyLength !== expectedWrappedKeyBytes) return null;
  const ivStart = ENVELOPE_HEADER_BYTES + keyLength;
  const contentStart = ivStart + ENVELOPE_IV_BYTES;
  if (bytes.length < contentStart + ENVELOPE_TAG_BYTES + 1) return null;
  return {
    version: ENVELOPE_VERSION,
    wrappedKey: bytes.subarray(ENVELOPE_HEADER_BYTES, ivStart),
    iv: bytes.subarray(ivStart, contentStart),
    ciphertext: bytes.subarray(contentStart),
  };
}

/** True when the bytes are a well-formed envelope (see `parseEncryptionEnvelope`). */
export function isEncryptionEnvelope(bytes: Uint8Array, expectedWrappedKeyBytes?: number): boolean {
  return parseEncryptionEnvelope(bytes, expectedWrappedKeyBytes) !== null;
}

/**
 * The DER bytes of a PEM block ("-----BEGIN PUBLIC KEY-----" SPKI, as stored with the document's
 * key), for Web Crypto's `importKey('spki', ...)`; a bare base64 body is accepted too. Null when
 * the text is not base64 or holds another PEM type.
 */
export function pemToDer(pem: string, label = 'PUBLIC KEY'): Uint8Array<ArrayBuffer> | null {
  const text = pem.trim();
  let body = text;
  const header = /^-----BEGIN ([A-Z ]+)-----([\s\S]*?)-----END \1-----$/.exec(text);
  if (header) {
    if (header[1] !== label) return null;
    body = header[2] ?? '';
  } else if (text.startsWith('-----')) return null;
  const base64 = body.replace(/\s+/g, '');
  if (base64 === '' || base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  return decodeBase64(base64);
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 (already checked for alphabet and length) to bytes, without browser or Node globals. */
export function decodeBase64(base64: string): Uint8Array<ArrayBuffer> {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((base64.length / 4) * 3 - padding);
  let o = 0;
  for (let i = 0; i < base64.length; i += 4) {
    const n =
      (BASE64_ALPHABET.indexOf(base64.charAt(i)) << 18) |
      (BASE64_ALPHABET.indexOf(base64.charAt(i + 1)) << 12) |
      (Math.max(0, BASE64_ALPHABET.indexOf(base64.charAt(i + 2))) << 6) |
      Math.max(0, BASE64_ALPHABET.indexOf(base64.charAt(i + 3)));
    if (o < out.length) out[o++] = (n >> 16) & 0xff;
    if (o < out.length) out[o++] = (n >> 8) & 0xff;
    if (o < out.length) out[o++] = n & 0xff;
  }
  return out;
}
