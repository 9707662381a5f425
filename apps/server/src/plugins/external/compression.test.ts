import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES } from '../../lib/kept-json.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const script = `console.log(${JSON.stringify('una ricetta '.repeat(400))});`;
const html = `<!doctype html><title>Portal</title><div id="root"></div><!-- ${'x'.repeat(2000)} -->`;

let ctx: TestContext;
beforeAll(async () => {
  // A built web app as `npm run build -w apps/web` leaves it: each file with its .br and .gz.
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  for (const [file, content] of [
    ['index.html', html],
    ['assets/app-abc123.js', script],
  ] as const) {
    await writeFile(path.join(dist, file), content);
    await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(content));
    await writeFile(path.join(dist, `${file}.gz`), gzipSync(content));
  }
  ctx = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(() => ctx.close());

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the built web app, compressed at build time', () => {
  it('serves the brotli copy to a browser that accepts it, with Content-Encoding and Vary', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it('serves the gzip copy when brotli is not accepted', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('serves the file as it is to a client that accepts no encoding, still with Vary', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(script);
  });

  it('serves index.html compressed, on / and on the history fallback, never cached', async () => {
    for (const url of ['/', '/profilo']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
  });
});

describe('API answers', () => {
  it('compresses a large answer by Accept-Encoding', async () => {
    const plain = await get('/api/reference/countries');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    const res = await get('/api/reference/countries', 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small answer as it is', async () => {
    const res = await get('/api/me', 'gzip, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ user: null });
  });

  it("sends a signed-in student's /api/me as it is, although it is over 1 KB", async () => {
    const { client } = await signIn(ctx, {
      categories: ['Studente'],
      enrolments: [{ kind: 'course' }, { kind: 'housing' }, { kind: 'course' }],
    });
    const res = await client.get('/api/me', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.length).toBeGreaterThan(1024);
    expect(res.body.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(res.json().user.subject.enrolments).toHaveLength(3);
  });
});
