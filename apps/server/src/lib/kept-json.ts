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
 * An answer kept in memory as its JSON text (made once by its contract's `encode`: `/api/me`, the
 * thesis pickers), with its compressed copies, each made the first time a browser asks for it.
 */
export class KeptJson {
  private readonly copies: Partial<Record<Encoding, Buffer>> = {};
  /** Whether it is compressed for a browser that accepts it (`COMPRESS_FROM_BYTES`). */
  readonly compressible: boolean;

  constructor(readonly json: string) {
    this.compressible = Buffer.byteLength(json) >= COMPRESS_FROM_BYTES;
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
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request);
  if (!encoding) return reply.send(kept.json);
  return reply.header('content-encoding', encoding).send(kept.copy(encoding));
}
