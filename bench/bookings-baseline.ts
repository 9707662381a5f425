import { and, eq, sql } from 'drizzle-orm';
import { calendarItems } from '../apps/server/src/db/schema/index.ts';
import type { BenchRoutes } from './bench-portal.ts';

/** The bare baseline: the seat's conditional UPDATE alone, behind the same HTTP server. */
const baselineRoute: BenchRoutes = (app, db) => {
  app.post<{ Params: { id: string } }>(
    '/bench/seat/:id',
    { config: { access: 'public' } },
    async (request, reply) => {
      const [row] = await db
        .update(calendarItems)
        .set({ bookedCount: sql`${calendarItems.bookedCount} + 1` })
        .where(
          and(
            eq(calendarItems.id, request.params.id),
            sql`${calendarItems.bookedCount} + ${calendarItems.heldCount} < ${calendarItems.capacityMax}`,
          ),
        )
        .returning({ id: calendarItems.id });
      return reply.status(row ? 201 : 409).send({});
    },
  );
};

export default baselineRoute;
