import type { ErrorCode } from '../shared/errors.ts';

/**
 * The 8-step application (candidatura), specification 001 section 4 "Application steps":
 * "0 credentials, 1 personal data, 2 registry (birth, residence, citizenship), 3 studies, 4 fee,
 * 5 CV and motivational letter, 6 identity document, 7 thank you."
 */
export const APPLICATION_STEPS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

export const STEP = {
  credentials: 0,
  personalData: 1,
  registry: 2,
  studies: 3,
  fee: 4,
  documents: 5,
  identityDocument: 6,
  thankYou: 7,
} as const satisfies Record<string, ApplicationStep>;
export type StepName = keyof typeof STEP;

export const FIRST_STEP: ApplicationStep = 0;
export const LAST_STEP: ApplicationStep = 7;

/** The name of each step, by number. */
export const STEP_NAMES = [
  'credentials',
  'personalData',
  'registry',
  'studies',
  'fee',
  'documents',
  'identityDocument',
  'thankYou',
] as const satisfies readonly StepName[];

export function stepName(step: ApplicationStep): StepName {
  return STEP_NAMES[step];
}

/** "Application fee: 100.00 EUR (tot 100), non-refundable". Amounts are integer cents. */
export const APPLICATION_FEE_CENTS = 10_000;
export const APPLICATION_FEE_CURRENCY = 'EUR';

/** "Status__c (Studente, then Candidato)": set on account creation, then "On each next ... Status__c Candidato". */
export const APPLICANT_STATUS_ON_CREATE = 'Studente';
export const APPLICANT_STATUS_ON_SAVE = 'Candidato';
/** "From step 6, next saves, creates an opportunity named portaleCandidature for course and edition". */
export const ENROLMENT_OPPORTUNITY_NAME = 'portaleCandidature';

export function isApplicationStep(value: unknown): value is ApplicationStep {
  return typeof value === 'number' && Number.isInteger(value) && value >= FIRST_STEP && value <= LAST_STEP;
}

/**
 * The step of a route or a stored field: "step is 0 to 7". A route param must be exactly one digit
 * ("3", not "03", "3.0" or " 3"); a number must be an integer 0..7. Anything else is null.
 */
export function parseStep(value: unknown): ApplicationStep | null {
  if (typeof value === 'string') return /^[0-7]$/.test(value) ? (Number(value) as ApplicationStep) : null;
  return isApplicationStep(value) ? value : null;
}

// ---------------------------------------------------------------------------------------------
// Product code

/** A course or edition code: letters, digits and underscores, 1 to 40 characters each. */
const CODE_PART = /^[A-Za-z0-9_]{1,40}$/;

export interface ProductCode {
  /** "course-edition" as given. */
  code: string;
  course: string;
  edition: string;
}

/**
 * "productCode has the format course-edition". Reading R-product: exactly one hyphen between two
 * non-empty parts of letters, digits and underscores (at most 40 each); case is kept and compared
 * exactly. A code with more than one hyphen is refused rather than guessed at (which hyphen splits
 * course from edition?), and so is any space, slash or dot, since the code travels in the URL.
 */
export function parseProductCode(value: unknown): ProductCode | null {
  if (typeof value !== 'string') return null;
  const parts = value.split('-');
  if (parts.length !== 2) return null;
  const [course, edition] = parts as [string, string];
  if (!CODE_PART.test(course) || !CODE_PART.test(edition)) return null;
  return { code: value, course, edition };
}

export function isProductCode(value: unknown): value is string {
  return parseProductCode(value) !== null;
}

export function formatProductCode(course: string, edition: string): string {
  return `${course}-${edition}`;
}

// ---------------------------------------------------------------------------------------------
// Moving between steps

export interface FeeSkip {
  /** See `isFeeSkippable` in fee.ts: showFee__c false or the paid-fee opportunity Closed Won. */
  feeSkippable: boolean;
}

/**
 * "Next goes to step+1 ... Going forward to 4 skips to 5 if the fee can be skipped". Step 7 is the
 * last: next from 7 stays on 7.
 */
export function nextStep(step: ApplicationStep, { feeSkippable }: FeeSkip): ApplicationStep {
  if (step === STEP.studies && feeSkippable) return STEP.documents;
  return step === LAST_STEP ? LAST_STEP : ((step + 1) as ApplicationStep);
}

/** "Previous goes to step-1, not below 0. ... going back to 4 goes to 3 in that case." */
export function previousStep(step: ApplicationStep, { feeSkippable }: FeeSkip): ApplicationStep {
  if (step === STEP.documents && feeSkippable) return STEP.studies;
  return step === FIRST_STEP ? FIRST_STEP : ((step - 1) as ApplicationStep);
}

/**
 * "Next goes to step+1 only if all visible required fields are valid." `isStepValid` is the
 * outcome of the step's schema (contracts/step-<n>.ts) or, on the fee step, whether the fee is
 * settled. There is nothing after step 7.
 */
export function canGoNext(isStepValid: boolean, step?: ApplicationStep): boolean {
  return isStepValid && step !== LAST_STEP;
}

/**
 * Previous is offered from step 1 on. Reading R-six: while the stored step is 6, the entry check
 * sends every step but 6, and 5 reached through the buttons, back to 6 ("if stored step is 6 and
 * current is not, go to 6"): Previous on step 6 goes back to the CV and letter, and is not offered
 * on step 5 then rather than bouncing the user back to 6.
 */
export function canGoPrevious(step: ApplicationStep, storedStep?: number | null): boolean {
  if (step === FIRST_STEP) return false;
  return !(storedStep === STEP.identityDocument && step === STEP.documents);
}

/**
 * R-six: with the stored step 6, the steps that may be shown and saved: 6, and 5 (the CV and
 * letter) reached through the buttons; saving 5 goes to 6 again and keeps step 6's data.
 */
export function isOpenAtStepSix(step: ApplicationStep | null, viaButtons: boolean): boolean {
  return step === STEP.identityDocument || (step === STEP.documents && viaButtons);
}

/** Navbar: "cn also on candidatura routes, disabled past step 1 there" (specification 000, section 2). */
export function canChooseChinese(step: ApplicationStep): boolean {
  return step <= STEP.personalData;
}

/** "From step 6, next saves, creates an opportunity ... goes to step 7 and reloads the profile." */
export function completesApplication(targetStep: ApplicationStep): boolean {
  return targetStep === STEP.thankYou;
}

// ---------------------------------------------------------------------------------------------
// Login markers

export type LoginOutcome = 'ok' | 'auth.wrongCredentials' | 'auth.blocked';

/**
 * "If the credential marker is Bloccato1 and the account is not flagged blocked, the message is
 * Credenziali errate / Wrong credentials; if blocked, the blocked-user message" (001, section 4), and
 * "Blocked login: user-data value Bloccato (Bloccato1 or Bloccato2 for provider tokens), or the
 * blocked flag true" (000, section 4). The blocked flag wins; Bloccato1 alone is wrong credentials;
 * Bloccato and Bloccato2 are blocked (decision 0005). Markers compare case-insensitively.
 */
export function loginOutcome(marker: string | null | undefined, isBlocked: boolean): LoginOutcome {
  if (isBlocked) return 'auth.blocked';
  const value = (marker ?? '').trim().toLowerCase();
  if (value === 'bloccato1') return 'auth.wrongCredentials';
  if (value === 'bloccato' || value === 'bloccato2') return 'auth.blocked';
  return 'ok';
}

/**
 * "Provider login sets the application step to 1, or the stored current step if greater than 1,
 * saves it, then opens candidatura" (000, section 4): max(1, stored). A stored value that is not a
 * step (missing, negative, 9...) counts as none. Reading R-provider: when the sign-in started from
 * another product than the stored one, the entry check would restart at 1 ("Different product:
 * switch product and restart at step 1"), so 1 is what is saved and opened.
 */
export function providerLoginStep(input: {
  storedStep: number | null | undefined;
  storedProductCode?: string | null;
  productCode?: string | null;
}): ApplicationStep {
  const { storedProductCode, productCode } = input;
  if (productCode && storedProductCode && storedProductCode !== productCode) return STEP.personalData;
  const stored = parseStep(input.storedStep);
  return stored !== null && stored > STEP.personalData ? stored : STEP.personalData;
}

// ---------------------------------------------------------------------------------------------
// Entry state check

export type EntryReason =
  /** The route's product code is not "course-edition". */
  | 'invalidProduct'
  /** "not logged in and step above 0 goes to step 0"; "A visitor sees only step 0." */
  | 'visitor'
  /** Marker Bloccato1 without the blocked flag: "Credenziali errate". */
  | 'wrongCredentials'
  /** "A blocked user (marker Bloccato1) is shown a message to contact the student secretariat and the account is not updated." */
  | 'blocked'
  /** "Logged in with no product: set product and step 1." */
  | 'newProduct'
  /** "Different product: switch product and restart at step 1." */
  | 'productSwitch'
  /** "Same product: if no stored step go to step 1" */
  | 'noStoredStep'
  /** "if stored step is 6 and current is not, go to 6" */
  | 'storedStepSix'
  /** "if different and the user did not use the buttons, redirect to the stored step" */
  | 'resumeStoredStep'
  /** A button navigation above the stored step (R-buttons): back to the stored step. */
  | 'stepNotReached'
  /** The step resolved to the fee while the fee is skippable (R-fee-entry). */
  | 'feeSkipped'
  /** "otherwise stay" */
  | 'stay';

export interface EntryInput {
  isLoggedIn: boolean;
  /** The route's product code, "course-edition". */
  productCode: string;
  /** The route's step: a param ("3"), a number, or null/undefined on /candidatura/{productcode}. */
  requestedStep: unknown;
  /** Candidatura_Current_Step__c */
  storedStep: number | null | undefined;
  /** Product_Code__c */
  storedProductCode: string | null | undefined;
  /** The navigation came from the Next or Previous button. */
  viaButtons: boolean;
  /** See fee.ts `isFeeSkippable`; when true the fee step is passed over. */
  feeSkippable?: boolean;
  /** The credential marker of the login (Bloccato1, Bloccato2...), when there is one. */
  loginMarker?: string | null;
  /** The account's blocked flag. */
  isBlocked?: boolean;
}

export interface EntryResult {
  /** The step to show. */
  step: ApplicationStep;
  /** True when the URL does not already name `step`: replace it with /candidatura/{product}/{step}. */
  redirect: boolean;
  reason: EntryReason;
  /** What the account must store now (product code and current step), when anything. */
  save?: { productCode: string; step: ApplicationStep };
  /** The message to show, when the entry is refused. */
  error?: ErrorCode;
}

/**
 * The entry state check of section 4, in the order the specification gives it:
 *
 * "State check on entry: not logged in and step above 0 goes to step 0. Logged in with no product:
 * set product and step 1. Same product: if no stored step go to step 1; if stored step is 6 and
 * current is not, go to 6; if different and the user did not use the buttons, redirect to the
 * stored step; otherwise stay. Different product: switch product and restart at step 1."
 *
 * Readings:
 * - R-nostep: a stored step of 0, or a value that is no step, is "no stored step" (a logged-in
 *   user has passed step 0 already).
 * - R-six: "stored step is 6 and current is not, go to 6" applies with or without the buttons, as
 *   written (it comes before the buttons clause), with one exception: step 5 reached through the
 *   buttons (Previous from 6), so the applicant can replace the CV or the letter and come back
 *   (`isOpenAtStepSix`); `canGoPrevious` hides Previous on step 5 then.
 * - R-buttons: the web app saves the target step before it navigates ("On each next the account is
 *   saved with Candidatura_Current_Step__c set to the target step"), so a button navigation never
 *   lands above the stored step; one that does (a forged or stale flag) is handled as if typed.
 * - R-fee-entry: a resolved step 4 becomes 5 while the fee is skippable (paid, or not requested),
 *   as going forward does; this is how a payer returning from the checkout moves on once the
 *   payment is confirmed.
 * - A missing or malformed step in the URL is "different" from every step, so it redirects.
 * - Product codes compare exactly (case-sensitive), as the CRM stores them.
 */
export function resolveEntry(input: EntryInput): EntryResult {
  const requested = parseStep(input.requestedStep);
  const feeSkippable = input.feeSkippable ?? false;
  const at = (step: ApplicationStep, reason: EntryReason, extra: Partial<EntryResult> = {}): EntryResult => {
    const skip = step === STEP.fee && feeSkippable;
    const shown = skip ? STEP.documents : step;
    return { step: shown, redirect: shown !== requested, reason: skip ? 'feeSkipped' : reason, ...extra };
  };

  if (!isProductCode(input.productCode))
    return at(FIRST_STEP, 'invalidProduct', { error: 'application.invalidProduct' });

  if (!input.isLoggedIn) return at(FIRST_STEP, 'visitor');

  const outcome = loginOutcome(input.loginMarker, input.isBlocked ?? false);
  if (outcome === 'auth.blocked') return at(FIRST_STEP, 'blocked', { error: outcome });
  if (outcome === 'auth.wrongCredentials') return at(FIRST_STEP, 'wrongCredentials', { error: outcome });

  const product = input.productCode;
  const restart = { productCode: product, step: STEP.personalData };
  if (!input.storedProductCode) return at(STEP.personalData, 'newProduct', { save: restart });
  if (input.storedProductCode !== product) return at(STEP.personalData, 'productSwitch', { save: restart });

  const stored = parseStep(input.storedStep);
  if (stored === null || stored === FIRST_STEP) return at(STEP.personalData, 'noStoredStep');
  if (stored === STEP.identityDocument && !isOpenAtStepSix(requested, input.viaButtons))
    return at(STEP.identityDocument, 'storedStepSix');
  if (requested === null || (requested !== stored && !input.viaButtons))
    return at(stored, 'resumeStoredStep');
  if (requested > stored) return at(stored, 'stepNotReached');
  return at(requested, 'stay');
}

// ---------------------------------------------------------------------------------------------
// Saving a step (the server's check of "On each next the account is saved ...")

/**
 * Why the server refuses to save `targetStep` ("Steps posted out of order, another user's product,
 * forged step numbers ... refused with a clear error, nothing changed"), or null:
 * - application.invalidStep: not 1..7 (step 0 is the account creation, never a save target);
 * - application.invalidProduct: not "course-edition";
 * - application.productMismatch: another product than the stored one, except a save of step 1,
 *   which is the product switch the entry check asks for;
 * - application.stepOutOfOrder: beyond the step after the stored one (fee skip included);
 * - application.feeNotPaid: step 5 or later while the fee applies and is not paid ("required to
 *   complete the application if requested").
 */
/**
 * The furthest step the applicant has reached. Reading R-fee-entry: a stored step 4 counts as 5
 * once the fee is skippable (paid, or not requested), as the entry check shows it: the payer who
 * comes back from the checkout is on step 5 and may upload and save its files, although nothing
 * saved step 4 (the provider, not a Next, settled the fee).
 */
export function reachedStep(
  storedStep: number | null | undefined,
  { feeSkippable }: FeeSkip,
): ApplicationStep {
  const stored = parseStep(storedStep) ?? FIRST_STEP;
  return stored === STEP.fee && feeSkippable ? STEP.documents : stored;
}

export function stepSaveProblem(input: {
  targetStep: unknown;
  productCode: string;
  storedStep: number | null | undefined;
  storedProductCode: string | null | undefined;
  feeSkippable: boolean;
}): ErrorCode | null {
  const target = parseStep(input.targetStep);
  if (target === null || target === FIRST_STEP) return 'application.invalidStep';
  if (!isProductCode(input.productCode)) return 'application.invalidProduct';
  const hasProduct = Boolean(input.storedProductCode);
  const sameProduct = hasProduct && input.storedProductCode === input.productCode;
  if (hasProduct && !sameProduct && target !== STEP.personalData) return 'application.productMismatch';
  // With no stored product, or another one, the application (re)starts: only step 1 can be saved.
  const stored = sameProduct ? reachedStep(input.storedStep, input) : FIRST_STEP;
  const furthest = nextStep(stored, { feeSkippable: input.feeSkippable });
  if (target > Math.max(furthest, STEP.personalData)) return 'application.stepOutOfOrder';
  if (target > STEP.fee && !input.feeSkippable) return 'application.feeNotPaid';
  return null;
}
