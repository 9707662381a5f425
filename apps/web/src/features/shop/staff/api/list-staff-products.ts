import {
  type ListStaffProductsResponse,
  ListStaffProductsResponseSchema,
} from '@school/domain/shop/contracts/staff-shop';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { shopKeys } from '../../api/shop-keys';
import { STAFF_SHOP_API } from './shop-staff-urls';

/** `GET /api/staff/shop/products?search=&family=&page=&pageSize=` */
export async function listStaffProducts(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ListStaffProductsResponse> {
  return ListStaffProductsResponseSchema.parse(
    await api.get<unknown>(`${STAFF_SHOP_API}/products?${new URLSearchParams(params).toString()}`, {
      signal,
    }),
  );
}

export function useStaffProducts(params: Record<string, string>) {
  return useQuery({
    queryKey: shopKeys.staff.products(params),
    queryFn: ({ signal }) => listStaffProducts(params, signal),
    placeholderData: keepPreviousData,
  });
}
