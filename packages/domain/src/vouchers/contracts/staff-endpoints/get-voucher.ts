import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffVoucherDetailSchema } from '../staff-vouchers.ts';

export const getVoucher = endpoint('GET /api/staff/vouchers/:id', 'A voucher with its redemptions', {
  params: IdParamsSchema,
  answer: StaffVoucherDetailSchema,
});
