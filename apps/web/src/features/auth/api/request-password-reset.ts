import * as authApi from '@school/domain/auth/contracts/endpoints';
import type { RequestPasswordResetBody } from '@school/domain/auth/contracts/request-password-reset';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Sends the recovery e-mail. */
export const requestPasswordReset = (body: RequestPasswordResetBody) =>
  call(authApi.requestPasswordReset, { body });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
