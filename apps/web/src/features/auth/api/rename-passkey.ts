import * as authApi from '@school/domain/auth/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** Renames one of the signed-in person's passkeys. */
export async function renamePasskey({ id, name }: { id: string; name: string }) {
  return (await call(authApi.renamePasskey, { params: { id }, body: { name } })).passkey;
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.passkeys }),
  });
}
