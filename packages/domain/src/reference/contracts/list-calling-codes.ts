import { z } from 'zod';

/**
 * GET /api/reference/calling-codes?locale= — "Country phone prefixes come from records with Name and
 * Prefisso_internazionale__c": one entry per country or territory with its international calling
 * code (digits, "39"), sorted by name in the locale.
 */
export const CallingCodeSchema = z.object({
  /** ISO 3166-1 alpha-2 (and the two calling-code regions AC, TA). */
  country: z.string(),
  /** Name */
  name: z.string(),
  /** Prefisso_internazionale__c, digits only. */
  prefix: z.string(),
});
export type CallingCode = z.infer<typeof CallingCodeSchema>;
export const ListCallingCodesResponseSchema = z.object({ items: z.array(CallingCodeSchema) });
export type ListCallingCodesResponse = z.infer<typeof ListCallingCodesResponseSchema>;
