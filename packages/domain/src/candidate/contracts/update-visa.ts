import { z } from 'zod';
import { DATE_MAX, TEXT_MAX } from '../../shared/limits.ts';
import { ISO_DATE, isRealDate } from '../../shared/text.ts';
import { VisaSchema } from './get-visa.ts';

/**
 * The saves of the visa tab (specification 000, section 5): "Visa phase 1 save needs embassy date
 * (min today), name and address (forced uppercase) and acceptance checked. Flight save needs
 * arrival datetime (min today 00:00), airport and ticket (uppercase). Granted needs start and
 * expiry dates (min today); refusal needs a reason (uppercase)."
 *
 * "min today" depends on the clock, so each schema is built for a day: pass
 * `schoolClock(new Date()).today` (YYYY-MM-DD, Europe/Rome). The server checks `visaSaveProblem`
 * first, then parses with the schema of that day.
 */

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;

const required = { error: 'candidate.required', abort: true } as const;
/** A missing or non-text value is "required"; other issues keep their own message. */
const requiredIfNotText = (issue: { code: string }) =>
  issue.code === 'invalid_type' ? 'candidate.required' : undefined;

/** Required text, trimmed, forced to upper case. */
function upperText(max = TEXT_MAX) {
  return z
    .string({ error: requiredIfNotText })
    .trim()
    .min(1, required)
    .max(max)
    .transform((value) => value.toUpperCase());
}

/** A real calendar date YYYY-MM-DD, from `today` to 2100-12-31. */
function dateFrom(today: string) {
  return z
    .string({ error: requiredIfNotText })
    .trim()
    .min(1, required)
    .refine((v) => ISO_DATE.test(v) && isRealDate(v) && v <= DATE_MAX, {
      error: 'candidate.invalidDate',
      abort: true,
    })
    .refine((v) => v >= today, { error: 'candidate.dateInPast' });
}

/** A wall-clock date and time YYYY-MM-DDTHH:mm, from `today` 00:00 to 2100-12-31 23:59. */
function dateTimeFrom(today: string) {
  return z
    .string({ error: requiredIfNotText })
    .trim()
    .min(1, required)
    .refine(
      (v) => {
        const day = LOCAL_DATE_TIME.exec(v)?.[1];
        return day !== undefined && isRealDate(day) && day <= DATE_MAX;
      },
      { error: 'candidate.invalidDate', abort: true },
    )
    .refine((v) => v >= `${today}T00:00`, { error: 'candidate.dateInPast' });
}

/** Phase 1, embassy appointment. Saving it sets Stato__c to "Attesa visto ambasciata". */
export function embassyAppointmentBodySchema(today: string) {
  return z.strictObject({
    appointmentDate: dateFrom(today),
    embassyName: upperText(),
    embassyAddress: upperText(),
    acceptance: z.literal(true, { error: 'candidate.acceptanceRequired' }),
  });
}
export type EmbassyAppointmentBody = z.infer<ReturnType<typeof embassyAppointmentBodySchema>>;

/** Phase 2, flight information. */
export function flightBodySchema(today: string) {
  return z.strictObject({
    arrival: dateTimeFrom(today),
    airport: upperText(),
    ticket: upperText(),
  });
}
export type FlightBody = z.infer<ReturnType<typeof flightBodySchema>>;

/**
 * Phase 3, the outcome: granted with start and expiry dates, or refused with a reason. The expiry
 * may not come before the start. The web app asks "Una volta confermato non sarà più possibile
 * modificare. Confermi?" before sending it; once saved it is locked.
 */
export function visaOutcomeBodySchema(today: string) {
  return z.discriminatedUnion(
    'outcome',
    [
      z
        .strictObject({
          outcome: z.literal('granted'),
          startDate: dateFrom(today),
          expiryDate: dateFrom(today),
        })
        .refine((b) => b.expiryDate >= b.startDate, {
          path: ['expiryDate'],
          error: 'candidate.visaExpiryBeforeStart',
        }),
      z.strictObject({ outcome: z.literal('refused'), reason: upperText() }),
    ],
    { error: 'candidate.required' },
  );
}
export type VisaOutcomeBody = z.infer<ReturnType<typeof visaOutcomeBodySchema>>;

/** Every save answers the visa record as it now is. */
export const UpdateVisaResponseSchema = z.object({ visa: VisaSchema });
export type UpdateVisaResponse = z.infer<typeof UpdateVisaResponseSchema>;

/**
 * "min today" depends on the day: the route declares each visa schema with an early bound for its
 * shape (and OpenAPI); the service checks the phase, then parses again with today's schema.
 */
export const SHAPE_ONLY_DAY = '1900-01-01';
