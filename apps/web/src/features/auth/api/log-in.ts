import type { Me } from '@school/domain/auth/contracts/get-me';
import type { LogInBody } from '@school/domain/auth/contracts/log-in';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { replaceSession } from '../../../lib/session-cache';

/** `POST /api/auth/login`. */
export function logIn(body: LogInBody): Promise<{ user: Me }> {
  return api.post<{ user: Me }>('/api/auth/login', body);
}

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (data) => replaceSession(queryClient, { user: data.user }),
  });
}
