import * as referenceApi from '@school/domain/reference/contracts/endpoints';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { KEPT_FOR_THE_SESSION, referenceKeys } from './reference-keys';

/** International calling codes (Prefisso_internazionale__c), digits only. */
export const listCallingCodes = (locale: ApplicationLocale, signal?: AbortSignal) =>
  call(referenceApi.callingCodes, { query: { locale }, signal });

export function useCallingCodes(locale: ApplicationLocale) {
  return useQuery({
    queryKey: referenceKeys.callingCodes(locale),
    queryFn: ({ signal }) => listCallingCodes(locale, signal),
    ...KEPT_FOR_THE_SESSION,
  });
}
