import * as staffShopApi from '@school/domain/shop/contracts/staff-endpoints';
import type { SetStockBody } from '@school/domain/shop/contracts/staff-shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffShop } from '../../api/shop-keys';

/** A stock set on the value read. */
export const setStock = (productId: string, body: SetStockBody) =>
  call(staffShopApi.setStock, { params: { id: productId }, body });

export function useSetStock(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetStockBody) => setStock(productId, body),
    onSettled: () => refreshStaffShop(queryClient),
  });
}
