import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers over 1 KB compressed on the fly (brotli at a fast level, else gzip) by
 * Accept-Encoding; small answers such as /api/me are sent as they are, where compressing costs
 * more than it saves. The web app's files are compressed at build time and served by web-app.ts.
 */
export default fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
