import type { ListSchoolsQuery } from '@school/domain/reference/contracts/list-schools';
import type { ApplicationLocale } from '@school/domain/shared/locale';

/** The reference lists' query keys, one factory for the feature. */
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

/**
 * The reference lists are fetched from the API when a page needs them, never bundled, and kept
 * for the session: they change with a release only.
 */
export const KEPT_FOR_THE_SESSION = { staleTime: Number.POSITIVE_INFINITY, gcTime: 60 * 60_000 } as const;
