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
 * "Phone is saved as "+" prefix then number." Reading R-phone: "+{prefix} {number}" with one space
 * between, so the two parts can be told apart again (`splitPhone`) and the value stays a valid
 * profile phone ("digits, spaces and a leading plus"). A number typed with its own "+" is already
 * international and is saved as typed. An empty number saves as empty.
 */
export function formatPhone(prefix: string | null | undefined, number: string | null | undefined): string {
  const digits = filterPhoneInput((number ?? '').trim());
  if (digits === '' || digits === '+') return '';
  if (digits.startsWith('+')) return `+${digits.slice(1).replace(/\+/g, '')}`;
  const code = normalisePhonePrefix(prefix);
  return code === '' ? digits.replace(/\+/g, '') : `+${code} ${digits.replace(/\+/g, '')}`;
}

/** A saved phone back into its prefix and number ("+39 3331234567" → "39" and "3331234567"). */
export function splitPhone(saved: string | null | undefined): { prefix: string; number: string } {
  const value = (saved ?? '').trim();
  const match = /^\+(\d+)\s+(.+)$/.exec(value);
  if (match) return { prefix: match[1] ?? '', number: (match[2] ?? '').replace(/\s+/g, '') };
  return { prefix: '', number: value.replace(/\s+/g, '') };
}

/** "second prefix required once the second number is filled" */
export function isSecondPrefixRequired(secondNumber: string | null | undefined): boolean {
  return (secondNumber ?? '').trim() !== '';
}
