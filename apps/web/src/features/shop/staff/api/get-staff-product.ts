import { type StaffProduct, StaffProductSchema } from '@school/domain/shop/contracts/staff-shop';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { shopKeys } from '../../api/shop-keys';
import { productUrl } from './shop-staff-urls';

/** `GET /api/staff/shop/products/:id`: the product with its sizes and files. */
export async function getStaffProduct(id: string, signal?: AbortSignal): Promise<StaffProduct> {
  return StaffProductSchema.parse(await api.get<unknown>(productUrl(id), { signal }));
}

export function useStaffProduct(id: string, enabled = true) {
  return useQuery({
    queryKey: shopKeys.staff.product(id),
    queryFn: ({ signal }) => getStaffProduct(id, signal),
    enabled,
  });
}
