import * as authApi from '@school/domain/auth/contracts/endpoints';
import type { LogInBody } from '@school/domain/auth/contracts/log-in';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { replaceSession } from '../../../lib/session-cache';

/** Signs in with username and password. */
export const logIn = (body: LogInBody) => call(authApi.logIn, { body });

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (data) => replaceSession(queryClient, { user: data.user }),
  });
}
