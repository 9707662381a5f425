import * as referenceApi from '@school/domain/reference/contracts/endpoints';
import type { ListCountriesResponse } from '@school/domain/reference/contracts/list-countries';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../lib/api-client';
import { KEPT_FOR_THE_SESSION, referenceKeys } from './reference-keys';

/** `value` (the Italian name, saved), `name` in the locale, the stateless entry last. */
export const listCountries = (locale: ApplicationLocale, signal?: AbortSignal) =>
  call(referenceApi.countries, { query: { locale }, signal });

const countriesQuery = (locale: ApplicationLocale) =>
  queryOptions({
    queryKey: referenceKeys.countries(locale),
    queryFn: ({ signal }) => listCountries(locale, signal),
    ...KEPT_FOR_THE_SESSION,
  });

export function useCountries(locale: ApplicationLocale) {
  return useQuery(countriesQuery(locale));
}

const namesByKey = (list: ListCountriesResponse) =>
  new Map(list.items.map((country) => [country.value, country.name]));

/**
 * A stored country key ("Italia") named in `locale` ("Italy"); a key the list does not know, or
 * any key while the list loads, is shown as it is.
 */
export function useCountryName(locale: ApplicationLocale): (value: string) => string {
  const { data } = useQuery({
    ...countriesQuery(locale),
    select: namesByKey,
  });
  return useCallback((value: string) => data?.get(value) ?? value, [data]);
}
