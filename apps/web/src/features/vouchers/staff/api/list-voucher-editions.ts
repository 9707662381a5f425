import * as staffVouchersApi from '@school/domain/vouchers/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { vouchersKeys } from '../../api/vouchers-keys';

/** The editions a voucher can be made for. */
export const listVoucherEditions = (signal?: AbortSignal) => call(staffVouchersApi.listEditions, { signal });

export function useVoucherEditions(enabled = true) {
  return useQuery({
    queryKey: vouchersKeys.staff.editions,
    queryFn: ({ signal }) => listVoucherEditions(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
