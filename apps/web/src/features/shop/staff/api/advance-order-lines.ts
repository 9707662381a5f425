import {
  type AdvanceOrderLinesBody,
  type AdvanceOrderLinesResponse,
  AdvanceOrderLinesResponseSchema,
} from '@school/domain/shop/contracts/staff-shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshStaffShop, STAFF_SHOP_API } from './shop-staff-urls';

/** `POST /api/staff/shop/order-lines/advance`: the chosen lines one status forward. */
export async function advanceOrderLines(body: AdvanceOrderLinesBody): Promise<AdvanceOrderLinesResponse> {
  return AdvanceOrderLinesResponseSchema.parse(
    await api.post<unknown>(`${STAFF_SHOP_API}/order-lines/advance`, body),
  );
}

export function useAdvanceLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: advanceOrderLines,
    onSettled: () => refreshStaffShop(queryClient),
  });
}
