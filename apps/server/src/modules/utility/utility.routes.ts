import { canSeeUtility } from '@school/domain/access/rules';
import { GetUtilityResponseSchema } from '@school/domain/utility/contracts/get-utility';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { checkedSubject } from '../../plugins/app/access.ts';
import { requireProfile } from '../../plugins/app/auth.ts';
import { getUtility } from './utility.service.ts';

const tags = ['utility'];

/** Utility (specification 000, section 2): the badge, PIN, lockers and digital books. */
export default async function utilityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/utility',
    {
      config: { access: canSeeUtility },
      schema: {
        tags,
        summary:
          "The signed-in person's registration number (badge), PIN, course and exam lockers and digital books",
        response: { 200: GetUtilityResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // The answer holds the PIN: no shared or browser HTTP cache keeps it (the web app's service
      // worker keeps its own copy for offline use, cleared at logout).
      reply.header('cache-control', 'private, no-store');
      return getUtility(app.db, await requireProfile(request), checkedSubject(request));
    },
  );
}
