import { endpoint } from '../../../shared/endpoint.ts';
import { ListVoucherEditionsResponseSchema } from '../staff-vouchers.ts';

export const listEditions = endpoint(
  'GET /api/staff/vouchers/editions',
  'The editions a voucher can be made for, latest first',
  { answer: ListVoucherEditionsResponseSchema },
);
