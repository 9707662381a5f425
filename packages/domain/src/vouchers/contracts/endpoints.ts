import { MeSchema } from '../../auth/contracts/get-me.ts';
import { endpoint } from '../../shared/endpoint.ts';
import {
  LookupVoucherResponseSchema,
  RedeemVoucherResponseSchema,
  RegisterVoucherBodySchema,
  VoucherCodeBodySchema,
} from './vouchers.ts';

/** The voucher page's endpoints. */
export const vouchersApi = {
  lookupVoucher: endpoint(
    'POST /api/vouchers/lookup',
    'searchVoucher: the course and edition of a code (404 vouchers.notFound: none, disabled or expired; 409 vouchers.alreadyRedeemed)',
    { body: VoucherCodeBodySchema, answer: LookupVoucherResponseSchema },
  ),
  redeemVoucher: endpoint(
    'POST /api/vouchers/redeem',
    'Redeem a code: the enrolment of its edition is given to the signed-in person',
    { body: VoucherCodeBodySchema, answer: { 201: RedeemVoucherResponseSchema } },
  ),
  register: endpoint(
    'POST /api/vouchers/register',
    'A visitor registers (account Candidato), redeems the code and is signed in; nothing is written when any of it is refused',
    {
      body: RegisterVoucherBodySchema,
      answer: { 201: RedeemVoucherResponseSchema.extend({ user: MeSchema }) },
    },
  ),
};
