// The public reference data (no sign-in), cacheable.

export { callingCodes } from './endpoints/calling-codes.ts';
export { countries } from './endpoints/countries.ts';
export { municipalities } from './endpoints/municipalities.ts';
export { picklists } from './endpoints/picklists.ts';
export { provinces } from './endpoints/provinces.ts';
export { regions } from './endpoints/regions.ts';
export { schools } from './endpoints/schools.ts';
