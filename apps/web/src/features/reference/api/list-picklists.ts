import {
  type ListPicklistsResponse,
  ListPicklistsResponseSchema,
} from '@school/domain/reference/contracts/list-picklists';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { KEPT_FOR_THE_SESSION, referenceKeys, referencePath } from './reference-keys';

/** `GET /api/reference/picklists`: qualification, how they heard of the school and English level, by the locale's prefix. */
export async function listPicklists(
  locale: ApplicationLocale,
  signal?: AbortSignal,
): Promise<ListPicklistsResponse> {
  return ListPicklistsResponseSchema.parse(
    await api.get<unknown>(referencePath('picklists', { locale }), { signal }),
  );
}

export function usePicklists(locale: ApplicationLocale) {
  return useQuery({
    queryKey: referenceKeys.picklists(locale),
    queryFn: ({ signal }) => listPicklists(locale, signal),
    ...KEPT_FOR_THE_SESSION,
  });
}
