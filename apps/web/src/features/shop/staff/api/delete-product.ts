import * as staffShopApi from '@school/domain/shop/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffShop } from '../../api/shop-keys';

/** A product deleted, on the version read. */
export function deleteProduct(product: { id: string; version: string }) {
  return call(staffShopApi.removeProduct, {
    params: { id: product.id },
    query: { version: product.version },
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () => refreshStaffShop(queryClient),
  });
}
