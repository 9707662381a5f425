/**
 * Status values come from the CRM as free text ("Validato", "VALIDATO ", "in  validazione").
 * The rules of specification 000 name them in lower case; they are compared case-insensitively,
 * ignoring surrounding spaces and repeated inner spaces.
 */
export function normaliseCrmValue(value: string | null | undefined): string {
  return (value ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** True when a CRM value equals the expected one, case-insensitively. */
export function isCrmValue(value: string | null | undefined, expected: string): boolean {
  return normaliseCrmValue(value) === normaliseCrmValue(expected);
}

/** A CRM text field counts as missing when null, empty or only spaces. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}
