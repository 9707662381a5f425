import * as staffShopApi from '@school/domain/shop/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffShop } from '../../api/shop-keys';

/** The whole order refunded through the payment provider. */
export const refundOrder = (id: string) => call(staffShopApi.refundOrder, { params: { id } });

export function useRefundOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refundOrder(id),
    onSettled: () => refreshStaffShop(queryClient),
  });
}
