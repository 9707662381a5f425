import type { ChangeEmailBody } from '@school/domain/auth/contracts/change-email';
import * as authApi from '@school/domain/auth/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/session-cache';

/** Changes the contact e-mail: answers the user as they now are. */
export const changeEmail = (body: ChangeEmailBody) => call(authApi.changeEmail, { body });

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (data) => {
      queryClient.setQueryData(ME_QUERY_KEY, { user: data.user });
      // The profile shows the e-mail too.
      return queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
