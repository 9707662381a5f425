import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * API answers of 4 KB or more are compressed (brotli at a fast level, else gzip) by
 * Accept-Encoding: on the fly by `plugins/external/compression.ts`, once by `KeptJson` for an answer
 * kept in memory (decision 100). Smaller ones are sent as they are: with the headers they fit in
 * the connection's first round trip compressed or not, so compressing them costs CPU on every
 * request and saves the reader no time (a student's `/api/me`, about 1.2 KB, compressed on every
 * request answered 0.6× as many requests a second).
 */
export const COMPRESS_FROM_BYTES = 4096;

export const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
export const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 4 };

/**
 * An answer kept in memory as its JSON text, made once (`keptJson`; of its contract's `encode` for
 * `/api/me` and the thesis pickers), with its entity tag and its compressed copies, each made the
 * first time it is asked for.
 */
export class KeptJson {
  private readonly copies: Partial<Record<Encoding, Buffer>> = {};
  private tag: string | undefined;
  /** Whether it is compressed for a browser that accepts it (`COMPRESS_FROM_BYTES`). */
  readonly compressible: boolean;

  constructor(readonly json: string) {
    this.compressible = Buffer.byteLength(json) >= COMPRESS_FROM_BYTES;
  }

  /** A strong ETag: a hash of the text's bytes. */
  get etag(): string {
    this.tag ??= `"${createHash('sha1').update(this.json).digest('base64url')}"`;
    return this.tag;
  }

  /** The copy in `encoding`, made the first time it is asked for. */
  copy(encoding: Encoding): Buffer {
    let copy = this.copies[encoding];
    if (!copy) {
      copy =
        encoding === 'br' ? brotliCompressSync(this.json, { params: BROTLI_PARAMS }) : gzipSync(this.json);
      this.copies[encoding] = copy;
    }
    return copy;
  }
}

/** `value` kept as its JSON text. */
export function keptJson(value: unknown): KeptJson {
  return new KeptJson(JSON.stringify(value));
}

/** The encoding the request accepts among ours, as `@fastify/compress` reads Accept-Encoding. */
function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  const encoding = negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]);
  return (ENCODINGS as readonly string[]).includes(encoding ?? '') ? (encoding as Encoding) : undefined;
}

/**
 * Sends a kept answer: small, as its text (a string, so that Node writes it with the headers in one
 * write); large, the copy the browser accepts, compressed once for every request that asks for it.
 */
export function sendKeptJson(request: FastifyRequest, reply: FastifyReply, kept: KeptJson): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (!kept.compressible) return reply.send(kept.json);
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding'))
    reply.header('vary', `${vary}, accept-encoding`);
  const encoding = acceptedEncoding(request);
  if (!encoding) return reply.send(kept.json);
  return reply.header('content-encoding', encoding).send(kept.copy(encoding));
}

/** True when an If-None-Match header names `etag` (or is `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Answers a public, cacheable JSON document (the reference lists): Cache-Control with
 * `maxAgeSeconds`, the ETag, and 304 Not Modified when the client already holds this version;
 * else as `sendKeptJson` (the route's response schema documents the text).
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptJson,
  maxAgeSeconds: number,
): FastifyReply {
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', kept.etag);
  if (matches(request.headers['if-none-match'], kept.etag)) return reply.code(304).send();
  return sendKeptJson(request, reply, kept);
}

/** A small least-recently-used map for answers computed from a query. */
export class LruCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}

  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  /** The value kept under `key`, or `make`'s, kept there from now on. */
  keep(key: string, make: () => V): V {
    let value = this.get(key);
    if (value === undefined) {
      value = make();
      this.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
  }

  clear(): void {
    this.map.clear();
  }
}
