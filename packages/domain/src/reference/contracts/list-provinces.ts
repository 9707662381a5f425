import { z } from 'zod';

const filter = z.string().trim().max(100).optional();

/**
 * GET /api/reference/provinces?region= — the Italian provinces (of a region when given, compared
 * like every place name: case- and accent-insensitively). `value` is what a province field saves,
 * "PR - Parma", the format of "EE - For Foreign Country", which is listed last when no region is
 * asked (`isForeign`).
 */
export const ListProvincesQuerySchema = z.object({ region: filter });
export const ProvinceSchema = z.object({
  code: z.string(),
  name: z.string(),
  region: z.string(),
  value: z.string(),
  isForeign: z.boolean(),
});
export type Province = z.infer<typeof ProvinceSchema>;
export const ListProvincesResponseSchema = z.object({ items: z.array(ProvinceSchema) });
export type ListProvincesResponse = z.infer<typeof ListProvincesResponseSchema>;
