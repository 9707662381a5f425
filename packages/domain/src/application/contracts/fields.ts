import { z } from 'zod';
import { FileNameSchema } from '../../candidate/contracts/upload-document.ts';
import type { ErrorCode } from '../../shared/errors.ts';
import type { ApplicationLocale } from '../../shared/locale.ts';
import { EMAIL_PATTERN, ISO_DATE, isRealDate } from '../../shared/text.ts';
import {
  APPLICATION_TEXT_MAX,
  DATE_MAX,
  DATE_MIN,
  MOBILE_MAX,
  TAX_CODE_LENGTH,
  YEAR_DIGITS,
  YEAR_MAX,
  YEAR_MIN,
} from '../limits.ts';
import { isPhonePrefix, normalisePhonePrefix, PHONE_NUMBER_PATTERN } from '../phone.ts';
import { YES_NO } from '../picklists.ts';
import { isItaly as defaultIsItaly, pickFrom } from '../places.ts';
import type { School } from '../schools.ts';
import { type ApplicationFileKind, applicationFileProblem } from '../uploads.ts';

/**
 * The field schemas of the application steps (specification 001, section 5 "Application").
 *
 * Every failure carries an error code as its message (translated in the web app's `errors`
 * namespace), except "too long", which keeps zod's `too_big` issue so the form can show the
 * maximum. Texts are trimmed first: "Whitespace-only text trims to empty", and an empty required
 * field is `application.required`.
 */

export const REQUIRED: ErrorCode = 'application.required';

/** A missing or non-text value is "required"; other issues keep their own message. */
const requiredIfWrongType = (issue: { code: string }) =>
  issue.code === 'invalid_type' ? REQUIRED : undefined;

// ---------------------------------------------------------------------------------------------
// Context

/**
 * What the schemas need to know besides the form: the locale, the profile, the day, and the
 * reference lists (countries, provinces, schools...), which come from reference-data packages
 * loaded by the caller. A list left out is not checked (only the format is).
 */
export interface ApplicationContext {
  locale: ApplicationLocale;
  /** The account exists (a profile Id): step 0 has nothing to create. */
  hasProfileId?: boolean;
  /** The e-mail the profile already has ("hidden when the profile already has an e-mail"). */
  profileEmail?: string | null;
  /** The school's today, YYYY-MM-DD (`schoolClock(new Date()).today`): birth and issue dates may not be later. */
  today?: string;
  /** Whether a country value means Italy; `isItaly` of places.ts by default. */
  isItaly?: (country: string) => boolean;
  /** Country names (Italian keys, plus stateless). */
  countries?: readonly string[];
  /** Italian regions. */
  regions?: readonly string[];
  /** Italian provinces ("PR - Parma"); "EE - For Foreign Country" may be one of them. */
  provinces?: readonly string[];
  /** Italian municipalities with their province. */
  municipalities?: readonly { name: string; province: string }[];
  /** Italian hotel and culinary institutes. */
  schools?: readonly School[];
  /** Calling prefixes (Prefisso_internazionale__c). */
  phonePrefixes?: readonly string[];
}

export function contextIsItaly(
  ctx: Pick<ApplicationContext, 'isItaly'>,
  country: string | null | undefined,
): boolean {
  const value = (country ?? '').trim();
  return value !== '' && (ctx.isItaly ?? defaultIsItaly)(value);
}

// ---------------------------------------------------------------------------------------------
// Character rules

/**
 * "letters and spaces only" for first and last names. Reading R-letters: a letter is any Unicode
 * letter (\p{L}: "À", "é", "ñ", and Chinese characters) with its combining marks; between letters
 * a name may also hold an apostrophe ("D'Angelo", typographic ’ saved as '), a hyphen
 * ("Anna-Maria") or a middle dot (Chinese renderings of foreign names, "约翰·史密斯"), since names
 * on identity documents carry them. Digits and other symbols are refused.
 */
export const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '·-]+[\p{L}\p{M}]+)*$/u;

/**
 * "letters only" for places (birth city, residence city, second citizenship): the same letters,
 * and between them spaces (R-letters: "San Marino", "New York"), apostrophes ("L'Aquila"),
 * hyphens ("Aix-en-Provence"), dots ("St. Moritz") and slashes (the official "Bolzano/Bozen").
 */
export const PLACE_PATTERN = /^[\p{L}\p{M}]+(?:[ '·./-]+[\p{L}\p{M}]+)*\.?$/u;

/**
 * "street letters and digits only": letters and digits, and (R-letters) the spaces and signs every
 * address needs: "Via dell'Università 12/A", "P.za Garibaldi, 3", "Corso Italia n° 5", "4-21"; the
 * message names them (. , ' - / °); any other sign ("#", "@", "!") is refused.
 */
export const STREET_PATTERN = /^[\p{L}\p{M}\d][\p{L}\p{M}\d .,'/°º-]*$/u;

/** Postal codes of any country: letters, digits, spaces and hyphens ("43121", "SW1A 1AA", "1000-001"). */
export const POSTCODE_PATTERN = /^[A-Z0-9][A-Z0-9 -]*$/;

/** "tax code ... exactly 16 characters": the Italian codice fiscale, 16 letters and digits. */
export const TAX_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${TAX_CODE_LENGTH}}$`);

/** Text as typed: composed Unicode (NFC) and typographic apostrophes as '. */
function normaliseTyped(value: string): string {
  return value.normalize('NFC').replace(/[’‘ʼ]/g, "'");
}

// ---------------------------------------------------------------------------------------------
// Field builders: each returns the schema of a visible field; `required` makes it non-empty.

interface TextOptions {
  max?: number;
  required?: boolean;
  pattern?: RegExp;
  error?: ErrorCode;
  upperCase?: boolean;
}

/** A text: trimmed (whitespace-only → ''), NFC, at most `max` (default 80), optionally a pattern. */
export function textField({
  max = APPLICATION_TEXT_MAX,
  required = true,
  pattern,
  error,
  upperCase,
}: TextOptions = {}) {
  let schema = z.string({ error: requiredIfWrongType }).trim().overwrite(normaliseTyped);
  if (upperCase) schema = schema.toUpperCase();
  if (required) schema = schema.min(1, { error: REQUIRED, abort: true });
  schema = schema.max(max, { abort: true });
  if (pattern) {
    const test = pattern;
    schema = schema.refine((v) => v === '' || test.test(v), { error: error ?? 'request.invalid' });
  }
  return optionalOr(schema, required);
}

/** A field that may be left out: missing counts as ''. */
function optionalOr(
  schema: z.ZodType<string, string>,
  required: boolean,
): z.ZodType<string, string | undefined> {
  return required ? schema : schema.default('');
}

/** "first name letters and spaces only, max 40" / "last name letters and spaces, max 80". */
export function nameField(max: number, required = true) {
  return textField({ max, required, pattern: NAME_PATTERN, error: 'application.invalidName' });
}

/** "birth city letters only, max 80"; "residence city letters only, max 40"; "second citizenship optional, letters only". */
export function placeField(max: number, required = true) {
  return textField({ max, required, pattern: PLACE_PATTERN, error: 'application.invalidPlace' });
}

/** "street letters and digits only, max 75". */
export function streetField(max: number) {
  return textField({ max, pattern: STREET_PATTERN, error: 'application.invalidStreet' });
}

/** "postal code max 20" (upper case). */
export function postcodeField(max: number, required: boolean) {
  return textField({
    max,
    required,
    pattern: POSTCODE_PATTERN,
    error: 'application.invalidPostcode',
    upperCase: true,
  });
}

/** "tax code ... exactly 16 characters" (upper case). */
export function taxCodeField() {
  return z
    .string({ error: requiredIfWrongType })
    .trim()
    .toUpperCase()
    .min(1, { error: REQUIRED, abort: true })
    .refine((v) => TAX_CODE_PATTERN.test(v), { error: 'application.invalidTaxCode' });
}

/** An e-mail: "required and matching an e-mail pattern"; default max 80. */
export function emailField(required = true) {
  const schema = z
    .string({ error: requiredIfWrongType })
    .trim()
    .pipe(
      required
        ? z.string().min(1, { error: REQUIRED, abort: true }).max(APPLICATION_TEXT_MAX, { abort: true })
        : z.string().max(APPLICATION_TEXT_MAX, { abort: true }),
    )
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), { error: 'application.invalidEmail' });
  return optionalOr(schema, required);
}

/**
 * A calendar date YYYY-MM-DD "between 1900-01-01 and 2100-12-31"; with `notAfter` (today) a later
 * date is `application.dateInFuture`.
 */
export function dateField(notAfter?: string) {
  return z
    .string({ error: requiredIfWrongType })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .refine((v) => ISO_DATE.test(v) && isRealDate(v) && v >= DATE_MIN && v <= DATE_MAX, {
      error: 'application.invalidDate',
      abort: true,
    })
    .refine((v) => notAfter === undefined || v <= notAfter, { error: 'application.dateInFuture' });
}

/** "graduation year ... 4 chars, 1900 to 2100". */
export function yearField() {
  return z
    .string({ error: requiredIfWrongType })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .refine(
      (v) => v.length === YEAR_DIGITS && /^\d+$/.test(v) && Number(v) >= YEAR_MIN && Number(v) <= YEAR_MAX,
      {
        error: 'application.invalidYear',
      },
    );
}

/** "mobile required, max 40, digits and plus only" (spaces dropped). */
export function phoneNumberField(required = true) {
  const schema = z
    .string({ error: requiredIfWrongType })
    .trim()
    .overwrite((v) => v.replace(/\s+/g, ''))
    .pipe(
      required
        ? z.string().min(1, { error: REQUIRED, abort: true }).max(MOBILE_MAX, { abort: true })
        : z.string().max(MOBILE_MAX, { abort: true }),
    )
    .refine((v) => v === '' || PHONE_NUMBER_PATTERN.test(v), { error: 'application.invalidPhone' });
  return optionalOr(schema, required);
}

/** "phone prefix required": a calling prefix, one of `prefixes` when given; saved as digits ("39"). */
export function phonePrefixField(prefixes?: readonly string[]) {
  const known = prefixes ? new Set(prefixes.map(normalisePhonePrefix)) : null;
  return z
    .string({ error: requiredIfWrongType })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .refine((v) => isPhonePrefix(v) && (known === null || known.has(normalisePhonePrefix(v))), {
      error: 'application.invalidPhonePrefix',
      abort: true,
    })
    .transform(normalisePhonePrefix);
}

/** One of `values` (a picklist), compared exactly. */
export function optionField(values: readonly string[], required = true) {
  const schema = z
    .string({ error: requiredIfWrongType })
    .trim()
    .refine((v) => v !== '' || !required, { error: REQUIRED, abort: true })
    .refine((v) => v === '' || values.includes(v), { error: 'application.invalidOption' });
  return optionalOr(schema, required);
}

/**
 * A value of a reference list (country, region, province, municipality), saved in the list's own
 * spelling; with no list, any text of at most 80 characters.
 */
export function referenceField(list: readonly string[] | undefined, required = true) {
  const base = textField({ required });
  if (!list) return base;
  return base.transform((v, ctx) => {
    if (v === '') return v;
    const entry = pickFrom(list, v);
    if (entry === null) {
      ctx.addIssue({ code: 'custom', message: 'application.invalidOption', input: v });
      return z.NEVER;
    }
    return entry;
  });
}

/** "Si/No" answers. */
export function yesNoField() {
  return z.enum(YES_NO, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? REQUIRED : 'application.invalidOption',
  });
}

/** A file chosen or uploaded: its name and size in bytes (the content travels in the upload). */
export const FileDescriptorSchema = z.strictObject({
  name: FileNameSchema,
  size: z
    .number({ error: 'request.invalid' })
    .int({ error: 'request.invalid' })
    .nonnegative({ error: 'request.invalid' }),
});
export type FileDescriptor = z.infer<typeof FileDescriptorSchema>;

/** A file of `kind`: required or not, checked by `applicationFileProblem` (type by name, 4.5 MB). */
export function fileField(kind: ApplicationFileKind, required: boolean) {
  return FileDescriptorSchema.nullable()
    .optional()
    .transform((file, ctx) => {
      if (!file) {
        if (required) ctx.addIssue({ code: 'custom', message: REQUIRED, input: file });
        return null;
      }
      const problem = applicationFileProblem(kind, file);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: file });
      return file;
    });
}

// ---------------------------------------------------------------------------------------------
// Raw input shapes (what a form sends, before the visibility rules)

/** A text as a form may send it: missing, or any string (hidden fields are not checked). */
export const rawText = () => z.string({ error: REQUIRED }).optional();
export const rawBoolean = () => z.boolean({ error: 'request.invalid' }).optional();
export const rawFile = () =>
  z
    .looseObject({
      name: z.string({ error: 'request.invalid' }),
      size: z.number({ error: 'request.invalid' }),
    })
    .nullable()
    .optional();

// ---------------------------------------------------------------------------------------------
// Checking visible fields inside a step's transform

type Ctx = z.core.$RefinementCtx;

/**
 * Runs field schemas on the visible fields of a step and reports their issues under the field's
 * path. `field` returns the parsed value; when a field fails, what it returns must not be used: a
 * step's transform ends with `if (!check.ok) return z.NEVER` before it builds its output.
 */
export class FieldCheck {
  ok = true;
  private readonly failedPaths = new Set<string>();
  constructor(private readonly ctx: Ctx) {}

  /** True when the field at `path` has failed (its value must not be used). */
  failed(path: string): boolean {
    return this.failedPaths.has(path);
  }

  field<T>(path: string, schema: z.ZodType<T>, value: unknown): T {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    this.ok = false;
    this.failedPaths.add(path);
    for (const issue of result.error.issues) {
      this.ctx.addIssue({ ...issue, path: [path, ...issue.path] } as Parameters<Ctx['addIssue']>[0]);
    }
    return undefined as T;
  }

  fail(path: string, code: ErrorCode, input?: unknown): void {
    this.ok = false;
    this.failedPaths.add(path);
    this.ctx.addIssue({ code: 'custom', message: code, path: [path], input });
  }
}
