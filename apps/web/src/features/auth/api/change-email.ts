import type { ChangeEmailBody } from '@school/domain/auth/contracts/change-email';
import type { Me } from '@school/domain/auth/contracts/get-me';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/session-cache';

/** `POST /api/auth/email-change`. */
export function changeEmail(body: ChangeEmailBody): Promise<{ user: Me }> {
  return api.post<{ user: Me }>('/api/auth/email-change', body);
}

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
