import * as shopApi from '@school/domain/shop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/session-cache';

/** allowShop: the shop is opened to the signed-in person. */
export async function allowShop(): Promise<void> {
  await call(shopApi.allowShop);
}

/** allowShop, then the person (`me`) read again: the shop's pages judge the person by the new flags. */
export function useAllowShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: allowShop,
    onSuccess: () => queryClient.refetchQueries({ queryKey: ME_QUERY_KEY }),
  });
}
