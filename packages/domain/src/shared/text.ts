import { z } from 'zod';
import { DATE_MAX, DATE_MIN, PHONE_MAX, TEXT_MAX } from './limits.ts';

/**
 * Control characters no text of the portal may hold: C0 and C1 controls and NUL, except tab, line
 * feed and carriage return. PostgreSQL refuses NUL in text, and the others only hide or garble
 * what a person sees. The server refuses them in every request (400 `request.controlCharacters`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find them.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTERS_CODE = 'request.controlCharacters';

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** A string schema without control characters (the base of every text field). */
export function plainString() {
  return z.string().refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_CODE);
}

/** A text field: trimmed, whitespace-only becomes empty, at most `max` characters. */
export function text(max = TEXT_MAX) {
  return plainString().trim().max(max);
}

/** A required text field: trimmed and non-empty. */
export function requiredText(max = TEXT_MAX) {
  return plainString().trim().min(1).max(max);
}

/** A practical e-mail pattern (the one browsers use for type=email). */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function email(max = TEXT_MAX) {
  return plainString().trim().max(max).regex(EMAIL_PATTERN);
}

/** An optional e-mail: empty (or whitespace-only) string allowed, otherwise a valid address. */
export function optionalEmail(max = TEXT_MAX) {
  // Each branch of `or` sees the raw input, so the empty branch must trim too.
  return z.string().trim().max(max).regex(EMAIL_PATTERN).or(z.string().trim().length(0));
}

/** ISO calendar date YYYY-MM-DD between 1900-01-01 and 2100-12-31, or empty. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export function optionalIsoDate() {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || (ISO_DATE.test(v) && v >= DATE_MIN && v <= DATE_MAX && isRealDate(v)))
    .optional()
    .default('');
}

export function isRealDate(iso: string): boolean {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

/** Digits only (postcodes), or empty. */
export function digits(max: number) {
  return z.string().trim().max(max).regex(/^\d*$/);
}

/** Phone numbers: digits, spaces and a leading plus, or empty. */
export function phone(max = PHONE_MAX) {
  return z
    .string()
    .trim()
    .max(max)
    .regex(/^\+?[\d ]*$/);
}
