/**
 * Phone numbers of the application, specification 001 section 5, step 1: "phone prefix required;
 * mobile required, max 40, digits and plus only on key press; optional second prefix and number
 * (second prefix required once the second number is filled)" and "Phone is saved as "+" prefix then
 * number." Country calling prefixes come from records with Name and Prefisso_internazionale__c
 * ("39", "+39", "1-268"...), passed in by the caller.
 */

/** "digits and plus only": a number as it may be typed, a leading plus then digits. */
export const PHONE_NUMBER_PATTERN = /^\+?\d+$/;

/**
 * The key-press filter: "digits and plus only on key press". `key` is KeyboardEvent.key: one
 * character keys pass only when a digit or "+"; named keys (Backspace, Delete, Tab, arrows, Enter)
 * always pass, so the field stays editable.
 */
export function isPhoneKeyAllowed(key: string): boolean {
  if ([...key].length !== 1) return key.length > 1;
  return /^[0-9+]$/.test(key);
}

/**
 * The same filter applied to a whole value, for input events that bypass key presses (mobile
 * keyboards, autofill): only digits and "+" remain.
 */
export function filterPhoneInput(value: string): string {
  return value.replace(/[^0-9+]/g, '');
}

/** A prefix in its saved form: its digits ("+39" → "39", "1-268" → "1268"). */
export function normalisePhonePrefix(prefix: string | null | undefined): string {
  return (prefix ?? '').replace(/\D/g, '');
}

/** A calling prefix: an optional "+", then digits, optionally grouped by one space or hyphen; 1 to 6 digits. */
export function isPhonePrefix(prefix: string | null | undefined): boolean {
  const value = (prefix ?? '').trim();
  return /^\+?\d+(?:[ -]\d+)?$/.test(value) && normalisePhonePrefix(value).length <= 6;
}

/**
 * "Phone is saved as "+" prefix then number." Reading R-phone: "+{prefix}{number}", nothing
 * between ("+393331234567"), the international form. A number typed with its own "+" is already
 * international and is saved as typed. An empty number saves as empty.
 */
export function formatPhone(prefix: string | null | undefined, number: string | null | undefined): string {
  const digits = filterPhoneInput((number ?? '').trim());
  if (digits === '' || digits === '+') return '';
  if (digits.startsWith('+')) return `+${digits.slice(1).replace(/\+/g, '')}`;
  const code = normalisePhonePrefix(prefix);
  return code === '' ? digits.replace(/\+/g, '') : `+${code}${digits.replace(/\+/g, '')}`;
}

/**
 * A saved phone back into its prefix and number: "+393331234567" → "39" and "3331234567". Nothing
 * separates the two, so the prefix is the longest of the calling codes `prefixes` (digits, "39",
 * "1", "44"...: the list the prefix select offers) that starts the digits and leaves a number.
 * Spaces are ignored, so a value saved with one ("+39 3331234567", "+39 333 1234567") splits the
 * same way. A value without "+", or whose digits start with no known code, has no prefix: it comes
 * back whole as the number (with its "+"), for the applicant to choose the prefix again.
 */
export function splitPhone(
  saved: string | null | undefined,
  prefixes: readonly string[],
): { prefix: string; number: string } {
  const value = (saved ?? '').replace(/\s+/g, '');
  if (!value.startsWith('+')) return { prefix: '', number: value };
  const digits = value.slice(1);
  let prefix = '';
  for (const entry of prefixes) {
    const code = normalisePhonePrefix(entry);
    if (code.length > prefix.length && code.length < digits.length && digits.startsWith(code)) prefix = code;
  }
  return prefix === '' ? { prefix: '', number: value } : { prefix, number: digits.slice(prefix.length) };
}

/** "second prefix required once the second number is filled" */
export function isSecondPrefixRequired(secondNumber: string | null | undefined): boolean {
  return (secondNumber ?? '').trim() !== '';
}
