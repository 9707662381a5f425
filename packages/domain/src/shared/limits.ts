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
/** Recovery mails: at most this many per e-mail address and per account in an hour… */
export const RECOVERY_MAX_PER_RECIPIENT = 3;
/** …and this many requests per client address (unknown e-mails included). */
export const RECOVERY_MAX_PER_CLIENT = 20;
export const RECOVERY_WINDOW_MS = 60 * 60 * 1000;
export const FOOTER_VERSION = 'v1.3';
/**
 * The one range of dates and years of the portal (specification 001, section 9: "year 4 digits
 * 1900 to 2100; date range 1900-01-01 to 2100-12-31"), for every date field and its browser picker.
 */
export const YEAR_MIN = 1900;
/** "year 4 digits": the length of a year field. */
export const YEAR_DIGITS = 4;
export const YEAR_MAX = 2100;
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';
/** The last minute of the range, for date-and-time pickers. */
export const DATE_TIME_MAX = `${DATE_MAX}T23:59`;
/**
 * Encrypted uploads ("Documents can be encrypted with a provider public key (cryptDoc) before
 * upload") carry an envelope (wrapped AES key of RSA-OAEP up to 4096 bits, IV, GCM tag, header):
 * this much room is allowed on top of UPLOAD_MAX_BYTES for it.
 */
export const UPLOAD_ENCRYPTION_OVERHEAD_BYTES = 1024;
/**
 * "DimensioniEccessiveBuffer if encoded size exceeds": the longest base64 payload accepted, the
 * encoding (4 characters per 3 bytes, padded) of a file of UPLOAD_MAX_BYTES plus the envelope.
 */
export const UPLOAD_MAX_BASE64_LENGTH =
  4 * Math.ceil((UPLOAD_MAX_BYTES + UPLOAD_ENCRYPTION_OVERHEAD_BYTES) / 3);
/** JSON body limit for the upload route: the base64 payload plus room for the other fields. */
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_MAX_BASE64_LENGTH + 16 * 1024;
/** File names (any common file system's limit). */
export const FILE_NAME_MAX = 255;
/** ISO 13616: an IBAN has at most 34 characters. */
export const IBAN_MAX = 34;
/** Phone numbers, as in the profile's phone fields. */
export const PHONE_MAX = 40;
