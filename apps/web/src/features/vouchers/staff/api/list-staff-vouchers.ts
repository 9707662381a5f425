import * as staffVouchersApi from '@school/domain/vouchers/contracts/staff-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { vouchersKeys } from '../../api/vouchers-keys';

/** The vouchers with their status, by status and search, newest first; paged. */
export const listStaffVouchers = (params: Record<string, string>, signal?: AbortSignal) =>
  call(staffVouchersApi.listVouchers, { query: params, signal });

export function useStaffVouchers(params: Record<string, string>) {
  return useQuery({
    queryKey: vouchersKeys.staff.list(params),
    queryFn: ({ signal }) => listStaffVouchers(params, signal),
    placeholderData: keepPreviousData,
  });
}
