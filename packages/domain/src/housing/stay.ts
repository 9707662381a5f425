import { z } from 'zod';
import { isClockTime } from '../shared/clock.ts';
import type { Locale } from '../shared/locale.ts';

/**
 * The stay of a housing contract (specification 000, section 3, "Housing opportunity":
 * Appartamento__r Name and Indirizzo__c, Data_ingresso_Housing_formatted__c, Ora_Check_In__c,
 * Data_rilascio_Housing_formatted__c, Ora_Check_Out__c), as the student reads it and the
 * secretariat keeps it.
 */

/** A clock time hh:mm (Ora_Check_In__c, Ora_Check_Out__c): the one rule of `shared/clock.ts`. */
export { CLOCK_TIME, isClockTime } from '../shared/clock.ts';

/** The bounds of the stay's texts: the apartment's name (default text limit) and its address. */
export const APARTMENT_NAME_MAX = 100;
export const APARTMENT_ADDRESS_MAX = 200;

export interface StayTimes {
  checkInDate: string;
  checkInTime: string;
  checkOutDate: string;
  checkOutTime: string;
}

/**
 * Check-out comes after check-in: a later day, or the same day at a later time. Dates are ISO
 * (YYYY-MM-DD) and times hh:mm, so comparing "date time" as text compares instants.
 */
export function isCheckOutAfterCheckIn(stay: StayTimes): boolean {
  return `${stay.checkOutDate} ${stay.checkOutTime}` > `${stay.checkInDate} ${stay.checkInTime}`;
}

/** The error code of a stay whose check-out is not after its check-in. */
export const CHECK_OUT_BEFORE_CHECK_IN = 'housing.checkOutBeforeCheckIn';
/** The error code of a time that is not hh:mm. */
export const INVALID_TIME = 'housing.invalidTime';

/** hh:mm as a schema (trimmed; `housing.invalidTime` otherwise). */
export const clockTimeSchema = z
  .string({ error: INVALID_TIME })
  .trim()
  .refine(isClockTime, { error: INVALID_TIME });

const LONG_DATE_LOCALES: Record<Locale, string> = { it: 'it-IT', en: 'en-GB' };

/**
 * A stay's day as a person reads it in their language: "lunedì 7 settembre 2026" /
 * "Monday, 7 September 2026". The day is a calendar day, not an instant: no time zone applies.
 * Empty for a value that is not a real ISO day.
 */
export function formatStayDay(isoDay: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return '';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return '';
  return new Intl.DateTimeFormat(LONG_DATE_LOCALES[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * The maps link of the apartment (specification 000, section 2: "apartment with map link"): a
 * plain search for the address on Google Maps, opened in a new tab, with nothing else sent.
 */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}
