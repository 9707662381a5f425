import type { Me } from '@school/domain/auth/contracts/get-me';
import { CeremonyOptionsResponseSchema } from '@school/domain/auth/contracts/passkeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { replaceSession } from '../../../lib/session-cache';
import { getPasskey } from '../utils/webauthn';

/**
 * Signs in with a passkey: `POST /api/auth/passkeys/sign-in-options`, the browser's dialog (or,
 * with `autofill`, the e-mail field's suggestions), then `POST /api/auth/passkeys/sign-in`.
 */
export async function signInWithPasskey(autofill: boolean): Promise<{ user: Me }> {
  const { options } = CeremonyOptionsResponseSchema.parse(
    await api.post<unknown>('/api/auth/passkeys/sign-in-options'),
  );
  const response = await getPasskey(options, autofill);
  return api.post<{ user: Me }>('/api/auth/passkeys/sign-in', { response });
}

export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (data) => replaceSession(queryClient, { user: data.user }),
  });
}
