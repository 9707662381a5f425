import {
  type RedeemVoucherResponse,
  RedeemVoucherResponseSchema,
  type VoucherCodeBody,
} from '@school/domain/vouchers/contracts/vouchers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/session-cache';

/** `POST /api/vouchers/redeem`: the enrolment of the code's edition is given to the signed-in person. */
export async function redeemVoucher(body: VoucherCodeBody): Promise<RedeemVoucherResponse> {
  return RedeemVoucherResponseSchema.parse(await api.post<unknown>('/api/vouchers/redeem', body));
}

export function useRedeemVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemVoucher,
    // The person's enrolments (and maybe their category) changed: the menus read them from /api/me.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
