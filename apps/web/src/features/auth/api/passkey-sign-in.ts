import * as authApi from '@school/domain/auth/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { replaceSession } from '../../../lib/session-cache';
import { getPasskey } from '../utils/webauthn';

/**
 * Signs in with a passkey: the sign-in options, the browser's dialog (or, with `autofill`, the
 * e-mail field's suggestions), then its answer.
 */
export async function signInWithPasskey(autofill: boolean) {
  const { options } = await call(authApi.passkeySignInOptions);
  const response = await getPasskey(options, autofill);
  return call(authApi.passkeySignIn, { body: { response } });
}

export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (data) => replaceSession(queryClient, { user: data.user }),
  });
}
