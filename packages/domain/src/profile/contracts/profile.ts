import { z } from 'zod';
import { QUALIFICATION_VALUES } from '../../application/picklists.ts';
import { postcodeFitsCountry } from '../../application/places.ts';
import { SEXES } from '../../auth/contracts/sign-up.ts';
import { POSTCODE_MAX, TAX_CODE_MAX, YEAR_MAX, YEAR_MIN } from '../../shared/limits.ts';
import { digits, optionalEmail, optionalIsoDate, phone, text } from '../../shared/text.ts';

/** Profile, specification 000 sections 2-3 and 5. "Max lengths: most 100, tax code 16, postcode 20." */
export const PersonalDataSchema = z.strictObject({
  firstName: text(),
  lastName: text().min(1),
  phone: phone(),
  secondaryEmail: optionalEmail(),
  mobilePhone: phone(),
  phone2: phone(),
});
export type PersonalData = z.infer<typeof PersonalDataSchema>;

export const BirthDataSchema = z.strictObject({
  sex: z.enum(SEXES).or(z.literal('')),
  birthDate: optionalIsoDate(),
  taxCode: text(TAX_CODE_MAX),
  birthCity: text(),
  birthProvince: text(),
  birthCountry: text(),
  citizenship: text(),
  citizenship2: text(),
});
export type BirthData = z.infer<typeof BirthDataSchema>;

export const ResidenceDataSchema = z.strictObject({
  street: text(),
  city: text(),
  /** "Postcode (CAP) digits only." */
  postalCode: digits(POSTCODE_MAX),
  province: text(),
  country: text(),
});
export type ResidenceData = z.infer<typeof ResidenceDataSchema>;

/**
 * The residence as saved: an Italian residence's CAP is five digits (reading R-cap, the rule the
 * application applies, `postcodeFitsCountry`). Only on what is saved: a profile read keeps what
 * it holds.
 */
export const ResidenceUpdateSchema = ResidenceDataSchema.superRefine((residence, ctx) => {
  const { postalCode, country } = residence as { postalCode: unknown; country: unknown };
  // A CAP that is not digits (or a field of the wrong type) already has its message.
  if (typeof postalCode !== 'string' || typeof country !== 'string' || !/^\d*$/.test(postalCode)) return;
  if (!postcodeFitsCountry(postalCode, country)) {
    ctx.addIssue({
      code: 'custom',
      path: ['postalCode'],
      message: 'application.invalidItalianPostcode',
      input: postalCode,
    });
  }
});

export const StudiesDataSchema = z.strictObject({
  /**
   * Titolo_di_studio__c, the application's vocabulary (`QUALIFICATION_VALUES`, either locale's
   * value, as step 3 saves it), or empty.
   */
  qualification: z.enum(['', ...QUALIFICATION_VALUES]),
  diplomaYear: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/)
    .refine((v) => v === '' || (Number(v) >= YEAR_MIN && Number(v) <= YEAR_MAX)),
  instituteName: text(),
  instituteCity: text(),
  instituteCountry: text(),
  attendedOtherSchools: z.boolean(),
  otherCookingSchools: text(),
  heardFrom: text(),
});
export type StudiesData = z.infer<typeof StudiesDataSchema>;

export const ProfileSchema = z.object({
  username: z.string(),
  email: z.string(),
  language: z.enum(['it', 'en']),
  hasExtendedData: z.boolean(),
  hasHousingBilling: z.boolean(),
  personal: PersonalDataSchema,
  birth: BirthDataSchema.nullable(),
  residence: ResidenceDataSchema.nullable(),
  studies: StudiesDataSchema.nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** The whole form is saved at once; extended sections only by candidates, students and graduates. */
export const UpdateProfileBodySchema = z.strictObject({
  personal: PersonalDataSchema,
  birth: BirthDataSchema.optional(),
  residence: ResidenceUpdateSchema.optional(),
  studies: StudiesDataSchema.optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

export const UpdateLanguageBodySchema = z.strictObject({ language: z.enum(['it', 'en']) });
export type UpdateLanguageBody = z.infer<typeof UpdateLanguageBodySchema>;
