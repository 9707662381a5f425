import type { ChangePasswordBody } from '@school/domain/auth/contracts/change-password';
import * as authApi from '@school/domain/auth/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Changes the password (the old one is checked). */
export const changePassword = (body: ChangePasswordBody) => call(authApi.changePassword, { body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
