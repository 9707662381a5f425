import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers of 4 KB or more compressed on the fly (brotli at a fast level, else gzip) by
 * Accept-Encoding (decision 100). Smaller ones are sent as they are: with the headers they fit in
 * the connection's first round trip compressed or not, so compressing them costs CPU on every
 * request and saves the reader no time (a student's `/api/me`, about 1.2 KB, compressed on every
 * request answered 0.6× as many requests a second). The web app's files are compressed at build
 * time and served by web-app.ts.
 */
export const COMPRESS_FROM_BYTES = 4096;

export default fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
