import { type StaffOrder, StaffOrderSchema } from '@school/domain/shop/contracts/staff-shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { orderUrl, refreshStaffShop } from './shop-staff-urls';

/** `POST /api/staff/shop/orders/:id/refund` */
export async function refundOrder(id: string): Promise<StaffOrder> {
  return StaffOrderSchema.parse(await api.post<unknown>(`${orderUrl(id)}/refund`));
}

export function useRefundOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refundOrder(id),
    onSettled: () => refreshStaffShop(queryClient),
  });
}
