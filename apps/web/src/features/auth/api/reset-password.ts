import type { ResetPasswordBody } from '@school/domain/auth/contracts/reset-password';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/session-cache';

/** `POST /api/auth/password-reset`: the new password of the recovery link. */
export function resetPassword(body: ResetPasswordBody): Promise<{ result: 'SuccessRequest' }> {
  return api.post<{ result: 'SuccessRequest' }>('/api/auth/password-reset', body);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
