import * as vouchersApi from '@school/domain/vouchers/contracts/endpoints';
import type { VoucherCodeBody } from '@school/domain/vouchers/contracts/vouchers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/session-cache';

/** The enrolment of the code's edition is given to the signed-in person. */
export const redeemVoucher = (body: VoucherCodeBody) => call(vouchersApi.redeemVoucher, { body });

export function useRedeemVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemVoucher,
    // The person's enrolments (and maybe their category) changed: the menus read them from /api/me.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
