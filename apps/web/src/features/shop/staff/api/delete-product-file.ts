import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { productUrl, refreshStaffShop } from './shop-staff-urls';

/** `DELETE /api/staff/shop/products/:id/files/:fileId` */
export function deleteProductFile(productId: string, fileId: string) {
  return api.delete(`${productUrl(productId)}/files/${encodeURIComponent(fileId)}`);
}

export function useDeleteProductFile(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => deleteProductFile(productId, fileId),
    onSettled: () => refreshStaffShop(queryClient),
  });
}
