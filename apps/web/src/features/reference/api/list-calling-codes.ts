import {
  type ListCallingCodesResponse,
  ListCallingCodesResponseSchema,
} from '@school/domain/reference/contracts/list-calling-codes';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { KEPT_FOR_THE_SESSION, referenceKeys, referencePath } from './reference-keys';

/** `GET /api/reference/calling-codes`: international calling codes (Prefisso_internazionale__c), digits only. */
export async function listCallingCodes(
  locale: ApplicationLocale,
  signal?: AbortSignal,
): Promise<ListCallingCodesResponse> {
  return ListCallingCodesResponseSchema.parse(
    await api.get<unknown>(referencePath('calling-codes', { locale }), { signal }),
  );
}

export function useCallingCodes(locale: ApplicationLocale) {
  return useQuery({
    queryKey: referenceKeys.callingCodes(locale),
    queryFn: ({ signal }) => listCallingCodes(locale, signal),
    ...KEPT_FOR_THE_SESSION,
  });
}
