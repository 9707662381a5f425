import { generateKeyPairSync, webcrypto } from 'node:crypto';
import {
  buildEncryptionEnvelope,
  ENVELOPE_ALGORITHMS,
  parseEncryptionEnvelope,
  pemToDer,
} from '@school/domain/candidate/encryption-envelope';

/**
 * What the browser does with Web Crypto before an encrypted upload (and what the school does
 * offline to read it), for the tests: RSA-OAEP SHA-256 wraps a fresh AES-256-GCM key.
 */

const subtle = webcrypto.subtle;

export function generateSchoolKeyPair(modulusLength = 2048) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

export async function encryptForUpload(publicKeyPem: string, plain: Uint8Array): Promise<Uint8Array> {
  const data = new Uint8Array(plain);
  const der = pemToDer(publicKeyPem);
  if (!der) throw new Error('not a public key');
  const rsa = await subtle.importKey('spki', der, ENVELOPE_ALGORITHMS.wrap, false, ['wrapKey']);
  const aes = await subtle.generateKey(ENVELOPE_ALGORITHMS.content, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const ciphertext = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv, tagLength: 128 }, aes, data));
  const wrappedKey = new Uint8Array(await subtle.wrapKey('raw', aes, rsa, ENVELOPE_ALGORITHMS.wrap));
  return buildEncryptionEnvelope({ wrappedKey, iv, ciphertext });
}

export async function decryptEnvelope(privateKeyPem: string, bytes: Uint8Array): Promise<Uint8Array> {
  const envelope = parseEncryptionEnvelope(bytes);
  if (!envelope) throw new Error('not an envelope');
  const der = pemToDer(privateKeyPem, 'PRIVATE KEY');
  if (!der) throw new Error('not a private key');
  const rsa = await subtle.importKey('pkcs8', der, ENVELOPE_ALGORITHMS.wrap, false, ['unwrapKey']);
  const aes = await subtle.unwrapKey(
    'raw',
    new Uint8Array(envelope.wrappedKey),
    rsa,
    ENVELOPE_ALGORITHMS.wrap,
    'AES-GCM',
    false,
    ['decrypt'],
  );
  return new Uint8Array(
    await subtle.decrypt(
      { name: 'AES-GCM', iv: new Uint8Array(envelope.iv), tagLength: 128 },
      aes,
      new Uint8Array(envelope.ciphertext),
    ),
  );
}
