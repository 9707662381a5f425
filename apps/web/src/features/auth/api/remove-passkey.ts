import * as authApi from '@school/domain/auth/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** Removes one of the signed-in person's passkeys. */
export const removePasskey = (id: string) => call(authApi.removePasskey, { params: { id } });

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.passkeys }),
  });
}
