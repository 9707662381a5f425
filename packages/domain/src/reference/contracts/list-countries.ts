import { z } from 'zod';
import { APPLICATION_LOCALES } from '../../shared/locale.ts';

/** A query naming the language of the names ("it", "en" or "zh"; Italian by default). */
export const LocaleQuerySchema = z.object({
  locale: z.enum(APPLICATION_LOCALES, { error: 'request.invalid' }).default('it'),
});

/**
 * GET /api/reference/countries?locale= — "A country list of about 200 entries (Italian keys mapped
 * to names, plus stateless)": `value` is the key saved (the Italian name), `name` the name in the
 * locale, `code` the ISO 3166-1 alpha-2 code (null for the stateless entry). Sorted by name in the
 * locale, the stateless entry last.
 */
export const CountrySchema = z.object({
  value: z.string(),
  name: z.string(),
  code: z.string().nullable(),
});
export type Country = z.infer<typeof CountrySchema>;
export const ListCountriesResponseSchema = z.object({ items: z.array(CountrySchema) });
export type ListCountriesResponse = z.infer<typeof ListCountriesResponseSchema>;
