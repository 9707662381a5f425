import { z } from 'zod';

/** GET /api/reference/regions — the Italian regions (getRegioniProvincie), by name. */
export const RegionSchema = z.object({ name: z.string() });
export const ListRegionsResponseSchema = z.object({ items: z.array(RegionSchema) });
export type ListRegionsResponse = z.infer<typeof ListRegionsResponseSchema>;
