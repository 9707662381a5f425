import * as authApi from '@school/domain/auth/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { createPasskey } from '../utils/webauthn';
import { authKeys } from './auth-keys';

/**
 * Adds a passkey: the registration options, the browser's dialog, then its answer with the name.
 */
export async function addPasskey(name: string) {
  const { options } = await call(authApi.passkeyRegistrationOptions);
  const response = await createPasskey(options);
  return (await call(authApi.addPasskey, { body: { name, response } })).passkey;
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.passkeys }),
  });
}
