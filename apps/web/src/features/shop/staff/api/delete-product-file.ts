import * as staffShopApi from '@school/domain/shop/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffShop } from '../../api/shop-keys';

/** A product's file deleted. */
export function deleteProductFile(productId: string, fileId: string) {
  return call(staffShopApi.removeFile, { params: { id: productId, fileId } });
}

export function useDeleteProductFile(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => deleteProductFile(productId, fileId),
    onSettled: () => refreshStaffShop(queryClient),
  });
}
