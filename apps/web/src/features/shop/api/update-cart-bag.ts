import * as shopApi from '@school/domain/shop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** The bag choice (`{ productId }`), null for "no bag". */
export const updateCartBag = (productId: string | null) => call(shopApi.chooseBag, { body: { productId } });

export function useUpdateCartBag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartBag,
    // The answer is the cart as it now is: the badge, the lines and the sheet's bounds follow it.
    onSuccess: (cart) => queryClient.setQueryData(shopKeys.cart, cart),
    // A refusal may mean the cart changed elsewhere (another tab, the day passed): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: shopKeys.cart }),
  });
}
