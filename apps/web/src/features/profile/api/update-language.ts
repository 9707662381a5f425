import type { GetMeResponse } from '@school/domain/auth/contracts/get-me';
import type { UpdateLanguageBody } from '@school/domain/profile/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/session-cache';

/** `PUT /api/profile/language`: the profile language (Lingua__c). */
export function updateLanguage(body: UpdateLanguageBody): Promise<void> {
  return api.put('/api/profile/language', body);
}

export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: (_data, body) => {
      queryClient.setQueryData<GetMeResponse>(ME_QUERY_KEY, (old) =>
        old?.user ? { user: { ...old.user, language: body.language } } : old,
      );
      return queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
