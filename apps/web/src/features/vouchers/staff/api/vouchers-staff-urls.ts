import type { useQueryClient } from '@tanstack/react-query';
import { vouchersKeys } from '../../api/vouchers-keys';

/** Vouchers kept by the secretariat: /api/staff/vouchers/… */
export const STAFF_VOUCHERS_API = '/api/staff/vouchers';
export const staffVoucherUrl = (id: string) => `${STAFF_VOUCHERS_API}/${encodeURIComponent(id)}`;

/** Everything of the console's vouchers is read again. */
export const refreshStaffVouchers = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: vouchersKeys.staff.all });
