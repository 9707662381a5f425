import { z } from 'zod';

/** At most this many municipalities in one answer. */
export const MUNICIPALITIES_LIMIT_MAX = 500;
/** The default size of a search answer (a province alone lists all its municipalities). */
export const MUNICIPALITIES_SEARCH_LIMIT = 50;

const filter = z.string().trim().max(100).optional();

/**
 * GET /api/reference/municipalities?province=&q= — the Italian municipalities of a province ("PR",
 * "Parma" or "PR - Parma") and/or whose name contains `q` (case-, accent- and
 * apostrophe-insensitive: "forli" finds "Forlì"), names starting with `q` first. One of the two is
 * required. `total` counts every match, `items` holds at most `limit`.
 */
export const ListMunicipalitiesQuerySchema = z
  .object({
    province: filter,
    q: filter,
    limit: z.coerce.number().int().min(1).max(MUNICIPALITIES_LIMIT_MAX).optional(),
  })
  .refine((query) => Boolean(query.province) || Boolean(query.q), {
    error: 'request.invalid',
    path: ['q'],
  });
export type ListMunicipalitiesQuery = z.infer<typeof ListMunicipalitiesQuerySchema>;

export const MunicipalitySchema = z.object({
  name: z.string(),
  /** The province code ("PR"). */
  province: z.string(),
  region: z.string(),
});
export type Municipality = z.infer<typeof MunicipalitySchema>;
export const ListMunicipalitiesResponseSchema = z.object({
  items: z.array(MunicipalitySchema),
  total: z.number().int(),
});
export type ListMunicipalitiesResponse = z.infer<typeof ListMunicipalitiesResponseSchema>;
