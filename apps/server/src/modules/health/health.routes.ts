import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthSchema = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /**
   * One `select 1` at a time, shared by every probe that arrives while it runs (decision 85): a
   * burst of probes costs the database one statement, not one each queued behind the others (on
   * the embedded database every statement runs on the server's own thread). Each probe is
   * answered by a check that was running when it arrived or that it started.
   */
  let running: Promise<unknown> | null = null;
  const checkDatabase = () => {
    running ??= app.db.execute(sql`select 1`).finally(() => {
      running = null;
    });
    return running;
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
