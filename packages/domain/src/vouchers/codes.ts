/**
 * Voucher codes (specification 001, sections 2, 4 and 7: "Voucher code entry and an Activate
 * button", searchVoucher by voucher code).
 *
 * A code is typed by a person, often copied from a mail or a printed card: it is read trimmed and
 * upper case, with the spaces and hyphens people put between groups left out ("abcd-efgh 23" is
 * "ABCDEFGH23"). What remains must be letters A-Z and digits; anything else (punctuation, accented
 * or other letters, symbols, control characters) is refused with `vouchers.invalidCode`, before
 * any query. Codes made by the school use an alphabet without the look-alike characters 0/O,
 * 1/I/L, so a code read aloud or copied by hand is not mistaken.
 */

/** The longest code accepted, after normalisation. */
export const VOUCHER_CODE_MAX = 32;
/** The shortest code accepted, after normalisation. */
export const VOUCHER_CODE_MIN = 4;
/** The length of a code the school generates. */
export const VOUCHER_CODE_LENGTH = 10;
/** Letters and digits without 0, O, 1, I and L (31 characters). */
export const VOUCHER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A stored code: upper-case letters and digits. */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9]+$/;

export const VOUCHER_CODE_REQUIRED = 'application.required';
export const VOUCHER_CODE_INVALID = 'vouchers.invalidCode';

/** The code as stored: trimmed, upper case, without spaces and hyphens. Never throws. */
export function normaliseVoucherCode(typed: string): string {
  return typed
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
}

export type VoucherCodeProblem = typeof VOUCHER_CODE_REQUIRED | typeof VOUCHER_CODE_INVALID;

/** What is wrong with a typed code, or null when its normal form can be looked up. */
export function voucherCodeProblem(typed: string): VoucherCodeProblem | null {
  const code = normaliseVoucherCode(typed);
  if (code === '') return VOUCHER_CODE_REQUIRED;
  if (!VOUCHER_CODE_PATTERN.test(code)) return VOUCHER_CODE_INVALID;
  if (code.length < VOUCHER_CODE_MIN || code.length > VOUCHER_CODE_MAX) return VOUCHER_CODE_INVALID;
  return null;
}

/**
 * A new code from `randomBytes` (the caller's cryptographic source: `crypto.randomBytes` on the
 * server). Each character takes one byte; bytes at or above the largest multiple of the alphabet's
 * size are skipped, so every character is equally likely.
 */
export function generateVoucherCode(
  randomBytes: (size: number) => Uint8Array,
  length: number = VOUCHER_CODE_LENGTH,
): string {
  const size = VOUCHER_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  while (code.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= limit) continue;
      code += VOUCHER_CODE_ALPHABET[byte % size];
      if (code.length === length) break;
    }
  }
  return code;
}

/**
 * A code the school made shown to people in two groups ("ABCDE-FGH23"): easier to read; typed
 * either way. Any other code (one of 10 characters outside the alphabet, "ALMAPAST5X") is shown
 * as stored: split in the middle it would read as another code.
 */
export function formatVoucherCode(code: string): string {
  if (code.length !== VOUCHER_CODE_LENGTH) return code;
  if (![...code].every((c) => VOUCHER_CODE_ALPHABET.includes(c))) return code;
  const half = VOUCHER_CODE_LENGTH / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
}
