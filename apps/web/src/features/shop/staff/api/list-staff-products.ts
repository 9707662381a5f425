import * as staffShopApi from '@school/domain/shop/contracts/staff-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { shopKeys } from '../../api/shop-keys';

/** The products, by code or name and family; paged. */
export const listStaffProducts = (params: Record<string, string>, signal?: AbortSignal) =>
  call(staffShopApi.listProducts, { query: params, signal });

export function useStaffProducts(params: Record<string, string>) {
  return useQuery({
    queryKey: shopKeys.staff.products(params),
    queryFn: ({ signal }) => listStaffProducts(params, signal),
    placeholderData: keepPreviousData,
  });
}
