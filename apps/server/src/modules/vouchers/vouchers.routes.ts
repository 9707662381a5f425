import { MeSchema } from '@school/domain/auth/contracts/get-me';
import {
  LookupVoucherResponseSchema,
  RedeemVoucherResponseSchema,
  RegisterVoucherBodySchema,
  VoucherCodeBodySchema,
} from '@school/domain/vouchers/contracts/vouchers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { buildMe } from '../auth/me.ts';
import { lookupVoucher, redeemVoucher, registerWithVoucher } from './vouchers.service.ts';

const tags = ['vouchers'];

/**
 * The voucher page's calls (`packages/domain/src/vouchers/contracts/vouchers.ts`). The lookup and
 * the registration are public, under the API's rate limit like every public route; the code is
 * sent in the body.
 */
export default async function vouchersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, mailer: app.mailer };

  app.post(
    '/vouchers/lookup',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'searchVoucher: the course and edition of a code (404 vouchers.notFound: none, disabled or expired; 409 vouchers.alreadyRedeemed)',
        body: VoucherCodeBodySchema,
        response: { 200: LookupVoucherResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      voucher: await lookupVoucher(app.db, request.body.code, request.user?.id ?? null),
    }),
  );

  app.post(
    '/vouchers/redeem',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Redeem a code: the enrolment of its edition is given to the signed-in person',
        body: VoucherCodeBodySchema,
        response: { 201: RedeemVoucherResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await redeemVoucher(app.db, requireUser(request).id, request.body.code)),
  );

  app.post(
    '/vouchers/register',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'A visitor registers (account Candidato), redeems the code and is signed in; nothing is written when any of it is refused',
        body: RegisterVoucherBodySchema,
        response: {
          201: RedeemVoucherResponseSchema.extend({ user: MeSchema }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { user, redemption } = await registerWithVoucher(deps, request.body);
      await app.startSession(request, reply, user.id);
      return reply.status(201).send({ ...redemption, user: await buildMe(app.db, user) });
    },
  );
}
