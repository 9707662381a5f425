import * as staffShopApi from '@school/domain/shop/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { shopKeys } from '../../api/shop-keys';

/** The product with its sizes and files. */
export const getStaffProduct = (id: string, signal?: AbortSignal) =>
  call(staffShopApi.getProduct, { params: { id }, signal });

export function useStaffProduct(id: string, enabled = true) {
  return useQuery({
    queryKey: shopKeys.staff.product(id),
    queryFn: ({ signal }) => getStaffProduct(id, signal),
    enabled,
  });
}
