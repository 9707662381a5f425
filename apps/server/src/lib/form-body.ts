import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of one encapsulated plugin read HTML form posts
 * (`application/x-www-form-urlencoded`) as an object of strings. Only the routes that are posted
 * by a form use it (Apple's sign-in callback, the test checkout's buttons); every other API
 * route takes JSON only and answers 415 to a form.
 */
export function acceptFormBodies(instance: FastifyInstance): void {
  instance.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
