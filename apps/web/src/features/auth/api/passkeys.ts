import {
  CeremonyOptionsResponseSchema,
  type ListPasskeysResponse,
  ListPasskeysResponseSchema,
  type Passkey,
  PasskeyResponseSchema,
} from '@school/domain/auth/contracts/passkeys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { createPasskey } from '../utils/webauthn';

export const passkeyKeys = { all: ['passkeys'] as const };

/** `GET /api/auth/passkeys`: the signed-in person's passkeys and their other ways in. */
export async function listPasskeys(signal?: AbortSignal): Promise<ListPasskeysResponse> {
  return ListPasskeysResponseSchema.parse(await api.get<unknown>('/api/auth/passkeys', { signal }));
}

export function usePasskeys() {
  return useQuery({ queryKey: passkeyKeys.all, queryFn: ({ signal }) => listPasskeys(signal) });
}

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

/** `PATCH /api/auth/passkeys/:id`. */
export async function renamePasskey({ id, name }: { id: string; name: string }): Promise<Passkey> {
  return PasskeyResponseSchema.parse(await api.patch<unknown>(`/api/auth/passkeys/${id}`, { name })).passkey;
}

/** `DELETE /api/auth/passkeys/:id`. */
export function removePasskey(id: string): Promise<void> {
  return api.delete(`/api/auth/passkeys/${id}`);
}

function usePasskeyChange<A, R>(change: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

export const useAddPasskey = () => usePasskeyChange(addPasskey);
export const useRenamePasskey = () => usePasskeyChange(renamePasskey);
export const useRemovePasskey = () => usePasskeyChange(removePasskey);
