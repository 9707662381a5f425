import * as authApi from '@school/domain/auth/contracts/endpoints';
import type { ResetPasswordBody } from '@school/domain/auth/contracts/reset-password';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/session-cache';

/** The new password of the recovery link. */
export const resetPassword = (body: ResetPasswordBody) => call(authApi.resetPassword, { body });

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
