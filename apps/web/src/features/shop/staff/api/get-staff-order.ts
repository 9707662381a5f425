import * as staffShopApi from '@school/domain/shop/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { shopKeys } from '../../api/shop-keys';

/** An order: its lines, totals, shipping address, payment and refund. */
export const getStaffOrder = (id: string, signal?: AbortSignal) =>
  call(staffShopApi.getOrder, { params: { id }, signal });

export function useStaffOrder(id: string) {
  return useQuery({
    queryKey: shopKeys.staff.order(id),
    queryFn: ({ signal }) => getStaffOrder(id, signal),
  });
}
