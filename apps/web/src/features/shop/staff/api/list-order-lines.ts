import {
  type ListOrderLinesResponse,
  ListOrderLinesResponseSchema,
} from '@school/domain/shop/contracts/staff-shop';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { shopKeys } from '../../api/shop-keys';
import { STAFF_SHOP_API } from './shop-staff-urls';

/** `GET /api/staff/shop/order-lines?status=&search=&page=&pageSize=` */
export async function listOrderLines(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ListOrderLinesResponse> {
  return ListOrderLinesResponseSchema.parse(
    await api.get<unknown>(`${STAFF_SHOP_API}/order-lines?${new URLSearchParams(params).toString()}`, {
      signal,
    }),
  );
}

export function useOrderLines(params: Record<string, string>) {
  return useQuery({
    queryKey: shopKeys.staff.lines(params),
    queryFn: ({ signal }) => listOrderLines(params, signal),
    placeholderData: keepPreviousData,
  });
}
