import {
  type SetStockBody,
  type StaffProduct,
  StaffProductSchema,
} from '@school/domain/shop/contracts/staff-shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { productUrl, refreshStaffShop } from './shop-staff-urls';

/** `PUT /api/staff/shop/products/:id/stock`: a stock set on the value read. */
export async function setStock(productId: string, body: SetStockBody): Promise<StaffProduct> {
  return StaffProductSchema.parse(await api.put<unknown>(`${productUrl(productId)}/stock`, body));
}

export function useSetStock(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetStockBody) => setStock(productId, body),
    onSettled: () => refreshStaffShop(queryClient),
  });
}
