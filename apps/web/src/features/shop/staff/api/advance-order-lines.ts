import * as staffShopApi from '@school/domain/shop/contracts/staff-endpoints';
import type { AdvanceOrderLinesBody } from '@school/domain/shop/contracts/staff-shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffShop } from '../../api/shop-keys';

/** The chosen lines one status forward. */
export const advanceOrderLines = (body: AdvanceOrderLinesBody) =>
  call(staffShopApi.advanceOrderLines, { body });

export function useAdvanceLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: advanceOrderLines,
    onSettled: () => refreshStaffShop(queryClient),
  });
}
