import { z } from 'zod';

/**
 * "Application history (Storico): table of course, date, status." One row per application of the
 * candidate, newest first: course (name and code), edition, CreatedDate (ISO instant) and the
 * status (Stato_Candidatura__c, with StageName beside it).
 */
export const ApplicationHistoryItemSchema = z.object({
  id: z.string(),
  courseName: z.string(),
  courseCode: z.string(),
  editionName: z.string(),
  createdAt: z.string(),
  status: z.string().nullable(),
  stageName: z.string(),
  isActive: z.boolean(),
});
export type ApplicationHistoryItem = z.infer<typeof ApplicationHistoryItemSchema>;

export const ListApplicationsResponseSchema = z.object({ items: z.array(ApplicationHistoryItemSchema) });
export type ListApplicationsResponse = z.infer<typeof ListApplicationsResponseSchema>;
