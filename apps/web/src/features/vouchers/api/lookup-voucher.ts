import {
  type LookupVoucherResponse,
  LookupVoucherResponseSchema,
  type VoucherCodeBody,
} from '@school/domain/vouchers/contracts/vouchers';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/vouchers/lookup` (searchVoucher): the course and edition of a code. */
export async function lookupVoucher(body: VoucherCodeBody): Promise<LookupVoucherResponse> {
  return LookupVoucherResponseSchema.parse(await api.post<unknown>('/api/vouchers/lookup', body));
}

export function useLookupVoucher() {
  return useMutation({ mutationFn: lookupVoucher });
}
