import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { createStorage } from './create-storage.ts';
import { s3Storage } from './s3.ts';
import { type FileStorage, newStorageKey, readAll } from './storage.ts';

/** The S3 adapter against s3rver, a local S3-compatible server (signed requests over HTTP). */

const BUCKET = 'school-files';
let server: S3rver;
let directory: string;
let endpoint: string;
let storage: FileStorage;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'school-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  // What S3_* settings give (s3rver accepts the key pair S3RVER/S3RVER).
  const config = loadConfig({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'eu-south-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: 'portal/',
  });
  storage = createStorage(config.storage);
});
afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe('s3Storage', () => {
  it('is chosen when S3_BUCKET is set', () => {
    expect(storage.kind).toBe('s3');
  });

  it('puts, gets and deletes an object with its content type, under the prefix', async () => {
    const key = newStorageKey('documents');
    const bytes = Buffer.from('%PDF-1.7 stored in a bucket');
    await storage.put(key, bytes, 'application/pdf');
    const read = await storage.get(key);
    expect(read?.size).toBe(bytes.length);
    expect(read && (await readAll(read))).toEqual(bytes);

    // Under the prefix, path-style, with its content type.
    const raw = await fetch(`${endpoint}/${BUCKET}/portal/${key}`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await raw.arrayBuffer())).toEqual(bytes);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('stores binary content unchanged', async () => {
    const key = newStorageKey('documents');
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256));
    await storage.put(key, bytes, 'application/octet-stream');
    const read = await storage.get(key);
    expect(read && (await readAll(read))).toEqual(bytes);
  });

  it('answers null for a missing key', async () => {
    expect(await storage.get(newStorageKey('documents'))).toBeNull();
  });

  it('signs its requests (AWS Signature V4) and sends the content type', async () => {
    // s3rver does not check signatures: a stub records what the adapter sends.
    const seen: Array<{ method: string; url: string; headers: IncomingHttpHeaders }> = [];
    const stub = createServer((req, res) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      req.resume();
      req.on('end', () => res.writeHead(200, { etag: '"x"' }).end());
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = stub.address() as AddressInfo;
      const signed = s3Storage({
        bucket: BUCKET,
        endpoint: `http://127.0.0.1:${port}`,
        region: 'eu-south-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
      });
      const key = newStorageKey('documents');
      await signed.put(key, Buffer.from('abc'), 'image/png');
      expect(seen[0]?.method).toBe('PUT');
      expect(seen[0]?.url.split('?')[0]).toBe(`/${BUCKET}/${key}`);
      expect(seen[0]?.headers['content-type']).toBe('image/png');
      expect(seen[0]?.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-south-1\/s3\/aws4_request, SignedHeaders=.*host.*, Signature=[0-9a-f]{64}$/,
      );
    } finally {
      await new Promise((resolve) => stub.close(resolve));
    }
  });

  it('refuses keys it did not make', async () => {
    await expect(storage.put('../x', Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
  });
});
