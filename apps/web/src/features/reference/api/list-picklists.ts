import * as referenceApi from '@school/domain/reference/contracts/endpoints';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { KEPT_FOR_THE_SESSION, referenceKeys } from './reference-keys';

/** Qualification, how they heard of the school and English level, by the locale's prefix. */
export const listPicklists = (locale: ApplicationLocale, signal?: AbortSignal) =>
  call(referenceApi.picklists, { query: { locale }, signal });

export function usePicklists(locale: ApplicationLocale) {
  return useQuery({
    queryKey: referenceKeys.picklists(locale),
    queryFn: ({ signal }) => listPicklists(locale, signal),
    ...KEPT_FOR_THE_SESSION,
  });
}
