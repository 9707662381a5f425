import { z } from 'zod';
import { staffPageOf, staffPaging } from './list-candidates.ts';

/**
 * GET /api/staff/visas?state= — the visas of every candidate for the secretariat.
 * `toConfirm` (the default): granted visas whose outcome the candidate saved and whose permit
 * appointment (phase 4) the secretariat has not set, the oldest outcome first — the count on the
 * console's home. `all`: every visa, the newest change first. Paged.
 */
export const VISA_QUEUE_STATES = ['toConfirm', 'all'] as const;
export type VisaQueueState = (typeof VISA_QUEUE_STATES)[number];

export const ListVisaQueueQuerySchema = z.strictObject({
  state: z.enum(VISA_QUEUE_STATES, { error: 'request.invalid' }).default('toConfirm'),
  ...staffPaging,
});
export type ListVisaQueueQuery = z.infer<typeof ListVisaQueueQuerySchema>;

export const VisaQueueItemSchema = z.object({
  visa: z.object({
    id: z.string(),
    recordType: z.string(),
    status: z.string().nullable(),
    visaStartDate: z.string().nullable(),
    visaExpiryDate: z.string().nullable(),
    /** YYYY-MM-DDTHH:mm on the school's wall clock. */
    flightArrival: z.string().nullable(),
    outcomeSavedAt: z.string().nullable(),
    permitAppointmentDate: z.string().nullable(),
  }),
  applicationId: z.string(),
  candidate: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  /** The edition of the visa's application (product code, else course code). */
  edition: z.string(),
});
export type VisaQueueItem = z.infer<typeof VisaQueueItemSchema>;

export const ListVisaQueueResponseSchema = staffPageOf(VisaQueueItemSchema);
export type ListVisaQueueResponse = z.infer<typeof ListVisaQueueResponseSchema>;
