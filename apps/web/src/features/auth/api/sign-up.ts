import * as authApi from '@school/domain/auth/contracts/endpoints';
import type { SignUpBody } from '@school/domain/auth/contracts/sign-up';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { replaceSession } from '../../../lib/session-cache';

/** Creates the account and signs the new user in. */
export const signUp = (body: SignUpBody) => call(authApi.signUp, { body });

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (data) => replaceSession(queryClient, { user: data.user }),
  });
}
