import '../../../test/setup';
import { parseEncryptionEnvelope } from '@school/domain/candidate/encryption-envelope';
import { describe, expect, it } from 'vitest';
import { prepareUpload } from './prepare-upload';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF\n');

function file(bytes: BlobPart, name: string): File {
  return new File([bytes], name);
}

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

async function schoolKeyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const body = btoa(String.fromCharCode(...spki)).replace(/(.{64})/g, '$1\n');
  return {
    pem: `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----\n`,
    privateKey: pair.privateKey,
  };
}

describe('prepareUpload — "Sent as base64"; encrypted with the public key when the document asks', () => {
  it('sends a plain document as canonical base64', async () => {
    const prepared = await prepareUpload(file(PDF, ' diploma.pdf '), { mustEncrypt: false, publicKey: null });
    expect(prepared).toEqual({
      body: { fileName: 'diploma.pdf', contentBase64: btoa(String.fromCharCode(...PDF)), encrypted: false },
      size: PDF.length,
    });
  });

  it('encrypts in the browser into a parseable envelope that only the private key opens', async () => {
    const { pem, privateKey } = await schoolKeyPair();
    const prepared = await prepareUpload(file(PDF, 'certificato.pdf'), { mustEncrypt: true, publicKey: pem });
    if (!('body' in prepared)) throw new Error('expected a body');
    expect(prepared.body.encrypted).toBe(true);
    expect(prepared.body.fileName).toBe('certificato.pdf');
    const bytes = base64ToBytes(prepared.body.contentBase64);
    // Not the PDF: the magic "%PDF-" is nowhere at the start.
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('AENV');
    const envelope = parseEncryptionEnvelope(bytes, 256);
    if (!envelope) throw new Error('expected an envelope');
    expect(envelope.iv).toHaveLength(12);
    expect(envelope.ciphertext).toHaveLength(PDF.length + 16);

    const key = await crypto.subtle.unwrapKey(
      'raw',
      envelope.wrappedKey.slice(),
      privateKey,
      { name: 'RSA-OAEP' },
      { name: 'AES-GCM', length: 256 },
      false,
      ['decrypt'],
    );
    const plain = new Uint8Array(
      await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: envelope.iv.slice() },
        key,
        envelope.ciphertext.slice(),
      ),
    );
    expect(Array.from(plain)).toEqual(Array.from(PDF));
  });

  it('draws a fresh key and IV for every upload', async () => {
    const { pem } = await schoolKeyPair();
    const a = await prepareUpload(file(PDF, 'a.pdf'), { mustEncrypt: true, publicKey: pem });
    const b = await prepareUpload(file(PDF, 'a.pdf'), { mustEncrypt: true, publicKey: pem });
    if (!('body' in a) || !('body' in b)) throw new Error('expected bodies');
    expect(a.body.contentBase64).not.toBe(b.body.contentBase64);
  });

  it('does not send a document to encrypt without a usable key', async () => {
    expect(await prepareUpload(file(PDF, 'a.pdf'), { mustEncrypt: true, publicKey: null })).toEqual({
      refusal: { code: 'encryptionUnavailable', size: PDF.length },
    });
    expect(
      await prepareUpload(file(PDF, 'a.pdf'), {
        mustEncrypt: true,
        publicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----',
      }),
    ).toEqual({ refusal: { code: 'encryptionUnavailable', size: PDF.length } });
  });
});
