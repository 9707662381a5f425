import * as vouchersApi from '@school/domain/vouchers/contracts/endpoints';
import type { VoucherCodeBody } from '@school/domain/vouchers/contracts/vouchers';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** searchVoucher: the course and edition of a code. */
export const lookupVoucher = (body: VoucherCodeBody) => call(vouchersApi.lookupVoucher, { body });

export function useLookupVoucher() {
  return useMutation({ mutationFn: lookupVoucher });
}
