import {
  type CreateProductBody,
  type StaffProduct,
  StaffProductSchema,
  type UpdateProductBody,
} from '@school/domain/shop/contracts/staff-shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { productUrl, refreshStaffShop, STAFF_SHOP_API } from './shop-staff-urls';

/** A new product (no id yet), or a change to one on the version read. */
export type ProductSave = { id: null; body: CreateProductBody } | { id: string; body: UpdateProductBody };

/** `POST /api/staff/shop/products` or `PUT /api/staff/shop/products/:id` (on the version read). */
export async function saveProduct(save: ProductSave): Promise<StaffProduct> {
  return StaffProductSchema.parse(
    save.id === null
      ? await api.post<unknown>(`${STAFF_SHOP_API}/products`, save.body)
      : await api.put<unknown>(productUrl(save.id), save.body),
  );
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSettled: () => refreshStaffShop(queryClient),
  });
}
