import * as staffShopApi from '@school/domain/shop/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { shopKeys } from '../../api/shop-keys';

/** The order board: the lines of a status, oldest order first; by order number or buyer (paged). */
export const listOrderLines = (params: Record<string, string>, signal?: AbortSignal) =>
  call(staffShopApi.listOrderLines, { query: params, signal });

/**
 * Another page or search of the same status keeps its rows shown while the next ones load; another
 * status (another tab of the board) does not: its lines would stand under the wrong tab.
 */
export function useOrderLines(params: Record<string, string>) {
  return useQuery({
    queryKey: shopKeys.staff.lines(params),
    queryFn: ({ signal }) => listOrderLines(params, signal),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3]?.status === params.status ? previous : undefined,
  });
}
