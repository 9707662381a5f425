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
  const setCachedLanguage = (language: UpdateLanguageBody['language']) =>
    queryClient.setQueryData<GetMeResponse>(ME_QUERY_KEY, (old) =>
      old?.user ? { user: { ...old.user, language } } : old,
    );
  return useMutation({
    mutationFn: updateLanguage,
    // The choice wins at once: a /api/me answer already on its way (read before the click, with
    // the old language) is cancelled, so it cannot switch the page back.
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: ME_QUERY_KEY });
      setCachedLanguage(body.language);
    },
    onSuccess: (_data, body) => {
      setCachedLanguage(body.language);
      return queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
