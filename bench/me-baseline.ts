import type { BenchRoutes } from './bench-portal.ts';

/** The answer `GET /bench/me-bytes` sends: set by the bench to the bytes of `/api/me`'s answer. */
export const answer = { text: '{}' };

/**
 * The same bytes as `GET /api/me` from memory, with no session read: behind the same HTTP server,
 * hooks and headers, what an answer of that size costs to send and to receive.
 */
const sameBytesRoute: BenchRoutes = (app) => {
  app.get('/bench/me-bytes', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(answer.text),
  );
};

export default sameBytesRoute;
