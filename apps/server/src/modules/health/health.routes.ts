import { endpoint } from '@school/domain/shared/endpoint';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routes } from '../../plugins/app/endpoints.ts';

/** How long a database check answers the probes that follow it. */
export const HEALTH_CHECK_SHARED_MS = 1000;

const HealthSchema = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });

/** The liveness probe: the server's own, the web app never calls it. */
const health = endpoint('GET /api/health', 'Liveness and database check', {
  answer: { 200: HealthSchema, 503: HealthSchema },
});

export default async function healthRoutes(app: FastifyInstance) {
  const route = routes(app, { access: 'public' });
  /**
   * One `select 1` a second, shared by every probe until the next second (decision 85): a burst
   * of probes costs the database one statement, not one each queued behind the others. On the
   * embedded database a statement ends before the next probe is even read (it runs on the
   * server's own thread), so sharing only the running check shared nothing there, and the health
   * check was the slowest route. A failed check is shared by the probes that arrive while it
   * runs, then the next probe checks again.
   */
  let last: { at: number; check: Promise<unknown> } | null = null;
  const checkDatabase = () => {
    const now = Date.now();
    // A clock set back counts as time passed: the check is never shared longer than a second.
    if (!last || now - last.at >= HEALTH_CHECK_SHARED_MS || now < last.at) {
      const check = Promise.resolve(app.db.execute(sql`select 1`));
      const current = { at: now, check };
      last = current;
      check.catch(() => {
        if (last === current) last = null;
      });
    }
    return last.check;
  };
  route(health, async (request, reply) => {
    try {
      await checkDatabase();
      return { status: 'ok' as const, db: 'ok' as const };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', db: 'error' });
    }
  });
}
