import { type Passkey, PasskeyResponseSchema } from '@school/domain/auth/contracts/passkeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** `PATCH /api/auth/passkeys/:id`. */
export async function renamePasskey({ id, name }: { id: string; name: string }): Promise<Passkey> {
  return PasskeyResponseSchema.parse(await api.patch<unknown>(`/api/auth/passkeys/${id}`, { name })).passkey;
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.passkeys }),
  });
}
