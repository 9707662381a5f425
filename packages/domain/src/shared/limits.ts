/** Specification 000, section 9 and 001, section 9. */
export const TEXT_MAX = 100;
export const TAX_CODE_MAX = 16;
export const SDI_MAX = 16;
export const VAT_MAX = 20;
export const POSTCODE_MAX = 20;
/** Our own bound for passwords (argon2 input); long enough for any passphrase. */
export const PASSWORD_MAX = 100;
/** The stricter of the two upload readings: 4.5 MB (see docs/decisions). */
export const UPLOAD_MAX_BYTES = 4_718_592;
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const FOOTER_VERSION = 'v1.3';
