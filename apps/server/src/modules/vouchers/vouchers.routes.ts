import * as vouchersApi from '@school/domain/vouchers/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { buildMe } from '../auth/me.ts';
import { lookupVoucher, redeemVoucher, registerWithVoucher } from './vouchers.service.ts';

/**
 * The voucher page's calls (`packages/domain/src/vouchers/contracts/endpoints.ts`). The lookup and
 * the registration are public, under the API's rate limit like every public route; the code is
 * sent in the body.
 */
export default async function vouchersRoutes(app: FastifyInstance) {
  const deps = { db: app.db, mailer: app.mailer };
  const route = routes(app, { access: 'public' });

  route(vouchersApi.lookupVoucher, async (request) => ({
    voucher: await lookupVoucher(app.db, request.body.code, request.user?.id ?? null),
  }));
  route(vouchersApi.redeemVoucher, { access: 'signedIn' }, (request) =>
    redeemVoucher(app.db, requireUser(request).id, request.body.code),
  );
  route(vouchersApi.register, async (request, reply) => {
    const { user, redemption } = await registerWithVoucher(deps, request.body);
    await app.startSession(request, reply, user.id);
    return { ...redemption, user: await buildMe(app.db, user) };
  });
}
