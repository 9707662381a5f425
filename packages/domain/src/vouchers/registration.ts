import { z } from 'zod';
import {
  type ApplicationContext,
  contextIsItaly,
  dateField,
  FieldCheck,
  phoneNumberField,
  REQUIRED,
  rawBoolean,
  rawText,
  referenceField,
  textField,
} from '../application/contracts/fields.ts';
import { FOREIGN_PROVINCE } from '../application/limits.ts';
import { postcodeFitsCountry, provinceFitsCountry } from '../application/places.ts';
import { SEXES } from '../auth/contracts/sign-up.ts';
import { newPasswordLength } from '../auth/password-policy.ts';
import { PASSWORD_MAX, POSTCODE_MAX, TAX_CODE_MAX, TEXT_MAX } from '../shared/limits.ts';
import { EMAIL_PATTERN } from '../shared/text.ts';

/**
 * The voucher page's registration form (specification 001, section 5 "Voucher registration"):
 * "Required: first name, last name, sex (F or M), mobile (only digits or plus typed), e-mail
 * matching a standard pattern, e-mail confirmation equal (paste and copy disabled), residence
 * address, city, postal code (max 20), province (Italian locale picklist), residence country,
 * birth date, birth city, birth province, birth country, current occupation, password, password
 * confirmation equal (when no existing profile), privacy consent and marketing consent both yes
 * (submit disabled otherwise). Tax code invalid if empty or longer than 16. Most text max 100.
 * Asks "Confermi e manda?" before sending. Province sent is the chosen one only if country is
 * Italia, otherwise "EE - For Foreign Country". Password can be revealed."
 *
 * The account it creates (section 3): "The voucher registration account also has MobilePhone,
 * Titolo_di_studio__c, Data_di_nascita__c as epoch milliseconds, and Status__c set to Candidato."
 *
 * Readings (docs/decisions/0050-vouchers-readings.md):
 * - R-province: the province is asked (from the Italian provinces) only when the country is
 *   Italia; otherwise it is not asked and "EE - For Foreign Country" is sent. The birth province
 *   follows the birth country the same way. A province that does not fit its country (an Italian
 *   one with another country, EE with Italia) is refused (`provinceFitsCountry`, decision 54).
 * - R-occupation: the current occupation is what the account's Titolo_di_studio__c holds.
 * - R-password: the password is a new password, so the portal's one policy applies (at least 8
 *   characters, not a common one: `newPasswordLength`, checked by the server's list).
 * - R-cap: an Italian postal code is five digits, as in the application (`postcodeFitsCountry`).
 * - R-texts: every text is at most 100 characters ("Most text max 100") but the postal code (20),
 *   the tax code (16) and the mobile (40, the portal's phone limit).
 */

/** "Current occupation options (voucher registration)". */
export const VOUCHER_OCCUPATIONS = [
  'Operatore di Cucina',
  'Operatore di Pasticceria',
  'Operatore di Sala',
  'F&B Manager',
  'Titolare di attività ristorative',
  'Altro',
] as const;
export type VoucherOccupation = (typeof VOUCHER_OCCUPATIONS)[number];

/** "Most text max 100". */
export const VOUCHER_TEXT_MAX = TEXT_MAX;
/** "postal code (max 20)". */
export const VOUCHER_POSTCODE_MAX = POSTCODE_MAX;
/** "Tax code invalid if empty or longer than 16". */
export const VOUCHER_TAX_CODE_MAX = TAX_CODE_MAX;
/** The question asked before sending. */
export const VOUCHER_CONFIRM_QUESTION = 'Confermi e manda?';

/** What a registration form sends, before its rules (every field as typed; the code apart). */
export const VoucherRegistrationFieldsSchema = z.strictObject({
  firstName: rawText(),
  lastName: rawText(),
  sex: rawText(),
  mobilePhone: rawText(),
  email: rawText(),
  emailConfirmation: rawText(),
  street: rawText(),
  city: rawText(),
  postalCode: rawText(),
  province: rawText(),
  country: rawText(),
  birthDate: rawText(),
  birthCity: rawText(),
  birthProvince: rawText(),
  birthCountry: rawText(),
  taxCode: rawText(),
  occupation: rawText(),
  password: z.string({ error: REQUIRED }).max(PASSWORD_MAX, { error: 'request.invalid' }).optional(),
  passwordConfirmation: z
    .string({ error: REQUIRED })
    .max(PASSWORD_MAX, { error: 'request.invalid' })
    .optional(),
  privacy: rawBoolean(),
  marketing: rawBoolean(),
});
export type VoucherRegistrationFields = z.input<typeof VoucherRegistrationFieldsSchema>;

export interface VoucherRegistration {
  firstName: string;
  lastName: string;
  sex: (typeof SEXES)[number];
  mobilePhone: string;
  /** The username too, lower case. */
  email: string;
  street: string;
  city: string;
  postalCode: string;
  /** The province chosen when the country is Italia, otherwise "EE - For Foreign Country". */
  province: string;
  country: string;
  birthDate: string;
  birthCity: string;
  birthProvince: string;
  birthCountry: string;
  taxCode: string;
  occupation: VoucherOccupation;
  password: string;
  privacy: true;
  marketing: true;
}

export type VoucherRegistrationContext = Pick<
  ApplicationContext,
  'today' | 'isItaly' | 'countries' | 'provinces'
>;

/** Whether the province of `country` is asked (R-province): only for Italia. */
export function isProvinceAsked(
  ctx: Pick<ApplicationContext, 'isItaly'>,
  country: string | undefined,
): boolean {
  return contextIsItaly(ctx, country);
}

/** "Province sent is the chosen one only if country is Italia, otherwise "EE - For Foreign Country"." */
export function provinceToSend(
  ctx: Pick<ApplicationContext, 'isItaly'>,
  country: string | undefined,
  chosen: string | undefined,
): string {
  return isProvinceAsked(ctx, country) ? (chosen ?? '') : FOREIGN_PROVINCE;
}

/** "privacy consent and marketing consent both yes (submit disabled otherwise)". */
export function canSubmitVoucherRegistration(form: { privacy?: boolean; marketing?: boolean }): boolean {
  return form.privacy === true && form.marketing === true;
}

/** "Tax code invalid if empty or longer than 16" (upper case). */
function taxCodeField() {
  return z
    .string({ error: REQUIRED })
    .trim()
    .toUpperCase()
    .min(1, { error: REQUIRED, abort: true })
    .max(VOUCHER_TAX_CODE_MAX, { error: 'application.invalidTaxCode' });
}

const text = (max = VOUCHER_TEXT_MAX) => textField({ max });

function optionField<T extends string>(values: readonly T[]) {
  return z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .refine((v): v is T => (values as readonly string[]).includes(v), { error: 'application.invalidOption' })
    .transform((v) => v as T);
}

/**
 * The province of a country (R-province): picked from the list when the country is Italia (and
 * not "EE - For Foreign Country"), otherwise "EE - For Foreign Country", which is also what the
 * form sends. A province sent that does not fit the country (an Italian one left from an earlier
 * choice of Italia) is refused (`provinceFitsCountry`), never replaced in silence.
 */
function provinceOfCountry(
  check: FieldCheck,
  ctx: VoucherRegistrationContext,
  path: 'province' | 'birthProvince',
  rawProvince: unknown,
  countryPath: 'country' | 'birthCountry',
  rawCountry: unknown,
): string {
  const country = typeof rawCountry === 'string' ? rawCountry : '';
  const sent = typeof rawProvince === 'string' ? rawProvince : '';
  const asked = isProvinceAsked(ctx, country);
  const province = asked ? check.field(path, referenceField(ctx.provinces), rawProvince) : FOREIGN_PROVINCE;
  if (check.failed(path) || check.failed(countryPath)) return province;
  if (!provinceFitsCountry(asked ? province : sent, country, ctx.isItaly))
    check.fail(path, 'application.provinceNotInCountry', rawProvince);
  return province;
}

/** The rules of the whole form, on the reference lists of `ctx` (left out: not checked). */
export function voucherRegistrationSchema(ctx: VoucherRegistrationContext = {}) {
  return VoucherRegistrationFieldsSchema.transform((raw, zctx): VoucherRegistration => {
    const check = new FieldCheck(zctx);
    const firstName = check.field('firstName', text(), raw.firstName);
    const lastName = check.field('lastName', text(), raw.lastName);
    const sex = check.field('sex', optionField(SEXES), raw.sex);
    const mobilePhone = check.field('mobilePhone', phoneNumberField(), raw.mobilePhone);
    const email = check.field(
      'email',
      textField({ max: VOUCHER_TEXT_MAX, pattern: EMAIL_PATTERN, error: 'application.invalidEmail' }),
      raw.email,
    );
    const confirmation = check.field('emailConfirmation', text(), raw.emailConfirmation);
    if (!check.failed('email') && !check.failed('emailConfirmation') && confirmation !== email)
      check.fail('emailConfirmation', 'auth.emailMismatch', raw.emailConfirmation);

    const street = check.field('street', text(), raw.street);
    const city = check.field('city', text(), raw.city);
    const postalCode = check.field(
      'postalCode',
      textField({ max: VOUCHER_POSTCODE_MAX, upperCase: true }),
      raw.postalCode,
    );
    const country = check.field('country', referenceField(ctx.countries), raw.country);
    if (
      !check.failed('postalCode') &&
      !check.failed('country') &&
      !postcodeFitsCountry(postalCode, country, ctx.isItaly)
    )
      check.fail('postalCode', 'application.invalidItalianPostcode', raw.postalCode);
    const province = provinceOfCountry(check, ctx, 'province', raw.province, 'country', raw.country);

    const birthDate = check.field('birthDate', dateField(ctx.today), raw.birthDate);
    const birthCity = check.field('birthCity', text(), raw.birthCity);
    const birthCountry = check.field('birthCountry', referenceField(ctx.countries), raw.birthCountry);
    const birthProvince = provinceOfCountry(
      check,
      ctx,
      'birthProvince',
      raw.birthProvince,
      'birthCountry',
      raw.birthCountry,
    );

    const taxCode = check.field('taxCode', taxCodeField(), raw.taxCode);
    const occupation = check.field('occupation', optionField(VOUCHER_OCCUPATIONS), raw.occupation);

    const password = check.field(
      'password',
      z.string({ error: REQUIRED }).min(1, { error: REQUIRED, abort: true }).pipe(newPasswordLength()),
      raw.password,
    );
    if (!check.failed('password') && raw.passwordConfirmation !== password)
      check.fail('passwordConfirmation', 'auth.passwordMismatch', raw.passwordConfirmation);
    if (raw.privacy !== true) check.fail('privacy', 'application.privacyRequired', raw.privacy);
    if (raw.marketing !== true) check.fail('marketing', 'vouchers.marketingRequired', raw.marketing);

    if (!check.ok) return z.NEVER;
    return {
      firstName,
      lastName,
      sex,
      mobilePhone,
      email: email.toLowerCase(),
      street,
      city,
      postalCode,
      province,
      country,
      birthDate,
      birthCity,
      birthProvince,
      birthCountry,
      taxCode,
      occupation,
      password,
      privacy: true,
      marketing: true,
    };
  });
}

/** "Data_di_nascita__c as epoch milliseconds": the birth day at midnight UTC. */
export function birthDateEpochMs(birthDate: string): number {
  return Date.parse(`${birthDate}T00:00:00Z`);
}
