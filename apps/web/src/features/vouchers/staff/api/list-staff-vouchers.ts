import {
  type ListVouchersResponse,
  ListVouchersResponseSchema,
} from '@school/domain/vouchers/contracts/staff-vouchers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { vouchersKeys } from '../../api/vouchers-keys';
import { STAFF_VOUCHERS_API } from './vouchers-staff-urls';

/** `GET /api/staff/vouchers?status=&search=&page=&pageSize=` */
export async function listStaffVouchers(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ListVouchersResponse> {
  return ListVouchersResponseSchema.parse(
    await api.get<unknown>(`${STAFF_VOUCHERS_API}?${new URLSearchParams(params).toString()}`, { signal }),
  );
}

export function useStaffVouchers(params: Record<string, string>) {
  return useQuery({
    queryKey: vouchersKeys.staff.list(params),
    queryFn: ({ signal }) => listStaffVouchers(params, signal),
    placeholderData: keepPreviousData,
  });
}
