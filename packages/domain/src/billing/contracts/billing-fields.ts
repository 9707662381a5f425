import { z } from 'zod';
import { SEXES } from '../../auth/contracts/sign-up.ts';
import {
  DATE_MAX,
  DATE_MIN,
  IBAN_MAX,
  PHONE_MAX,
  POSTCODE_MAX,
  SDI_MAX,
  TAX_CODE_MAX,
  TEXT_MAX,
  VAT_MAX,
} from '../../shared/limits.ts';
import { EMAIL_PATTERN, ISO_DATE, isRealDate } from '../../shared/text.ts';
import { BILLING_TYPES, type HousingBillingField } from '../billing.ts';
import { isValidIban, normaliseIban } from '../iban.ts';

/**
 * Field schemas of the billing forms, each in three forms: `draft` (present, may be empty: saving
 * a form in progress), `required` (non-empty: confirming) and `optional` (may be left out: the
 * optional fields of a confirmed type). Every failure carries a `billing.*` error code
 * as its message, except "too long", which keeps zod's own issue so the form can show the maximum
 * ("Max lengths: most 100, tax code 16, SDI 16, VAT 20, postcode 20").
 */

const REQUIRED = 'billing.required';
/** A missing or non-text value is "required"; other issues keep their own message (a schema-wide `error` would replace them all). */
const requiredIfNotText = (issue: { code: string }) => (issue.code === 'invalid_type' ? REQUIRED : undefined);

type Check = { test: (value: string) => boolean; error: string };

function textField(max: number, check?: Check, normalise?: (value: string) => string) {
  const build = (required: boolean) => {
    let schema = z.string({ error: requiredIfNotText }).trim();
    if (normalise) schema = schema.overwrite(normalise);
    if (required) schema = schema.min(1, { error: REQUIRED, abort: true });
    schema = schema.max(max, { abort: true });
    if (check) schema = schema.refine((v) => v === '' || check.test(v), { error: check.error });
    return schema;
  };
  return { draft: build(false), required: build(true), optional: build(false).default('') };
}

const isBirthDate = (v: string) => ISO_DATE.test(v) && isRealDate(v) && v >= DATE_MIN && v <= DATE_MAX;

export const billingFields = {
  text: textField(TEXT_MAX),
  taxCode: textField(TAX_CODE_MAX),
  vatNumber: textField(VAT_MAX),
  sdiCode: textField(SDI_MAX),
  email: textField(TEXT_MAX, { test: (v) => EMAIL_PATTERN.test(v), error: 'billing.invalidEmail' }),
  /** "Postcode (CAP) digits only." */
  postalCode: textField(POSTCODE_MAX, { test: (v) => /^\d+$/.test(v), error: 'billing.invalidPostcode' }),
  /** Digits, spaces and a leading plus, as the profile's phone fields. */
  phone: textField(PHONE_MAX, { test: (v) => /^\+?[\d ]+$/.test(v), error: 'billing.invalidPhone' }),
  birthDate: textField(10, { test: isBirthDate, error: 'billing.invalidDate' }),
  /** Spaces removed and upper case (electronic form), then ISO 13616. */
  iban: textField(IBAN_MAX, { test: isValidIban, error: 'billing.invalidIban' }, normaliseIban),
  sex: {
    draft: z.enum(['', ...SEXES], { error: 'billing.invalidSex' }),
    required: z.enum(SEXES, {
      error: (issue) => (issue.input === '' || issue.input === undefined ? REQUIRED : 'billing.invalidSex'),
    }),
  },
} as const;

export const BillingTypeSchema = z.enum(BILLING_TYPES, { error: 'billing.invalidType' });

const f = billingFields;

/** Every field of the course billing form, as a draft (saving a form in progress). */
export const billingDraftShape = {
  type: BillingTypeSchema,
  companyName: f.text.draft,
  vatNumber: f.vatNumber.draft,
  taxCode: f.taxCode.draft,
  sdiCode: f.sdiCode.draft,
  certifiedEmail: f.email.draft,
  email: f.email.draft,
  phone: f.phone.draft,
  street: f.text.draft,
  city: f.text.draft,
  province: f.text.draft,
  postalCode: f.postalCode.draft,
  country: f.text.draft,
  firstName: f.text.draft,
  lastName: f.text.draft,
  sex: f.sex.draft,
  birthDate: f.birthDate.draft,
  birthCity: f.text.draft,
  birthProvince: f.text.draft,
  birthCountry: f.text.draft,
  citizenship: f.text.draft,
  legalRepFirstName: f.text.draft,
  legalRepLastName: f.text.draft,
  legalRepEmail: f.email.draft,
};

/** The housing form adds IBAN and holder. */
export const housingBillingDraftShape = {
  ...billingDraftShape,
  iban: f.iban.draft,
  ibanHolder: f.text.draft,
};

/**
 * The longest value a text field takes, read from its schema, for the form's input ("Max lengths:
 * most 100, tax code 16, SDI 16, VAT 20, postcode 20"; phone and IBAN their own).
 */
export function billingFieldMaxLength(field: HousingBillingField): number | undefined {
  const schema = housingBillingDraftShape[field];
  return 'maxLength' in schema ? (schema.maxLength ?? undefined) : undefined;
}

/** "Required for all: tax code, address, city, postcode, province, country." (plus the optional e-mail) */
export const billedPartyShape = {
  taxCode: f.taxCode.required,
  street: f.text.required,
  city: f.text.required,
  postalCode: f.postalCode.required,
  province: f.text.required,
  country: f.text.required,
  email: f.email.optional,
};

/** "Legal person adds: company name, VAT, certified e-mail, SDI code, legal representative first name, last name, e-mail." */
export const legalPersonShape = {
  companyName: f.text.required,
  vatNumber: f.vatNumber.required,
  certifiedEmail: f.email.required,
  sdiCode: f.sdiCode.required,
  legalRepFirstName: f.text.required,
  legalRepLastName: f.text.required,
  legalRepEmail: f.email.required,
  phone: f.phone.optional,
};

/** "Natural person adds: first name, last name, sex, birth date, birth city, province, country, citizenship, phone." */
export const naturalPersonShape = {
  firstName: f.text.required,
  lastName: f.text.required,
  sex: f.sex.required,
  birthDate: f.birthDate.required,
  birthCity: f.text.required,
  birthProvince: f.text.required,
  birthCountry: f.text.required,
  citizenship: f.text.required,
  phone: f.phone.required,
};

/** Housing: "no phone rule". */
export const housingNaturalPersonShape = { ...naturalPersonShape, phone: f.phone.optional };

/** Housing: "always needs IBAN and account holder". */
export const housingAccountShape = { iban: f.iban.required, ibanHolder: f.text.required };
