import * as staffShopApi from '@school/domain/shop/contracts/staff-endpoints';
import type { CreateProductBody, UpdateProductBody } from '@school/domain/shop/contracts/staff-shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffShop } from '../../api/shop-keys';

/** A new product (no id yet), or a change to one on the version read. */
export type ProductSave = { id: null; body: CreateProductBody } | { id: string; body: UpdateProductBody };

/** A product created, or changed on the version read. */
export const saveProduct = (save: ProductSave) =>
  save.id === null
    ? call(staffShopApi.createProduct, { body: save.body })
    : call(staffShopApi.changeProduct, { params: { id: save.id }, body: save.body });

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSettled: () => refreshStaffShop(queryClient),
  });
}
