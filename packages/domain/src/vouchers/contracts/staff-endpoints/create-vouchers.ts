import { endpoint } from '../../../shared/endpoint.ts';
import { CreateVouchersBodySchema, CreateVouchersResponseSchema } from '../staff-vouchers.ts';

export const createVouchers = endpoint(
  'POST /api/staff/vouchers',
  "One voucher or a batch for an edition's enrolment, with an optional last day and maximum of uses",
  { body: CreateVouchersBodySchema, answer: { 201: CreateVouchersResponseSchema } },
);
