import { z } from 'zod';

const filter = z.string().trim().max(100).optional();

/**
 * GET /api/reference/schools?region=&province=&city=&q= — the Italian hotel and culinary
 * institutes matching every given criterion with `filterSchools`: "school filter matches city,
 * province and region case-insensitively" (and accent-insensitively, R-places); `q` searches the
 * name, the city and the code.
 */
export const ListSchoolsQuerySchema = z.object({ region: filter, province: filter, city: filter, q: filter });
export type ListSchoolsQuery = z.infer<typeof ListSchoolsQuerySchema>;

export const SchoolSchema = z.object({
  /** CODICESCUOLA, saved as Istituto__c. */
  code: z.string(),
  name: z.string(),
  city: z.string(),
  /** "PR - Parma" */
  province: z.string(),
  region: z.string(),
  type: z.string(),
});
export const ListSchoolsResponseSchema = z.object({ items: z.array(SchoolSchema) });
export type ListSchoolsResponse = z.infer<typeof ListSchoolsResponseSchema>;
