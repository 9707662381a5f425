import * as vouchersApi from '@school/domain/vouchers/contracts/endpoints';
import type { RegisterVoucherBody } from '@school/domain/vouchers/contracts/vouchers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { replaceSession } from '../../../lib/session-cache';

/**
 * setCandidatoVoucher, then login: the account is created, the voucher redeemed for it and the
 * person signed in; the answer carries the new profile.
 */
export const registerVoucher = (body: RegisterVoucherBody) => call(vouchersApi.register, { body });

export function useRegisterVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerVoucher,
    onSuccess: (data) => replaceSession(queryClient, { user: data.user }),
  });
}
