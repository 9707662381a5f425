import * as shopApi from '@school/domain/shop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** The partner coupons on show today. */
export const listCoupons = (signal?: AbortSignal) => call(shopApi.listCoupons, { signal });

export const couponsQueryOptions = queryOptions({
  queryKey: shopKeys.coupons,
  queryFn: ({ signal }) => listCoupons(signal),
});

export function useCoupons() {
  return useQuery(couponsQueryOptions);
}
