import * as shopApi from '@school/domain/shop/contracts/endpoints';
import type { AddCartLine } from '@school/domain/shop/contracts/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/**
 * addProd: the product, its size or shoe number, the quantity and the embroidery text; the server
 * prices it, checks every rule again and answers the cart.
 */
export const addCartLine = (body: AddCartLine) => call(shopApi.addLine, { body });

export function useAddCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCartLine,
    // The answer is the cart as it now is: the badge, the lines and the sheet's bounds follow it.
    onSuccess: (cart) => queryClient.setQueryData(shopKeys.cart, cart),
    // A refusal may mean the cart changed elsewhere (another tab, the day passed): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: shopKeys.cart }),
  });
}
