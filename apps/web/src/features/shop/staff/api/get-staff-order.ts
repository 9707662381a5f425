import { type StaffOrder, StaffOrderSchema } from '@school/domain/shop/contracts/staff-shop';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { shopKeys } from '../../api/shop-keys';
import { orderUrl } from './shop-staff-urls';

/** `GET /api/staff/shop/orders/:id` */
export async function getStaffOrder(id: string, signal?: AbortSignal): Promise<StaffOrder> {
  return StaffOrderSchema.parse(await api.get<unknown>(orderUrl(id), { signal }));
}

export function useStaffOrder(id: string) {
  return useQuery({
    queryKey: shopKeys.staff.order(id),
    queryFn: ({ signal }) => getStaffOrder(id, signal),
  });
}
