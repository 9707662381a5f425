import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON answer serialised once, with its entity tag. */
export interface CachedJson {
  body: Buffer;
  etag: string;
}

/** Serialises `value` and tags it with a hash of its bytes (a strong ETag). */
export function cachedJson(value: unknown): CachedJson {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
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
 * Answers a public, cacheable JSON document: Cache-Control with `maxAgeSeconds`, the ETag, and
 * 304 Not Modified when the client already holds this version. The bytes are sent as they are
 * (already serialised; the route's response schema documents them).
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedJson,
  maxAgeSeconds: number,
) {
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', cached.etag);
  if (matches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
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
