import type { RequestPasswordResetBody } from '@school/domain/auth/contracts/request-password-reset';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/auth/password-recovery`: sends the recovery e-mail. */
export function requestPasswordReset(body: RequestPasswordResetBody): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/auth/password-recovery', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
