import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** `DELETE /api/auth/passkeys/:id`. */
export function removePasskey(id: string): Promise<void> {
  return api.delete(`/api/auth/passkeys/${id}`);
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.passkeys }),
  });
}
