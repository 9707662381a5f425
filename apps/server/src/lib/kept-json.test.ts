import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES, keptJson, sendKeptJson } from './kept-json.ts';

const large = keptJson({ items: Array.from({ length: 400 }, (_, i) => `Burro ${i}`) });
const small = keptJson({ user: { firstName: 'Luca' } });
const app = Fastify();
app.get('/large', (request, reply) => sendKeptJson(request, reply, large));
app.get('/small', (request, reply) => sendKeptJson(request, reply, small));
app.get('/by-origin', (request, reply) => sendKeptJson(request, reply.header('vary', 'Origin'), large));
beforeAll(() => app.ready());
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('an answer kept as JSON text', () => {
  it('sends a large one compressed in the encoding the browser prefers, the same bytes each time', async () => {
    expect(Buffer.byteLength(large.json)).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    const first = await get('/large', 'gzip, deflate, br, zstd');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(large.json);
    expect(large.copy('br')).toBe(large.copy('br'));
    const gzip = await get('/large', 'gzip;q=1, br;q=0.5');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(large.json);
  });

  it('sends a large one as it is, with Vary, to a client that accepts no encoding of ours', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get('/large', acceptEncoding);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.body).toBe(large.json);
    }
  });

  it('adds Accept-Encoding to a Vary the route set', async () => {
    expect((await get('/by-origin', 'br')).headers.vary).toBe('Origin, accept-encoding');
  });

  it('sends a small one as it is, whatever the browser accepts', async () => {
    const res = await get('/small', 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.json()).toEqual({ user: { firstName: 'Luca' } });
  });
});
