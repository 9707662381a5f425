import {
  type StaffVoucherDetail,
  StaffVoucherDetailSchema,
} from '@school/domain/vouchers/contracts/staff-vouchers';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { vouchersKeys } from '../../api/vouchers-keys';
import { staffVoucherUrl } from './vouchers-staff-urls';

/** `GET /api/staff/vouchers/:id`: the voucher with its redemptions. */
export async function getStaffVoucher(id: string, signal?: AbortSignal): Promise<StaffVoucherDetail> {
  return StaffVoucherDetailSchema.parse(await api.get<unknown>(staffVoucherUrl(id), { signal }));
}

export function useStaffVoucher(id: string) {
  return useQuery({
    queryKey: vouchersKeys.staff.voucher(id),
    queryFn: ({ signal }) => getStaffVoucher(id, signal),
  });
}
