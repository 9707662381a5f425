import * as staffAuthApi from '@school/domain/auth/contracts/staff-endpoints';
import type { FastifyInstance } from 'fastify';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { listPersonPasskeys, removePersonPasskey } from './auth-staff.service.ts';

/**
 * A person's passkeys on the console's person page, under /api/staff/people/:id/passkeys: any
 * staff member sees them, the secretariat removes one (a lost phone).
 */
export default async function authStaffRoutes(app: FastifyInstance) {
  const route = routes(app, { access: staffOnly('any') });

  route(staffAuthApi.listPersonPasskeys, async (request) => listPersonPasskeys(app.db, request.params.id));

  route(staffAuthApi.removePersonPasskey, { access: staffOnly('Segreteria') }, async (request) => {
    await removePersonPasskey(
      app.db,
      requireUser(request).id,
      request.params.id,
      request.params.passkeyId,
      request.query.version,
    );
    return null;
  });
}
