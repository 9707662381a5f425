import {
  CeremonyOptionsResponseSchema,
  type Passkey,
  PasskeyResponseSchema,
} from '@school/domain/auth/contracts/passkeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { createPasskey } from '../utils/webauthn';
import { authKeys } from './auth-keys';

/**
 * Adds a passkey: `POST /api/auth/passkeys/registration-options`, the browser's dialog, then
 * `POST /api/auth/passkeys` with its answer and the name.
 */
export async function addPasskey(name: string): Promise<Passkey> {
  const { options } = CeremonyOptionsResponseSchema.parse(
    await api.post<unknown>('/api/auth/passkeys/registration-options'),
  );
  const response = await createPasskey(options);
  return PasskeyResponseSchema.parse(await api.post<unknown>('/api/auth/passkeys', { name, response }))
    .passkey;
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.passkeys }),
  });
}
