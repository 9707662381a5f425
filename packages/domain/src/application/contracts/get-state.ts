import { z } from 'zod';
import { ERROR_CODES } from '../../shared/errors.ts';
import { APPLICATION_LOCALES } from '../../shared/locale.ts';
import { APPLICATION_FEE_CURRENCY, type EntryReason } from '../steps.ts';
import { APPLICATION_FILE_KINDS } from '../uploads.ts';
import { Step1BodySchema } from './step-1.ts';
import { Step2BodySchema } from './step-2.ts';
import { Step3BodySchema } from './step-3.ts';
import { Step5BodySchema } from './step-5.ts';
import { Step6BodySchema } from './step-6.ts';

/**
 * GET /api/application/:productCode/state — the entry state check of section 4 for the caller
 * (`resolveEntry`), with what the form needs to show the step: the fee, the files uploaded, and the
 * values saved so far. Visitors get step 0.
 */

/** The product code of a route: "course-edition" (checked by `parseProductCode`). */
export const ProductParamsSchema = z.object({
  productCode: z
    .string({ error: 'application.invalidProduct' })
    .max(81, { error: 'application.invalidProduct' }),
});

export const ApplicationLocaleSchema = z.enum(APPLICATION_LOCALES, { error: 'request.invalid' });

export const GetStateQuerySchema = z.object({
  /** The route's step ("3"), absent on /candidatura/{productcode}. */
  step: z.string().max(3).optional(),
  /** The navigation came from the Next or Previous button. */
  viaButtons: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  /** The language of the form (the rules of some fields depend on it); the profile's by default. */
  locale: ApplicationLocaleSchema.optional(),
});
export type GetStateQuery = z.input<typeof GetStateQuerySchema>;

/** Every reason of `resolveEntry`, for the response schema. */
export const ENTRY_REASONS = [
  'invalidProduct',
  'visitor',
  'wrongCredentials',
  'blocked',
  'newProduct',
  'productSwitch',
  'noStoredStep',
  'storedStepSix',
  'resumeStoredStep',
  'stepNotReached',
  'feeSkipped',
  'stay',
] as const satisfies readonly EntryReason[];
type MissingReason = Exclude<EntryReason, (typeof ENTRY_REASONS)[number]>;
const _everyReasonListed: [MissingReason] extends [never] ? true : false = true;
void _everyReasonListed;

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;

/** The fee of the caller for this product (`feeStepState` takes `skippable` and `pending`). */
export const FeeStateSchema = z.object({
  amountCents: z.number().int(),
  currency: z.literal(APPLICATION_FEE_CURRENCY),
  /** showFee__c: the fee is asked. */
  applies: z.boolean(),
  /** The provider confirmed a payment of the fee. */
  paid: z.boolean(),
  /** "The fee is skippable when showFee__c is false or the paid-fee opportunity ... Closed Won". */
  skippable: z.boolean(),
  /** A checkout was opened and the provider has not answered yet. */
  pending: z.boolean(),
  /** The status of the newest fee payment, null when none was started. */
  lastPaymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
});
export type FeeState = z.infer<typeof FeeStateSchema>;

/** A file uploaded for the application (its content stays in the file storage). */
export const ApplicationFileSchema = z.object({
  kind: z.enum(APPLICATION_FILE_KINDS),
  fileName: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** The document's status in the candidate area (Stato__c). */
  status: z.string(),
});
export type ApplicationFile = z.infer<typeof ApplicationFileSchema>;

/** The values saved so far, as the step forms send them (empty texts for fields never filled). */
export const ApplicationFormSchema = z.object({
  personalData: Step1BodySchema,
  registry: Step2BodySchema,
  studies: Step3BodySchema,
  documents: Step5BodySchema,
  identityDocument: Step6BodySchema,
});
export type ApplicationForm = z.infer<typeof ApplicationFormSchema>;

export const ApplicationStateSchema = z.object({
  productCode: z.string(),
  edition: z.object({ courseName: z.string(), editionName: z.string(), isOpen: z.boolean() }),
  isLoggedIn: z.boolean(),
  /** The step to show (`resolveEntry`). */
  step: z.number().int().min(0).max(7),
  /** The URL does not name `step`: replace it with /candidatura/{product}/{step}. */
  redirect: z.boolean(),
  reason: z.enum(ENTRY_REASONS),
  error: z.enum(ERROR_CODES).nullable(),
  /** The locale the rules were applied in. */
  locale: ApplicationLocaleSchema,
  /** Candidatura_Current_Step__c and Product_Code__c of the account (null for visitors). */
  storedStep: z.number().int().nullable(),
  storedProductCode: z.string().nullable(),
  fee: FeeStateSchema,
  files: z.array(ApplicationFileSchema),
  /** The saved values, for a signed-in applicant of this product; null otherwise. */
  form: ApplicationFormSchema.nullable(),
  /** Step 6 was saved: the enrolment exists. */
  isSubmitted: z.boolean(),
});
export type ApplicationState = z.infer<typeof ApplicationStateSchema>;
