import { z } from 'zod';
import { SEXES } from '../../auth/contracts/sign-up.ts';
import { isEmailConfirmationVisible, personEmail, sameEmail } from '../email.ts';
import { FIRST_NAME_MAX, LAST_NAME_MAX } from '../limits.ts';
import { formatPhone, isSecondPrefixRequired } from '../phone.ts';
import {
  type ApplicationContext,
  emailField,
  FieldCheck,
  nameField,
  phoneNumberField,
  phonePrefixField,
  REQUIRED,
  rawBoolean,
  rawText,
} from './fields.ts';

/**
 * Step 1, personal data (specification 001, section 5): "first name letters and spaces only, max
 * 40; last name letters and spaces, max 80; sex F or M required; phone prefix required; mobile
 * required, max 40, digits and plus only on key press; optional second prefix and number (second
 * prefix required once the second number is filled); e-mail required and matching an e-mail
 * pattern; secondary e-mail required and matching; confirm e-mail equal to e-mail (hidden when the
 * profile already has an e-mail, shown once it is edited); privacy acceptance required;
 * promotional communications yes/no required (default yes); notification consent yes/no (default
 * yes). ... Default text max length 80. Whitespace-only text trims to empty."
 *
 * Reading R-names-required: first and last name are required (an application names its applicant;
 * the enrolment and the identity check need them), although the sentence only gives their
 * characters and lengths.
 */
export const Step1BodySchema = z.strictObject({
  firstName: rawText(),
  lastName: rawText(),
  sex: rawText(),
  mobilePrefix: rawText(),
  mobileNumber: rawText(),
  phone2Prefix: rawText(),
  phone2Number: rawText(),
  email: rawText(),
  secondaryEmail: rawText(),
  confirmEmail: rawText(),
  privacy: rawBoolean(),
  /** Privacy_Marketing__pc: "promotional communications yes/no required (default yes)" */
  marketing: rawBoolean(),
  /** "notification consent yes/no (default yes)" */
  notifications: rawBoolean(),
});
export type Step1Body = z.input<typeof Step1BodySchema>;

export interface Step1Visibility {
  /** "confirm e-mail ... (hidden when the profile already has an e-mail, shown once it is edited)" */
  confirmEmail: boolean;
  /** "second prefix required once the second number is filled" (the prefix is always shown). */
  phone2PrefixRequired: boolean;
}

export function step1Visibility(
  ctx: Pick<ApplicationContext, 'profileEmail'>,
  values: { email?: string | null; phone2Number?: string | null; isEmailEdited?: boolean },
): Step1Visibility {
  return {
    confirmEmail: isEmailConfirmationVisible({
      profileEmail: ctx.profileEmail,
      email: values.email,
      isEdited: values.isEmailEdited,
    }),
    phone2PrefixRequired: isSecondPrefixRequired(values.phone2Number),
  };
}

/** Defaults of the form: "promotional communications yes/no required (default yes); notification consent yes/no (default yes)". */
export const STEP1_DEFAULTS = { marketing: true, notifications: true, privacy: false } as const;

export interface Step1Values {
  firstName: string;
  lastName: string;
  sex: (typeof SEXES)[number];
  mobilePrefix: string;
  mobileNumber: string;
  /** PersonMobilePhone: "Phone is saved as "+" prefix then number." */
  mobilePhone: string;
  phone2Prefix: string;
  phone2Number: string;
  /** Phone_2__c, saved the same way ('' when not given). */
  phone2: string;
  email: string;
  /** Email__c */
  secondaryEmail: string;
  /** PersonEmail: the secondary e-mail when the e-mail is an Apple private-relay address. */
  personEmail: string;
  privacy: true;
  marketing: boolean;
  notifications: boolean;
}

export function step1Schema(ctx: Pick<ApplicationContext, 'profileEmail' | 'phonePrefixes'>) {
  return Step1BodySchema.transform((raw, zctx): Step1Values => {
    const check = new FieldCheck(zctx);
    const visible = step1Visibility(ctx, raw);

    const firstName = check.field('firstName', nameField(FIRST_NAME_MAX), raw.firstName);
    const lastName = check.field('lastName', nameField(LAST_NAME_MAX), raw.lastName);
    const sex = check.field(
      'sex',
      z.enum(SEXES, {
        error: (issue) =>
          issue.input === undefined || issue.input === '' ? REQUIRED : 'application.invalidOption',
      }),
      raw.sex,
    );

    const mobilePrefix = check.field('mobilePrefix', phonePrefixField(ctx.phonePrefixes), raw.mobilePrefix);
    const mobileNumber = check.field('mobileNumber', phoneNumberField(true), raw.mobileNumber);
    const phone2Number = check.field('phone2Number', phoneNumberField(false), raw.phone2Number);
    const phone2Prefix =
      visible.phone2PrefixRequired || (raw.phone2Prefix ?? '').trim() !== ''
        ? check.field('phone2Prefix', phonePrefixField(ctx.phonePrefixes), raw.phone2Prefix)
        : '';

    const email = check.field('email', emailField(), raw.email);
    const secondaryEmail = check.field('secondaryEmail', emailField(), raw.secondaryEmail);
    if (visible.confirmEmail) {
      const confirm = check.field('confirmEmail', emailField(), raw.confirmEmail);
      if (!check.failed('email') && !check.failed('confirmEmail') && !sameEmail(confirm, email))
        check.fail('confirmEmail', 'auth.emailMismatch');
    }

    if (raw.privacy !== true) check.fail('privacy', 'application.privacyRequired', raw.privacy);
    if (!check.ok) return z.NEVER;

    return {
      firstName,
      lastName,
      sex,
      mobilePrefix,
      mobileNumber,
      mobilePhone: formatPhone(mobilePrefix, mobileNumber),
      phone2Prefix: phone2Number === '' ? '' : phone2Prefix,
      phone2Number,
      phone2: phone2Number === '' ? '' : formatPhone(phone2Prefix, phone2Number),
      email,
      secondaryEmail,
      personEmail: personEmail({ email, secondaryEmail }),
      privacy: true,
      marketing: raw.marketing ?? STEP1_DEFAULTS.marketing,
      notifications: raw.notifications ?? STEP1_DEFAULTS.notifications,
    };
  });
}
export type Step1Input = z.input<ReturnType<typeof step1Schema>>;
