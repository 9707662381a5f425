import {
  type StaffVoucherDetail,
  StaffVoucherDetailSchema,
} from '@school/domain/vouchers/contracts/staff-vouchers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { vouchersKeys } from '../../api/vouchers-keys';
import { refreshStaffVouchers, staffVoucherUrl } from './vouchers-staff-urls';

/** `POST /api/staff/vouchers/:id/disable` on the version read. */
export async function disableVoucher(id: string, version: string): Promise<StaffVoucherDetail> {
  return StaffVoucherDetailSchema.parse(
    await api.post<unknown>(`${staffVoucherUrl(id)}/disable`, { version }),
  );
}

export function useDisableVoucher(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => disableVoucher(id, version),
    onSuccess: (voucher) => queryClient.setQueryData(vouchersKeys.staff.voucher(id), voucher),
    onSettled: () => refreshStaffVouchers(queryClient),
  });
}
