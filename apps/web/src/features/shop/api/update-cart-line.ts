import * as shopApi from '@school/domain/shop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** A line's quantity (`{ quantity }`): the cart's -/+ buttons. */
export const updateCartLine = (lineId: string, quantity: number) =>
  call(shopApi.updateLine, { params: { id: lineId }, body: { quantity } });

export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, quantity }: { lineId: string; quantity: number }) =>
      updateCartLine(lineId, quantity),
    // The answer is the cart as it now is: the badge, the lines and the sheet's bounds follow it.
    onSuccess: (cart) => queryClient.setQueryData(shopKeys.cart, cart),
    // A refusal may mean the cart changed elsewhere (another tab, the day passed): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: shopKeys.cart }),
  });
}
