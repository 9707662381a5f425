import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BROTLI_PARAMS, COMPRESS_FROM_BYTES, ENCODINGS } from '../../lib/kept-json.ts';

/**
 * API answers of 4 KB or more compressed on the fly (brotli at a fast level, else gzip) by
 * Accept-Encoding; smaller ones sent as they are (`COMPRESS_FROM_BYTES`, decision 100). The web
 * app's files are compressed at build time and served by web-app.ts; an answer kept in memory
 * (`KeptJson`) is compressed once.
 */
export default fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_FROM_BYTES,
    encodings: [...ENCODINGS],
    brotliOptions: { params: BROTLI_PARAMS },
  });
});
