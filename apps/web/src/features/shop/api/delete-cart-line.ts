import * as shopApi from '@school/domain/shop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** removeProd: a line leaves the cart (never a bag's). */
export const deleteCartLine = (lineId: string) => call(shopApi.removeLine, { params: { id: lineId } });

export function useDeleteCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartLine,
    // The answer is the cart as it now is: the badge, the lines and the sheet's bounds follow it.
    onSuccess: (cart) => queryClient.setQueryData(shopKeys.cart, cart),
    // A refusal may mean the cart changed elsewhere (another tab, the day passed): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: shopKeys.cart }),
  });
}
