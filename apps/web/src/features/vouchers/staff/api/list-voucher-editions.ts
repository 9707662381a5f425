import {
  type ListVoucherEditionsResponse,
  ListVoucherEditionsResponseSchema,
} from '@school/domain/vouchers/contracts/staff-vouchers';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { vouchersKeys } from '../../api/vouchers-keys';
import { STAFF_VOUCHERS_API } from './vouchers-staff-urls';

/** `GET /api/staff/vouchers/editions`: the editions a voucher can be made for. */
export async function listVoucherEditions(signal?: AbortSignal): Promise<ListVoucherEditionsResponse> {
  return ListVoucherEditionsResponseSchema.parse(
    await api.get<unknown>(`${STAFF_VOUCHERS_API}/editions`, { signal }),
  );
}

export function useVoucherEditions(enabled = true) {
  return useQuery({
    queryKey: vouchersKeys.staff.editions,
    queryFn: ({ signal }) => listVoucherEditions(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
