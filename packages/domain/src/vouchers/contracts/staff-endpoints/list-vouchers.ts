import { endpoint } from '../../../shared/endpoint.ts';
import { ListVouchersQuerySchema, ListVouchersResponseSchema } from '../staff-vouchers.ts';

export const listVouchers = endpoint(
  'GET /api/staff/vouchers',
  'The vouchers with their status (valid, redeemed, expired, disabled), newest first; paged',
  { querystring: ListVouchersQuerySchema, answer: ListVouchersResponseSchema },
);
