import type { ChangePasswordBody } from '@school/domain/auth/contracts/change-password';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/auth/password-change`. */
export function changePassword(body: ChangePasswordBody): Promise<void> {
  return api.post('/api/auth/password-change', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
