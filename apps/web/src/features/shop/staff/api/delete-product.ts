import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { productUrl, refreshStaffShop } from './shop-staff-urls';

/** `DELETE /api/staff/shop/products/:id?version=…` */
export function deleteProduct(product: { id: string; version: string }) {
  return api.delete(`${productUrl(product.id)}?version=${encodeURIComponent(product.version)}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () => refreshStaffShop(queryClient),
  });
}
