import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearUserDataCache } from '../../../lib/offline-cache';
import { replaceSession } from '../../../lib/session-cache';

/** `POST /api/auth/logout`. */
export function logOut(): Promise<void> {
  return api.post('/api/auth/logout');
}

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
