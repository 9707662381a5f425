import {
  type ListCallingCodesResponse,
  ListCallingCodesResponseSchema,
} from '@school/domain/reference/contracts/list-calling-codes';
import {
  type ListCountriesResponse,
  ListCountriesResponseSchema,
} from '@school/domain/reference/contracts/list-countries';
import {
  type ListMunicipalitiesResponse,
  ListMunicipalitiesResponseSchema,
} from '@school/domain/reference/contracts/list-municipalities';
import {
  type ListPicklistsResponse,
  ListPicklistsResponseSchema,
} from '@school/domain/reference/contracts/list-picklists';
import {
  type ListProvincesResponse,
  ListProvincesResponseSchema,
} from '@school/domain/reference/contracts/list-provinces';
import {
  type ListRegionsResponse,
  ListRegionsResponseSchema,
} from '@school/domain/reference/contracts/list-regions';
import {
  type ListSchoolsQuery,
  type ListSchoolsResponse,
  ListSchoolsResponseSchema,
} from '@school/domain/reference/contracts/list-schools';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The reference lists of the application (`/api/reference/...`): countries, calling codes, Italian
 * regions, provinces, municipalities and institutes, and the picklists. They are fetched when a
 * step needs them, never bundled, and kept for the session (they change with a release only).
 */

const FOREVER = { staleTime: Number.POSITIVE_INFINITY, gcTime: 60 * 60_000 } as const;

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

async function get<T>(path: string, schema: { parse: (value: unknown) => T }, signal: AbortSignal) {
  return schema.parse(await api.get<unknown>(path, { signal }));
}

export const referenceKeys = {
  all: ['reference'] as const,
  countries: (locale: ApplicationLocale) => ['reference', 'countries', locale] as const,
  callingCodes: (locale: ApplicationLocale) => ['reference', 'calling-codes', locale] as const,
  regions: () => ['reference', 'regions'] as const,
  provinces: (region: string) => ['reference', 'provinces', region] as const,
  municipalities: (province: string, q: string) => ['reference', 'municipalities', province, q] as const,
  schools: (filter: ListSchoolsQuery) =>
    [
      'reference',
      'schools',
      filter.region ?? '',
      filter.province ?? '',
      filter.city ?? '',
      filter.q ?? '',
    ] as const,
  picklists: (locale: ApplicationLocale) => ['reference', 'picklists', locale] as const,
};

/** Countries: `value` (the Italian name, saved), `name` in the locale, the stateless entry last. */
export function useCountries(locale: ApplicationLocale) {
  return useQuery({
    queryKey: referenceKeys.countries(locale),
    queryFn: ({ signal }): Promise<ListCountriesResponse> =>
      get(`/api/reference/countries${query({ locale })}`, ListCountriesResponseSchema, signal),
    ...FOREVER,
  });
}

/** International calling codes (Prefisso_internazionale__c), digits only. */
export function useCallingCodes(locale: ApplicationLocale) {
  return useQuery({
    queryKey: referenceKeys.callingCodes(locale),
    queryFn: ({ signal }): Promise<ListCallingCodesResponse> =>
      get(`/api/reference/calling-codes${query({ locale })}`, ListCallingCodesResponseSchema, signal),
    ...FOREVER,
  });
}

export function useRegions(enabled = true) {
  return useQuery({
    queryKey: referenceKeys.regions(),
    queryFn: ({ signal }): Promise<ListRegionsResponse> =>
      get('/api/reference/regions', ListRegionsResponseSchema, signal),
    enabled,
    ...FOREVER,
  });
}

/** Italian provinces ("PR - Parma"), of a region when given; "EE - For Foreign Country" last otherwise. */
export function useProvinces(region = '', enabled = true) {
  return useQuery({
    queryKey: referenceKeys.provinces(region),
    queryFn: ({ signal }): Promise<ListProvincesResponse> =>
      get(`/api/reference/provinces${query({ region })}`, ListProvincesResponseSchema, signal),
    enabled,
    ...FOREVER,
  });
}

/** Italian municipalities of a province and/or matching a text (one of the two is needed). */
export function useMunicipalities({ province = '', q = '' }: { province?: string; q?: string }) {
  const enabled = province.trim() !== '' || q.trim() !== '';
  return useQuery({
    queryKey: referenceKeys.municipalities(province, q),
    queryFn: ({ signal }): Promise<ListMunicipalitiesResponse> =>
      get(
        `/api/reference/municipalities${query({ province, q, limit: province ? 500 : 50 })}`,
        ListMunicipalitiesResponseSchema,
        signal,
      ),
    enabled,
    placeholderData: keepPreviousData,
    ...FOREVER,
  });
}

/** Italian hotel and culinary institutes matching every given criterion. */
export function useSchools(filter: ListSchoolsQuery, enabled = true) {
  return useQuery({
    queryKey: referenceKeys.schools(filter),
    queryFn: ({ signal }): Promise<ListSchoolsResponse> =>
      get(`/api/reference/schools${query({ ...filter })}`, ListSchoolsResponseSchema, signal),
    enabled,
    placeholderData: keepPreviousData,
    ...FOREVER,
  });
}

/** Qualification, how they heard of the school and English level, filtered by the locale's prefix. */
export function usePicklists(locale: ApplicationLocale) {
  return useQuery({
    queryKey: referenceKeys.picklists(locale),
    queryFn: ({ signal }): Promise<ListPicklistsResponse> =>
      get(`/api/reference/picklists${query({ locale })}`, ListPicklistsResponseSchema, signal),
    ...FOREVER,
  });
}
