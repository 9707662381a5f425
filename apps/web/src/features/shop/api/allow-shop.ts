import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/session-cache';

/** `POST /api/shop/allow` (allowShop): the shop is opened to the signed-in person. */
export async function allowShop(): Promise<void> {
  await api.post<unknown>('/api/shop/allow');
}

/** allowShop, then `/api/me` read again: the shop's pages judge the person by the new flags. */
export function useAllowShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: allowShop,
    onSuccess: () => queryClient.refetchQueries({ queryKey: ME_QUERY_KEY }),
  });
}
