import {
  RemoveStaffPasskeyQuerySchema,
  StaffPasskeyParamsSchema,
  StaffPasskeysResponseSchema,
} from '@school/domain/auth/contracts/passkeys';
import { IdParamsSchema } from '@school/domain/staff/contracts/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { listPersonPasskeys, removePersonPasskey } from './auth-staff.service.ts';

const tags = ['staff'];

/**
 * A person's passkeys on the console's person page, under /api/staff/people/:id/passkeys: any
 * staff member sees them, the secretariat removes one (a lost phone).
 */
export default async function authStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/people/:id/passkeys',
    {
      config: { access: staffOnly('any') },
      schema: {
        tags,
        summary: 'A person’s passkeys: name, created, last used, version',
        params: IdParamsSchema,
        response: { 200: StaffPasskeysResponseSchema, ...errorResponses },
      },
    },
    async (request) => listPersonPasskeys(app.db, request.params.id),
  );

  app.delete(
    '/people/:id/passkeys/:passkeyId',
    {
      config: { access: staffOnly('Segreteria') },
      schema: {
        tags,
        summary: 'Remove a person’s passkey on the version read (audited)',
        params: StaffPasskeyParamsSchema,
        querystring: RemoveStaffPasskeyQuerySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removePersonPasskey(
        app.db,
        requireUser(request).id,
        request.params.id,
        request.params.passkeyId,
        request.query.version,
      );
      return reply.status(204).send(null);
    },
  );
}
