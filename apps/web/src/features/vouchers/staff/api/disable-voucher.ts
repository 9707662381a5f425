import * as staffVouchersApi from '@school/domain/vouchers/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffVouchers, vouchersKeys } from '../../api/vouchers-keys';

/** A voucher disabled on the version read. */
export const disableVoucher = (id: string, version: string) =>
  call(staffVouchersApi.disableVoucher, { params: { id }, body: { version } });

export function useDisableVoucher(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => disableVoucher(id, version),
    onSuccess: (voucher) => queryClient.setQueryData(vouchersKeys.staff.voucher(id), voucher),
    onSettled: () => refreshStaffVouchers(queryClient),
  });
}
