import { z } from 'zod';

/**
 * GET /api/reference/picklists?locale= — the application's picklists as the locale shows them
 * (`localePicklist`: "Locale filters picklist values by prefix (IT_ for Italian, EN_ for English)";
 * Chinese shows the EN_ values): qualification (Titolo_di_studio__c), field of study
 * (Indirizzo_titolo__c), how they heard of the school (ConosciutoALMA__c) and English level
 * (Livello_Inglese__c).
 */
export const PicklistOptionSchema = z.object({ value: z.string(), name: z.string() });
export const ListPicklistsResponseSchema = z.object({
  qualification: z.array(PicklistOptionSchema),
  fieldOfStudy: z.array(PicklistOptionSchema),
  howHeard: z.array(PicklistOptionSchema),
  englishLevel: z.array(PicklistOptionSchema),
});
export type ListPicklistsResponse = z.infer<typeof ListPicklistsResponseSchema>;
