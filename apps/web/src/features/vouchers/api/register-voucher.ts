import type { Me } from '@school/domain/auth/contracts/get-me';
import {
  type RedeemVoucherResponse,
  RedeemVoucherResponseSchema,
  type RegisterVoucherBody,
} from '@school/domain/vouchers/contracts/vouchers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { replaceSession } from '../../../lib/session-cache';

export type RegisterVoucherResponse = RedeemVoucherResponse & { user: Me };

/**
 * `POST /api/vouchers/register` (setCandidatoVoucher, then login): the account is created, the
 * voucher redeemed for it and the person signed in; the answer carries the new profile.
 */
export async function registerVoucher(body: RegisterVoucherBody): Promise<RegisterVoucherResponse> {
  const answer = await api.post<{ user: Me } & Record<string, unknown>>('/api/vouchers/register', body);
  return { ...RedeemVoucherResponseSchema.parse(answer), user: answer.user };
}

export function useRegisterVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerVoucher,
    onSuccess: (data) => replaceSession(queryClient, { user: data.user }),
  });
}
