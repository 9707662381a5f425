import { canSeeHousing } from '@school/domain/access/rules';
import { GetHousingResponseSchema } from '@school/domain/housing/contracts/get-housing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { checkedSubject } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { getHousing } from './housing.service.ts';

const tags = ['housing'];

/** Housing (specification 000, section 2): only with an active housing contract. */
export default async function housingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/housing',
    {
      config: { access: canSeeHousing },
      schema: {
        tags,
        summary:
          'The stay of the active housing contract: apartment, address, check-in and check-out (404 housing.notAssigned before it is assigned)',
        response: { 200: GetHousingResponseSchema, ...errorResponses },
      },
    },
    async (request) => getHousing(app.db, requireUser(request).id, checkedSubject(request)),
  );
}
