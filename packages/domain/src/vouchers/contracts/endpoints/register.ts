import { MeSchema } from '../../../auth/contracts/get-me.ts';
import { endpoint } from '../../../shared/endpoint.ts';
import { RedeemVoucherResponseSchema, RegisterVoucherBodySchema } from '../vouchers.ts';

export const register = endpoint(
  'POST /api/vouchers/register',
  'A visitor registers (account Candidato), redeems the code and is signed in; nothing is written when any of it is refused',
  {
    body: RegisterVoucherBodySchema,
    answer: { 201: RedeemVoucherResponseSchema.extend({ user: MeSchema }) },
  },
);
