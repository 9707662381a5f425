import {
  type ListPasskeysResponse,
  ListPasskeysResponseSchema,
} from '@school/domain/auth/contracts/passkeys';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** `GET /api/auth/passkeys`: the signed-in person's passkeys and their other ways in. */
export async function listPasskeys(signal?: AbortSignal): Promise<ListPasskeysResponse> {
  return ListPasskeysResponseSchema.parse(await api.get<unknown>('/api/auth/passkeys', { signal }));
}

export function usePasskeys() {
  return useQuery({ queryKey: authKeys.passkeys, queryFn: ({ signal }) => listPasskeys(signal) });
}
