import { endpoint } from '../../shared/endpoint.ts';
import { IdParamsSchema } from '../../staff/contracts/fields.ts';
import {
  CreateVouchersBodySchema,
  CreateVouchersResponseSchema,
  DisableVoucherBodySchema,
  ListVoucherEditionsResponseSchema,
  ListVouchersQuerySchema,
  ListVouchersResponseSchema,
  StaffVoucherDetailSchema,
} from './staff-vouchers.ts';

/** The vouchers endpoints of the staff console. */
export const staffVouchersApi = {
  listVouchers: endpoint(
    'GET /api/staff/vouchers',
    'The vouchers with their status (valid, redeemed, expired, disabled), newest first; paged',
    { querystring: ListVouchersQuerySchema, answer: ListVouchersResponseSchema },
  ),
  createVouchers: endpoint(
    'POST /api/staff/vouchers',
    "One voucher or a batch for an edition's enrolment, with an optional last day and maximum of uses",
    { body: CreateVouchersBodySchema, answer: { 201: CreateVouchersResponseSchema } },
  ),
  listEditions: endpoint(
    'GET /api/staff/vouchers/editions',
    'The editions a voucher can be made for, latest first',
    { answer: ListVoucherEditionsResponseSchema },
  ),
  getVoucher: endpoint('GET /api/staff/vouchers/:id', 'A voucher with its redemptions', {
    params: IdParamsSchema,
    answer: StaffVoucherDetailSchema,
  }),
  disableVoucher: endpoint(
    'POST /api/staff/vouchers/:id/disable',
    'Disable a voucher on the version read (its redemptions stay)',
    { params: IdParamsSchema, body: DisableVoucherBodySchema, answer: StaffVoucherDetailSchema },
  ),
};
