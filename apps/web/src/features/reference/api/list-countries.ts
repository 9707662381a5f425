import {
  type ListCountriesResponse,
  ListCountriesResponseSchema,
} from '@school/domain/reference/contracts/list-countries';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { KEPT_FOR_THE_SESSION, referenceKeys, referencePath } from './reference-keys';

/** `GET /api/reference/countries`: `value` (the Italian name, saved), `name` in the locale, the stateless entry last. */
export async function listCountries(
  locale: ApplicationLocale,
  signal?: AbortSignal,
): Promise<ListCountriesResponse> {
  return ListCountriesResponseSchema.parse(
    await api.get<unknown>(referencePath('countries', { locale }), { signal }),
  );
}

export function useCountries(locale: ApplicationLocale) {
  return useQuery({
    queryKey: referenceKeys.countries(locale),
    queryFn: ({ signal }) => listCountries(locale, signal),
    ...KEPT_FOR_THE_SESSION,
  });
}
