import { PHONE_MAX, POSTCODE_MAX, TAX_CODE_MAX } from '../shared/limits.ts';

/**
 * The application's limits (specification 001, sections 5 and 9): "Text limits: default 80; first
 * name 40; last name 80; street 75; residence city 40; postal code 20; tax code 16; year 4 digits
 * 1900 to 2100; date range 1900-01-01 to 2100-12-31." The application's default (80) is stricter
 * than the rest of the portal's (100, shared/limits.ts), so it has its own constant.
 */
export const APPLICATION_TEXT_MAX = 80;
/** "Step 0: username required (max 80); password required (max 80)". */
export const USERNAME_MAX = 80;
export const APPLICATION_PASSWORD_MAX = 80;
export const FIRST_NAME_MAX = 40;
export const LAST_NAME_MAX = 80;
/** The two name fields' limits, by field. */
export const NAME_MAX = { firstName: FIRST_NAME_MAX, lastName: LAST_NAME_MAX } as const;
/** "birth city letters only, max 80" */
export const BIRTH_CITY_MAX = 80;
export const STREET_MAX = 75;
export const RESIDENCE_CITY_MAX = 40;
export const APPLICATION_POSTCODE_MAX = POSTCODE_MAX;
/** "tax code shown in Italian locale or when answered Si, exactly 16 characters" */
export const TAX_CODE_LENGTH = TAX_CODE_MAX;
/** "mobile required, max 40" */
export const MOBILE_MAX = PHONE_MAX;
export { DATE_MAX, DATE_MIN, YEAR_DIGITS, YEAR_MAX, YEAR_MIN } from '../shared/limits.ts';
/** "Foreign province value "EE - For Foreign Country"." */
export const FOREIGN_PROVINCE = 'EE - For Foreign Country';
