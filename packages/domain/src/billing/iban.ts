import { friendlyFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * IBAN validation (ISO 13616: the country's length and BBAN structure from the SWIFT IBAN
 * registry, the national check digits where a country has them, the ISO 7064 MOD 97-10 check
 * digits), by the `ibantools` package (decision 64). "Housing billing ... always needs IBAN and
 * account holder" (specification 000, section 5); the candidate area asks for the IBAN to be
 * validated. What is ours: how a typed or pasted IBAN is read, and the check digits' range.
 */

/** The electronic form: no spaces (nor the no-break or thin spaces of pasted text), upper case. */
export function normaliseIban(value: string): string {
  return value.replace(/[\s\u00a0\u2000-\u200b\u202f\u205f\u3000-]/g, '').toUpperCase();
}

/**
 * True for a valid IBAN, typed with or without spaces, in any case: a registered country, its
 * exact length and BBAN structure, letters and digits only, check digits 02-98 (ISO 13616: 00, 01
 * and 99 are never issued, although 01 and 98 leave the same remainder) and the MOD 97-10
 * remainder 1.
 */
export function isValidIban(value: string): boolean {
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const check = Number(iban.slice(2, 4));
  if (check < 2 || check > 98) return false;
  return isValidIBAN(iban);
}

/** The print form, groups of four: "IT60 X054 2811 1010 0000 0123 456". */
export function formatIban(value: string): string {
  return friendlyFormatIBAN(normaliseIban(value)) ?? '';
}
