import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { DisableVoucherBodySchema, StaffVoucherDetailSchema } from '../staff-vouchers.ts';

export const disableVoucher = endpoint(
  'POST /api/staff/vouchers/:id/disable',
  'Disable a voucher on the version read (its redemptions stay)',
  { params: IdParamsSchema, body: DisableVoucherBodySchema, answer: StaffVoucherDetailSchema },
);
