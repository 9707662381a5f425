import * as staffVouchersApi from '@school/domain/vouchers/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { vouchersKeys } from '../../api/vouchers-keys';

/** The voucher with its redemptions. */
export const getStaffVoucher = (id: string, signal?: AbortSignal) =>
  call(staffVouchersApi.getVoucher, { params: { id }, signal });

export function useStaffVoucher(id: string) {
  return useQuery({
    queryKey: vouchersKeys.staff.voucher(id),
    queryFn: ({ signal }) => getStaffVoucher(id, signal),
  });
}
