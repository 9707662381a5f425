import { type CouponsResponse, CouponsResponseSchema } from '@school/domain/shop/contracts/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** `GET /api/shop/coupons`: the partner coupons on show today. */
export async function listCoupons(signal?: AbortSignal): Promise<CouponsResponse> {
  return CouponsResponseSchema.parse(await api.get<unknown>('/api/shop/coupons', { signal }));
}

export const couponsQueryOptions = queryOptions({
  queryKey: shopKeys.coupons,
  queryFn: ({ signal }) => listCoupons(signal),
});

export function useCoupons() {
  return useQuery(couponsQueryOptions);
}
