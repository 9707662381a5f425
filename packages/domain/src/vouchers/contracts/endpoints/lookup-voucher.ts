import { endpoint } from '../../../shared/endpoint.ts';
import { LookupVoucherResponseSchema, VoucherCodeBodySchema } from '../vouchers.ts';

export const lookupVoucher = endpoint(
  'POST /api/vouchers/lookup',
  'searchVoucher: the course and edition of a code (404 vouchers.notFound: none, disabled or expired; 409 vouchers.alreadyRedeemed)',
  { body: VoucherCodeBodySchema, answer: LookupVoucherResponseSchema },
);
