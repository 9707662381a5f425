import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOAD_ENCRYPTION_OVERHEAD_BYTES } from '../shared/limits.ts';
import { titled } from '../testing/titled.ts';
import {
  buildEncryptionEnvelope,
  ENVELOPE_HEADER_BYTES,
  ENVELOPE_IV_BYTES,
  ENVELOPE_TAG_BYTES,
  envelopeOverhead,
  isEncryptionEnvelope,
  parseEncryptionEnvelope,
  pemToDer,
} from './encryption-envelope.ts';

const bytes = (length: number, fill = 7) => new Uint8Array(length).fill(fill);
/** ASCII text as bytes (the domain is compiled without DOM or Node globals). */
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const WRAPPED = bytes(256, 1);
const IV = bytes(12, 2);
const CIPHERTEXT = bytes(40, 3); // 24 bytes of content + 16 of tag

function envelope(overrides: { wrappedKey?: Uint8Array; iv?: Uint8Array; ciphertext?: Uint8Array } = {}) {
  return buildEncryptionEnvelope({ wrappedKey: WRAPPED, iv: IV, ciphertext: CIPHERTEXT, ...overrides });
}

describe('the upload envelope — "encrypted in the browser with the school\'s public key (hybrid RSA-OAEP + AES-GCM)"', () => {
  it('lays out magic "AENV", version 1, the key length big-endian, key, IV, ciphertext+tag', () => {
    const out = envelope();
    expect([...out.subarray(0, 7)]).toEqual([0x41, 0x45, 0x4e, 0x56, 1, 0x01, 0x00]);
    expect(out.length).toBe(ENVELOPE_HEADER_BYTES + 256 + ENVELOPE_IV_BYTES + 40);
    const parsed = parseEncryptionEnvelope(out);
    expect(parsed?.version).toBe(1);
    expect([...(parsed?.wrappedKey ?? [])]).toEqual([...WRAPPED]);
    expect([...(parsed?.iv ?? [])]).toEqual([...IV]);
    expect([...(parsed?.ciphertext ?? [])]).toEqual([...CIPHERTEXT]);
  });

  it.each([256, 384, 512])('accepts a key wrapped with RSA of %i bytes', (length) => {
    const out = envelope({ wrappedKey: bytes(length) });
    expect(parseEncryptionEnvelope(out)?.wrappedKey.length).toBe(length);
    expect(isEncryptionEnvelope(out, length)).toBe(true);
  });

  it('the largest envelope fits the room left above the upload limit (UPLOAD_ENCRYPTION_OVERHEAD_BYTES)', () => {
    expect(envelopeOverhead(512)).toBeLessThanOrEqual(UPLOAD_ENCRYPTION_OVERHEAD_BYTES);
    expect(envelopeOverhead(256)).toBe(7 + 256 + 12 + 16);
  });

  const valid = envelope();
  const withByte = (index: number, value: number) => {
    const copy = valid.slice();
    copy[index] = value;
    return copy;
  };
  it.each(
    titled<{ case: string; input: Uint8Array; expectedKey?: number }>('refuses $case', [
      { case: 'no bytes', input: new Uint8Array(0) },
      { case: 'a PDF (not encrypted)', input: ascii('%PDF-1.7\n...') },
      { case: 'a wrong magic', input: withByte(0, 0x42) },
      { case: 'version 2', input: withByte(4, 2) },
      { case: 'version 0', input: withByte(4, 0) },
      { case: 'a key length of 255', input: withByte(6, 0xff).map((b, i) => (i === 5 ? 0 : b)) },
      { case: 'a key length of 0', input: withByte(5, 0) },
      { case: 'the header only', input: valid.subarray(0, ENVELOPE_HEADER_BYTES) },
      { case: 'a cut wrapped key', input: valid.subarray(0, ENVELOPE_HEADER_BYTES + 100) },
      {
        case: 'no content (IV and tag only)',
        input: valid.subarray(0, ENVELOPE_HEADER_BYTES + 256 + ENVELOPE_IV_BYTES + ENVELOPE_TAG_BYTES),
      },
      { case: 'a key of another size than the document key', input: valid, expectedKey: 512 },
    ]),
  )('%s', (_title, { input, expectedKey }) => {
    expect(parseEncryptionEnvelope(input, expectedKey)).toBeNull();
  });

  it('the smallest envelope holds one byte of content', () => {
    expect(parseEncryptionEnvelope(envelope({ ciphertext: bytes(ENVELOPE_TAG_BYTES + 1) }))).not.toBeNull();
  });

  it('building refuses parts the parser would refuse', () => {
    expect(() => envelope({ wrappedKey: bytes(100) })).toThrow(RangeError);
    expect(() => envelope({ iv: bytes(16) })).toThrow(RangeError);
    expect(() => envelope({ ciphertext: bytes(16) })).toThrow(RangeError);
  });

  it('property: build then parse gives the parts back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(256, 384, 512),
        fc.uint8Array({ minLength: 17, maxLength: 300 }),
        (keyLength, ciphertext) => {
          const parsed = parseEncryptionEnvelope(
            buildEncryptionEnvelope({ wrappedKey: bytes(keyLength, 9), iv: IV, ciphertext }),
          );
          return parsed !== null && parsed.ciphertext.length === ciphertext.length;
        },
      ),
    );
  });
});

describe('pemToDer — the document key for importKey("spki")', () => {
  const PEM = '-----BEGIN PUBLIC KEY-----\nTUlJQkln\nQQ==\n-----END PUBLIC KEY-----\n';
  it('decodes the body of a PUBLIC KEY block, across line breaks', () => {
    expect([...(pemToDer(PEM) ?? [])]).toEqual([...ascii('MIIBIgA')]);
  });
  it('accepts a bare base64 body', () => {
    expect([...(pemToDer('QUJD') ?? [])]).toEqual([65, 66, 67]);
  });
  it.each([
    ['another PEM type', '-----BEGIN PRIVATE KEY-----\nQUJD\n-----END PRIVATE KEY-----'],
    ['mismatched labels', '-----BEGIN PUBLIC KEY-----\nQUJD\n-----END PRIVATE KEY-----'],
    ['not base64', '-----BEGIN PUBLIC KEY-----\n*!*!\n-----END PUBLIC KEY-----'],
    ['an empty body', '-----BEGIN PUBLIC KEY-----\n-----END PUBLIC KEY-----'],
    ['empty text', ''],
  ])('refuses %s', (_case, text) => {
    expect(pemToDer(text)).toBeNull();
  });
});
