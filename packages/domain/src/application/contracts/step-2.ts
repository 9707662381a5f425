import { z } from 'zod';
import { formLanguage, isItalianLocale } from '../language.ts';
import {
  APPLICATION_POSTCODE_MAX,
  APPLICATION_TEXT_MAX,
  BIRTH_CITY_MAX,
  FOREIGN_PROVINCE,
  RESIDENCE_CITY_MAX,
  STREET_MAX,
} from '../limits.ts';
import type { YesNo } from '../picklists.ts';
import { postcodeFitsCountry, provinceFitsCountry } from '../places.ts';
import {
  type ApplicationContext,
  contextIsItaly,
  dateField,
  FieldCheck,
  placeField,
  postcodeField,
  rawText,
  referenceField,
  streetField,
  taxCodeField,
  yesNoField,
} from './fields.ts';

/**
 * Step 2, registry: birth, residence, citizenship (specification 001, section 5): "birth date
 * between 1900-01-01 and 2100-12-31; tax-code question shown only in English locale; tax code shown
 * in Italian locale or when answered Si, exactly 16 characters; birth city letters only, max 80;
 * birth province only in Italian locale (otherwise value "EE - For Foreign Country"); birth country
 * required; street letters and digits only, max 75; residence city letters only, max 40; postal code
 * max 20; residence province only in Italian locale; residence country and citizenship required;
 * second citizenship optional, letters only."
 *
 * Readings:
 * - R-zh: the tax-code question is asked in English AND Chinese (every non-Italian locale); in
 *   Italian it is not asked and the tax code is required.
 * - R-visible-required: a field shown is required unless the specification calls it optional
 *   (birth date, birth city, street, residence city and the provinces shown are required).
 * - R-postcode: the postal code is required when the residence country is Italy and optional
 *   elsewhere (some countries have none: Hong Kong, the Emirates...).
 * - R-cap: an Italian postal code is five digits (`postcodeFitsCountry`, decision 54).
 * - R-province: a province not shown saves "EE - For Foreign Country" (section 9 "Foreign province
 *   value"), the residence province included.
 * - R-province-country: a province shown (Italian locale) fits its country: an Italian one for
 *   Italy, "EE - For Foreign Country" for another (`provinceFitsCountry`, decision 54).
 * - R-birthdate: a birth date after today (when `today` is known) is refused.
 * - A field not shown is never checked; it saves '' (or EE for provinces).
 */
export const Step2BodySchema = z.strictObject({
  birthDate: rawText(),
  /** "yes/no on having an Italian tax code": Si or No. */
  hasItalianTaxCode: rawText(),
  taxCode: rawText(),
  birthCity: rawText(),
  birthProvince: rawText(),
  birthCountry: rawText(),
  street: rawText(),
  residenceCity: rawText(),
  postalCode: rawText(),
  residenceProvince: rawText(),
  residenceCountry: rawText(),
  citizenship: rawText(),
  secondCitizenship: rawText(),
});
export type Step2Body = z.input<typeof Step2BodySchema>;

export interface Step2Visibility {
  /** "tax-code question shown only in English locale" */
  taxCodeQuestion: boolean;
  /** "tax code shown in Italian locale or when answered Si" */
  taxCode: boolean;
  /** "birth province only in Italian locale" */
  birthProvince: boolean;
  /** "residence province only in Italian locale" */
  residenceProvince: boolean;
  /** R-postcode */
  postalCodeRequired: boolean;
}

export function step2Visibility(
  ctx: Pick<ApplicationContext, 'locale' | 'isItaly'>,
  values: { hasItalianTaxCode?: string | null; residenceCountry?: string | null },
): Step2Visibility {
  const italian = isItalianLocale(ctx.locale);
  const question = formLanguage(ctx.locale) === 'en';
  return {
    taxCodeQuestion: question,
    taxCode: italian || (question && values.hasItalianTaxCode === 'Si'),
    birthProvince: italian,
    residenceProvince: italian,
    postalCodeRequired: contextIsItaly(ctx, values.residenceCountry),
  };
}

export interface Step2Values {
  birthDate: string;
  /** The answer; in Italian it is not asked and counts as Si (Cliente_senza_CF_Italiano__c false). */
  hasItalianTaxCode: YesNo;
  /** CF__c, upper case; '' when not shown. */
  taxCode: string;
  birthCity: string;
  /** Provincia_di_Nascita__c: the pick, or "EE - For Foreign Country" outside the Italian locale. */
  birthProvince: string;
  birthCountry: string;
  street: string;
  residenceCity: string;
  postalCode: string;
  residenceProvince: string;
  residenceCountry: string;
  citizenship: string;
  secondCitizenship: string;
}

/** R-province-country: a province shown and picked fits its country (`provinceFitsCountry`). */
function fitProvince(
  check: FieldCheck,
  ctx: Pick<ApplicationContext, 'isItaly'>,
  path: 'birthProvince' | 'residenceProvince',
  province: string,
  countryPath: 'birthCountry' | 'residenceCountry',
  country: string,
) {
  if (check.failed(path) || check.failed(countryPath)) return;
  if (!provinceFitsCountry(province, country, ctx.isItaly))
    check.fail(path, 'application.provinceNotInCountry', province);
}

export function step2Schema(
  ctx: Pick<ApplicationContext, 'locale' | 'today' | 'isItaly' | 'countries' | 'provinces'>,
) {
  return Step2BodySchema.transform((raw, zctx): Step2Values => {
    const check = new FieldCheck(zctx);
    const visible = step2Visibility(ctx, raw);

    const birthDate = check.field('birthDate', dateField(ctx.today), raw.birthDate);
    const hasItalianTaxCode: YesNo = visible.taxCodeQuestion
      ? check.field('hasItalianTaxCode', yesNoField(), raw.hasItalianTaxCode)
      : 'Si';
    const taxCode = visible.taxCode ? check.field('taxCode', taxCodeField(), raw.taxCode) : '';
    const birthCity = check.field('birthCity', placeField(BIRTH_CITY_MAX), raw.birthCity);
    const birthProvince = visible.birthProvince
      ? check.field('birthProvince', referenceField(ctx.provinces), raw.birthProvince)
      : FOREIGN_PROVINCE;
    const birthCountry = check.field('birthCountry', referenceField(ctx.countries), raw.birthCountry);
    if (visible.birthProvince)
      fitProvince(check, ctx, 'birthProvince', birthProvince, 'birthCountry', birthCountry);

    const street = check.field('street', streetField(STREET_MAX), raw.street);
    const residenceCity = check.field('residenceCity', placeField(RESIDENCE_CITY_MAX), raw.residenceCity);
    const postalCode = check.field(
      'postalCode',
      postcodeField(APPLICATION_POSTCODE_MAX, visible.postalCodeRequired),
      raw.postalCode,
    );
    const residenceProvince = visible.residenceProvince
      ? check.field('residenceProvince', referenceField(ctx.provinces), raw.residenceProvince)
      : FOREIGN_PROVINCE;
    const residenceCountry = check.field(
      'residenceCountry',
      referenceField(ctx.countries),
      raw.residenceCountry,
    );

    if (visible.residenceProvince)
      fitProvince(check, ctx, 'residenceProvince', residenceProvince, 'residenceCountry', residenceCountry);
    if (
      !check.failed('postalCode') &&
      !check.failed('residenceCountry') &&
      !postcodeFitsCountry(postalCode, residenceCountry, ctx.isItaly)
    )
      check.fail('postalCode', 'application.invalidItalianPostcode', raw.postalCode);

    const citizenship = check.field('citizenship', referenceField(ctx.countries), raw.citizenship);
    const secondCitizenship = check.field(
      'secondCitizenship',
      ctx.countries ? referenceField(ctx.countries, false) : placeField(APPLICATION_TEXT_MAX, false),
      raw.secondCitizenship,
    );

    if (!check.ok) return z.NEVER;
    return {
      birthDate,
      hasItalianTaxCode,
      taxCode,
      birthCity,
      birthProvince,
      birthCountry,
      street,
      residenceCity,
      postalCode,
      residenceProvince,
      residenceCountry,
      citizenship,
      secondCitizenship,
    };
  });
}
export type Step2Input = z.input<ReturnType<typeof step2Schema>>;
