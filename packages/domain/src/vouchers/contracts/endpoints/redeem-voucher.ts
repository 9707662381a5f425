import { endpoint } from '../../../shared/endpoint.ts';
import { RedeemVoucherResponseSchema, VoucherCodeBodySchema } from '../vouchers.ts';

export const redeemVoucher = endpoint(
  'POST /api/vouchers/redeem',
  'Redeem a code: the enrolment of its edition is given to the signed-in person',
  { body: VoucherCodeBodySchema, answer: { 201: RedeemVoucherResponseSchema } },
);
