import { z } from 'zod';
import { DATE_MAX, TEXT_MAX } from '../../shared/limits.ts';
import { ISO_DATE, isRealDate } from '../../shared/text.ts';

/** Field schemas shared by the staff contracts. Dates of staff records lie in 2000-2100. */
export const STAFF_DATE_MIN = '2000-01-01';
export const STAFF_DATE_MAX = DATE_MAX;

/** A real calendar date YYYY-MM-DD between STAFF_DATE_MIN and STAFF_DATE_MAX. */
export const staffDate = z
  .string({ error: 'candidate.required' })
  .trim()
  .refine((v) => ISO_DATE.test(v) && isRealDate(v) && v >= STAFF_DATE_MIN && v <= STAFF_DATE_MAX, {
    error: 'candidate.invalidDate',
  });

/** Required text, trimmed, 1 to `max` characters. */
export function staffText(max = TEXT_MAX) {
  return z.string({ error: 'candidate.required' }).trim().min(1, { error: 'candidate.required' }).max(max);
}

/** A CRM status value as staff type it: trimmed text, or null (an empty text is null). */
export const statusValue = z
  .string()
  .trim()
  .max(TEXT_MAX)
  .nullable()
  .transform((v) => (v === null || v === '' ? null : v));

/**
 * A record's version as staff read it (every staff record carries one): a change sends back the
 * version it was made on, and answers 409 `staff.staleRecord` when the record changed since.
 */
export const versionField = z.string({ error: 'candidate.required' }).min(1).max(64);

/** `/api/staff/<things>/:id` */
export const IdParamsSchema = z.object({ id: z.uuid({ error: 'request.invalid' }) });
