import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { replaceSession } from '../../../lib/session-cache';

/** `POST /api/auth/logout`. */
export function logOut(): Promise<void> {
  return api.post('/api/auth/logout');
}

export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSuccess: () => replaceSession(queryClient, { user: null }),
  });
}
