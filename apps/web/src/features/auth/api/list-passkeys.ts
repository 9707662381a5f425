import * as authApi from '@school/domain/auth/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** The signed-in person's passkeys and their other ways in. */
export const listPasskeys = (signal?: AbortSignal) => call(authApi.listPasskeys, { signal });

export function usePasskeys() {
  return useQuery({ queryKey: authKeys.passkeys, queryFn: ({ signal }) => listPasskeys(signal) });
}
