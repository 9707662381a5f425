import { z } from 'zod';

/**
 * GET /api/application/editions — the course editions open to applications, for the "apply"
 * links of the courses page: each opens `/candidatura/{productCode}`. Public.
 */
export const OpenEditionSchema = z.object({
  /** "course-edition", the product code of the application route. */
  productCode: z.string(),
  courseName: z.string(),
  editionName: z.string(),
});
export type OpenEdition = z.infer<typeof OpenEditionSchema>;
export const ListOpenEditionsResponseSchema = z.object({ items: z.array(OpenEditionSchema) });
export type ListOpenEditionsResponse = z.infer<typeof ListOpenEditionsResponseSchema>;
