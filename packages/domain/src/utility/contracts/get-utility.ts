import { z } from 'zod';

/**
 * GET /api/utility — the signed-in person's Utility page (specification 000, sections 2 and 3):
 * the registration number (Matricola__c, for the badge's barcode), the PIN (Pin__c), the course
 * and exam lockers (Armadietto__r, Armadietto_Esame__r: Name, Libero_Dal__c) and the digital books
 * (getLibri: Titolo_libro__c, Codice_libro__c) of the chosen course enrolment.
 */
export const UtilityLockerSchema = z.object({
  name: z.string(),
  /** Libero_Dal__c: the day the locker is free from (YYYY-MM-DD), when known. */
  freeFrom: z.string().nullable(),
});
export type UtilityLocker = z.infer<typeof UtilityLockerSchema>;

export const UtilityBookSchema = z.object({ title: z.string(), code: z.string() });
export type UtilityBook = z.infer<typeof UtilityBookSchema>;

export const GetUtilityResponseSchema = z.object({
  /**
   * Whose answer this is: the page shows it only beside the same signed-in person (an answer kept
   * for offline use is never shown to somebody else).
   */
  userId: z.string(),
  registrationNumber: z.string().nullable(),
  pin: z.string().nullable(),
  /** The course enrolment the lockers and books belong to (none: neither is shown). */
  enrolment: z.object({ id: z.string(), name: z.string() }).nullable(),
  courseLocker: UtilityLockerSchema.nullable(),
  examLocker: UtilityLockerSchema.nullable(),
  /** In the order they were given. */
  books: z.array(UtilityBookSchema),
});
export type GetUtilityResponse = z.infer<typeof GetUtilityResponseSchema>;
