import type { Me } from '@school/domain/auth/contracts/get-me';
import type { SignUpBody } from '@school/domain/auth/contracts/sign-up';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { replaceSession } from '../../../lib/session-cache';

/** `POST /api/auth/signup`: creates the account and signs the new user in. */
export function signUp(body: SignUpBody): Promise<{ user: Me }> {
  return api.post<{ user: Me }>('/api/auth/signup', body);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (data) => replaceSession(queryClient, { user: data.user }),
  });
}
