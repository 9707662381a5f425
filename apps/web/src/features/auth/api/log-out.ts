import * as authApi from '@school/domain/auth/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clearUserDataCache } from '../../../lib/offline-cache';
import { replaceSession } from '../../../lib/session-cache';

/** Ends the session. */
export const logOut = () => call(authApi.logOut);

export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    // The offline copies of this person's answers (badge, PIN) are deleted first, even when the
    // request then fails (offline): whoever uses this device next never sees them.
    mutationFn: async () => {
      await clearUserDataCache();
      await logOut();
    },
    onSuccess: () => replaceSession(queryClient, { user: null }),
  });
}
