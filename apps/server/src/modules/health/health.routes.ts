import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** How long a database check answers the probes that follow it. */
export const HEALTH_CHECK_SHARED_MS = 1000;

const HealthSchema = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
    if (!last || now - last.at >= HEALTH_CHECK_SHARED_MS) {
      const check = Promise.resolve(app.db.execute(sql`select 1`));
      const current = { at: now, check };
      last = current;
      check.catch(() => {
        if (last === current) last = null;
      });
    }
    return last.check;
  };
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      try {
        await checkDatabase();
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error', db: 'error' });
      }
    },
  );
}
