import { IdParamsSchema } from '@school/domain/staff/contracts/fields';
import {
  CreateVouchersBodySchema,
  CreateVouchersResponseSchema,
  DisableVoucherBodySchema,
  ListVoucherEditionsResponseSchema,
  ListVouchersQuerySchema,
  ListVouchersResponseSchema,
  StaffVoucherDetailSchema,
} from '@school/domain/vouchers/contracts/staff-vouchers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { byOf } from '../../plugins/app/auth.ts';
import {
  createVouchers,
  disableVoucher,
  getVoucher,
  listVoucherEditions,
  listVouchers,
} from './vouchers-staff.service.ts';

const tags = ['staff'];
const VOUCHERS = staffOnly('Segreteria');

/**
 * Vouchers kept by the secretariat (Segreteria, area `vouchers`), under /api/staff; see
 * `packages/domain/src/vouchers/contracts/staff-vouchers.ts`.
 */
export default async function vouchersStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/vouchers',
    {
      config: { access: VOUCHERS },
      schema: {
        tags,
        summary: 'The vouchers with their status (valid, redeemed, expired, disabled), newest first; paged',
        querystring: ListVouchersQuerySchema,
        response: { 200: ListVouchersResponseSchema, ...errorResponses },
      },
    },
    async (request) => listVouchers(app.db, request.query),
  );

  app.post(
    '/vouchers',
    {
      config: { access: VOUCHERS },
      schema: {
        tags,
        summary:
          "One voucher or a batch for an edition's enrolment, with an optional last day and maximum of uses",
        body: CreateVouchersBodySchema,
        response: { 201: CreateVouchersResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createVouchers(app.db, byOf(request), request.body)),
  );

  app.get(
    '/vouchers/editions',
    {
      config: { access: VOUCHERS },
      schema: {
        tags,
        summary: 'The editions a voucher can be made for, latest first',
        response: { 200: ListVoucherEditionsResponseSchema, ...errorResponses },
      },
    },
    async () => listVoucherEditions(app.db),
  );

  app.get(
    '/vouchers/:id',
    {
      config: { access: VOUCHERS },
      schema: {
        tags,
        summary: 'A voucher with its redemptions',
        params: IdParamsSchema,
        response: { 200: StaffVoucherDetailSchema, ...errorResponses },
      },
    },
    async (request) => getVoucher(app.db, request.params.id),
  );

  app.post(
    '/vouchers/:id/disable',
    {
      config: { access: VOUCHERS },
      schema: {
        tags,
        summary: 'Disable a voucher on the version read (its redemptions stay)',
        params: IdParamsSchema,
        body: DisableVoucherBodySchema,
        response: { 200: StaffVoucherDetailSchema, ...errorResponses },
      },
    },
    async (request) => disableVoucher(app.db, byOf(request), request.params.id, request.body),
  );
}
