import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../shared/errors.ts';
import { titled } from '../testing/titled.ts';
import {
  APPLICANT_STATUS_ON_CREATE,
  APPLICANT_STATUS_ON_SAVE,
  APPLICATION_FEE_CENTS,
  APPLICATION_FEE_CURRENCY,
  APPLICATION_STEPS,
  type ApplicationStep,
  canChooseChinese,
  canGoNext,
  canGoPrevious,
  completesApplication,
  ENROLMENT_OPPORTUNITY_NAME,
  type EntryInput,
  type EntryReason,
  formatProductCode,
  isApplicationStep,
  loginOutcome,
  nextStep,
  parseProductCode,
  parseStep,
  previousStep,
  providerLoginStep,
  reachedStep,
  resolveEntry,
  STEP,
  STEP_NAMES,
  stepName,
  stepSaveProblem,
} from './steps.ts';

const stepArb = fc.constantFrom(...APPLICATION_STEPS);

describe('steps — "0 credentials, 1 personal data, 2 registry (birth, residence, citizenship), 3 studies, 4 fee, 5 CV and motivational letter, 6 identity document, 7 thank you."', () => {
  it('"Steps 0 to 7"', () => {
    expect(APPLICATION_STEPS).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(STEP_NAMES).toHaveLength(8);
  });

  it.each(
    titled<{ step: ApplicationStep; name: string }>('step $step is $name', [
      { step: 0, name: 'credentials' },
      { step: 1, name: 'personalData' },
      { step: 2, name: 'registry' },
      { step: 3, name: 'studies' },
      { step: 4, name: 'fee' },
      { step: 5, name: 'documents' },
      { step: 6, name: 'identityDocument' },
      { step: 7, name: 'thankYou' },
    ]),
  )('%s', (_title, { step, name }) => {
    expect(stepName(step)).toBe(name);
    expect(STEP[name as keyof typeof STEP]).toBe(step);
  });

  it('"Application fee: 100.00 EUR (tot 100)"', () => {
    expect(APPLICATION_FEE_CENTS).toBe(10000);
    expect(APPLICATION_FEE_CURRENCY).toBe('EUR');
  });

  it('"Status__c (Studente, then Candidato)"; "an opportunity named portaleCandidature"', () => {
    expect([APPLICANT_STATUS_ON_CREATE, APPLICANT_STATUS_ON_SAVE]).toEqual(['Studente', 'Candidato']);
    expect(ENROLMENT_OPPORTUNITY_NAME).toBe('portaleCandidature');
  });
});

describe('parseStep — "step is 0 to 7"', () => {
  it.each([
    { value: '0', expected: 0 },
    { value: '7', expected: 7 },
    { value: 3, expected: 3 },
    { value: '8', expected: null },
    { value: '-1', expected: null },
    { value: '03', expected: null },
    { value: ' 3', expected: null },
    { value: '3.0', expected: null },
    { value: 'abc', expected: null },
    { value: '', expected: null },
    { value: 2.5, expected: null },
    { value: 8, expected: null },
    { value: Number.NaN, expected: null },
    { value: null, expected: null },
    { value: undefined, expected: null },
  ])('$value → $expected', ({ value, expected }) => {
    expect(parseStep(value)).toBe(expected);
  });

  it('every step survives a round trip through its route param (property)', () => {
    fc.assert(
      fc.property(stepArb, (step) => {
        expect(parseStep(String(step))).toBe(step);
      }),
    );
  });

  it('isApplicationStep accepts only the integers 0 to 7 (property)', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        expect(isApplicationStep(n)).toBe(Number.isInteger(n) && n >= 0 && n <= 7);
      }),
    );
  });
});

describe('parseProductCode — "productCode has the format course-edition"', () => {
  it.each(
    titled<{ case: string; value: unknown; expected: ReturnType<typeof parseProductCode> }>('$case', [
      {
        case: 'course and edition',
        value: 'CSCI-23',
        expected: { code: 'CSCI-23', course: 'CSCI', edition: '23' },
      },
      {
        case: 'underscores and case kept',
        value: 'Corso_Pasticceria-2025b',
        expected: { code: 'Corso_Pasticceria-2025b', course: 'Corso_Pasticceria', edition: '2025b' },
      },
      { case: 'no hyphen', value: 'CSCI23', expected: null },
      { case: 'two hyphens (which one splits?)', value: 'CS-CI-23', expected: null },
      { case: 'empty edition', value: 'CSCI-', expected: null },
      { case: 'empty course', value: '-23', expected: null },
      { case: 'a space', value: 'CS CI-23', expected: null },
      { case: 'a slash (path traversal)', value: '../x-1', expected: null },
      { case: 'a dot', value: 'CSCI.1-23', expected: null },
      { case: 'a part over 40 characters', value: `${'A'.repeat(41)}-1`, expected: null },
      { case: 'not a string', value: 42, expected: null },
      { case: 'empty', value: '', expected: null },
    ]),
  )('%s', (_title, { value, expected }) => {
    expect(parseProductCode(value)).toEqual(expected);
  });

  it('formatProductCode and parseProductCode are inverse (property)', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9_]{1,40}$/);
    fc.assert(
      fc.property(part, part, (course, edition) => {
        expect(parseProductCode(formatProductCode(course, edition))).toEqual({
          code: `${course}-${edition}`,
          course,
          edition,
        });
      }),
    );
  });
});

describe('nextStep / previousStep — "Next goes to step+1 ... Previous goes to step-1, not below 0. Going forward to 4 skips to 5 if the fee can be skipped; going back to 4 goes to 3 in that case."', () => {
  it.each(
    titled<{ step: ApplicationStep; skip: boolean; next: ApplicationStep; previous: ApplicationStep }>(
      'step $step, fee skippable $skip: next $next, previous $previous',
      [
        { step: 0, skip: false, next: 1, previous: 0 },
        { step: 1, skip: false, next: 2, previous: 0 },
        { step: 3, skip: false, next: 4, previous: 2 },
        { step: 3, skip: true, next: 5, previous: 2 },
        { step: 4, skip: false, next: 5, previous: 3 },
        { step: 5, skip: false, next: 6, previous: 4 },
        { step: 5, skip: true, next: 6, previous: 3 },
        { step: 6, skip: false, next: 7, previous: 5 },
        { step: 7, skip: false, next: 7, previous: 6 },
      ],
    ),
  )('%s', (_title, { step, skip, next, previous }) => {
    expect(nextStep(step, { feeSkippable: skip })).toBe(next);
    expect(previousStep(step, { feeSkippable: skip })).toBe(previous);
  });

  it('with a skippable fee, neither button ever lands on step 4 from another step (property)', () => {
    fc.assert(
      fc.property(stepArb, (step) => {
        fc.pre(step !== 4);
        expect(nextStep(step, { feeSkippable: true })).not.toBe(4);
        expect(previousStep(step, { feeSkippable: true })).not.toBe(4);
      }),
    );
  });

  it('previous undoes next below step 7 (property)', () => {
    fc.assert(
      fc.property(stepArb, fc.boolean(), (step, feeSkippable) => {
        fc.pre(step < 7 && !(feeSkippable && step === 4));
        expect(previousStep(nextStep(step, { feeSkippable }), { feeSkippable })).toBe(step);
      }),
    );
  });

  it('"Next goes to step+1 only if all visible required fields are valid"', () => {
    expect(canGoNext(true, 2)).toBe(true);
    expect(canGoNext(false, 2)).toBe(false);
    expect(canGoNext(true)).toBe(true);
    expect(canGoNext(true, 7)).toBe(false);
  });

  it.each(
    titled<{ case: string; step: ApplicationStep; stored: number | null; expected: boolean }>('$case', [
      { case: '"not below 0": no Previous on step 0', step: 0, stored: 3, expected: false },
      { case: 'Previous on step 1', step: 1, stored: 1, expected: true },
      { case: 'Previous on step 5 with stored 5', step: 5, stored: 5, expected: true },
      { case: 'R-six: Previous on step 6 goes back to the CV (step 5)', step: 6, stored: 6, expected: true },
      {
        case: 'R-six: no Previous on step 5 while stored step is 6 (it would bounce to 6)',
        step: 5,
        stored: 6,
        expected: false,
      },
      { case: 'Previous on step 6 once stored step is 7', step: 6, stored: 7, expected: true },
    ]),
  )('canGoPrevious: %s', (_title, { step, stored, expected }) => {
    expect(canGoPrevious(step, stored)).toBe(expected);
  });

  it('"cn also on candidatura routes, disabled past step 1 there"', () => {
    expect(APPLICATION_STEPS.map(canChooseChinese)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('"From step 6, next saves, creates an opportunity ... goes to step 7"', () => {
    expect(APPLICATION_STEPS.filter(completesApplication)).toEqual([7]);
  });
});

describe('loginOutcome — "If the credential marker is Bloccato1 and the account is not flagged blocked, the message is Credenziali errate / Wrong credentials; if blocked, the blocked-user message."', () => {
  it.each(
    titled<{ case: string; marker: string | null; blocked: boolean; expected: string }>('$case', [
      {
        case: 'Bloccato1, not flagged blocked → Credenziali errate',
        marker: 'Bloccato1',
        blocked: false,
        expected: 'auth.wrongCredentials',
      },
      {
        case: 'Bloccato1, flagged blocked → blocked-user message',
        marker: 'Bloccato1',
        blocked: true,
        expected: 'auth.blocked',
      },
      {
        case: '"Bloccato2 for provider tokens" → blocked',
        marker: 'Bloccato2',
        blocked: false,
        expected: 'auth.blocked',
      },
      {
        case: '"user-data value Bloccato" → blocked',
        marker: 'Bloccato',
        blocked: false,
        expected: 'auth.blocked',
      },
      { case: '"or the blocked flag true"', marker: null, blocked: true, expected: 'auth.blocked' },
      {
        case: 'marker case-insensitive',
        marker: ' bloccato1 ',
        blocked: false,
        expected: 'auth.wrongCredentials',
      },
      { case: 'no marker, not blocked', marker: null, blocked: false, expected: 'ok' },
      { case: 'another value', marker: 'OK', blocked: false, expected: 'ok' },
    ]),
  )('%s', (_title, { marker, blocked, expected }) => {
    expect(loginOutcome(marker, blocked)).toBe(expected);
  });
});

describe('providerLoginStep — "Provider login sets the application step to 1, or the stored current step if greater than 1"', () => {
  it.each(
    titled<{
      case: string;
      stored: number | null;
      storedProduct?: string;
      product?: string;
      expected: number;
    }>('$case', [
      { case: 'no stored step → 1', stored: null, expected: 1 },
      { case: 'stored 0 → 1', stored: 0, expected: 1 },
      { case: 'stored 1 → 1', stored: 1, expected: 1 },
      { case: 'stored 3 → 3', stored: 3, expected: 3 },
      { case: 'stored 7 → 7', stored: 7, expected: 7 },
      { case: 'a stored value that is no step → 1', stored: 12, expected: 1 },
      { case: 'negative → 1', stored: -2, expected: 1 },
      { case: 'same product → stored', stored: 5, storedProduct: 'CSCI-23', product: 'CSCI-23', expected: 5 },
      {
        case: 'R-provider: another product restarts at 1',
        stored: 5,
        storedProduct: 'CSCI-23',
        product: 'PAST-24',
        expected: 1,
      },
      { case: 'no stored product → stored step', stored: 4, product: 'PAST-24', expected: 4 },
    ]),
  )('%s', (_title, { stored, storedProduct, product, expected }) => {
    expect(
      providerLoginStep({ storedStep: stored, storedProductCode: storedProduct, productCode: product }),
    ).toBe(expected);
  });

  it('is max(1, stored) for every step (property)', () => {
    fc.assert(
      fc.property(stepArb, (s) => {
        expect(providerLoginStep({ storedStep: s })).toBe(Math.max(1, s));
      }),
    );
  });
});

const P = 'CSCI-23';
const base: EntryInput = {
  isLoggedIn: true,
  productCode: P,
  requestedStep: '1',
  storedStep: 1,
  storedProductCode: P,
  viaButtons: false,
};

describe('resolveEntry — "State check on entry"', () => {
  it.each(
    titled<{
      case: string;
      input: Partial<EntryInput>;
      step: ApplicationStep;
      redirect: boolean;
      reason: EntryReason;
      save?: { productCode: string; step: ApplicationStep };
      error?: string;
    }>('$case', [
      // "not logged in and step above 0 goes to step 0"; "A visitor sees only step 0."
      {
        case: '"not logged in and step above 0 goes to step 0"',
        input: { isLoggedIn: false, requestedStep: '3', storedStep: null, storedProductCode: null },
        step: 0,
        redirect: true,
        reason: 'visitor',
      },
      {
        case: 'visitor on step 0 stays',
        input: { isLoggedIn: false, requestedStep: '0', storedStep: null, storedProductCode: null },
        step: 0,
        redirect: false,
        reason: 'visitor',
      },
      {
        case: 'visitor on /candidatura/{productcode} goes to /0',
        input: { isLoggedIn: false, requestedStep: undefined },
        step: 0,
        redirect: true,
        reason: 'visitor',
      },
      {
        case: 'visitor with buttons still only step 0',
        input: { isLoggedIn: false, requestedStep: '1', viaButtons: true },
        step: 0,
        redirect: true,
        reason: 'visitor',
      },
      // "Logged in with no product: set product and step 1."
      {
        case: '"Logged in with no product: set product and step 1."',
        input: { storedProductCode: null, storedStep: null, requestedStep: '0' },
        step: 1,
        redirect: true,
        reason: 'newProduct',
        save: { productCode: P, step: 1 },
      },
      {
        case: 'no product, a stored step is ignored',
        input: { storedProductCode: '', storedStep: 4, requestedStep: '4' },
        step: 1,
        redirect: true,
        reason: 'newProduct',
        save: { productCode: P, step: 1 },
      },
      // "Same product: if no stored step go to step 1"
      {
        case: '"Same product: if no stored step go to step 1"',
        input: { storedStep: null, requestedStep: '3' },
        step: 1,
        redirect: true,
        reason: 'noStoredStep',
      },
      {
        case: 'R-nostep: stored step 0 counts as none',
        input: { storedStep: 0, requestedStep: '0' },
        step: 1,
        redirect: true,
        reason: 'noStoredStep',
      },
      {
        case: 'R-nostep: a stored value that is no step counts as none',
        input: { storedStep: 9, requestedStep: '1' },
        step: 1,
        redirect: false,
        reason: 'noStoredStep',
      },
      // "if stored step is 6 and current is not, go to 6"
      {
        case: '"if stored step is 6 and current is not, go to 6" (typed URL)',
        input: { storedStep: 6, requestedStep: '2' },
        step: 6,
        redirect: true,
        reason: 'storedStepSix',
      },
      {
        case: 'R-six: Previous from 6 shows step 5 (the CV can be replaced)',
        input: { storedStep: 6, requestedStep: '5', viaButtons: true },
        step: 5,
        redirect: false,
        reason: 'stay',
      },
      {
        case: 'R-six: step 5 typed with stored 6 goes to 6',
        input: { storedStep: 6, requestedStep: '5' },
        step: 6,
        redirect: true,
        reason: 'storedStepSix',
      },
      {
        case: 'R-six: stored 6 wins over the buttons below step 5',
        input: { storedStep: 6, requestedStep: '3', viaButtons: true },
        step: 6,
        redirect: true,
        reason: 'storedStepSix',
      },
      {
        case: 'stored 6: the thank-you page needs step 6 done',
        input: { storedStep: 6, requestedStep: '7' },
        step: 6,
        redirect: true,
        reason: 'storedStepSix',
      },
      {
        case: 'stored 6 and on 6: stay',
        input: { storedStep: 6, requestedStep: '6' },
        step: 6,
        redirect: false,
        reason: 'stay',
      },
      // "if different and the user did not use the buttons, redirect to the stored step"
      {
        case: '"if different and the user did not use the buttons, redirect to the stored step" (back later)',
        input: { storedStep: 3, requestedStep: '1' },
        step: 3,
        redirect: true,
        reason: 'resumeStoredStep',
      },
      {
        case: 'a typed URL ahead of the stored step goes back to it',
        input: { storedStep: 2, requestedStep: '5' },
        step: 2,
        redirect: true,
        reason: 'resumeStoredStep',
      },
      {
        case: '/candidatura/{productcode} without a step opens the stored step',
        input: { storedStep: 3, requestedStep: undefined },
        step: 3,
        redirect: true,
        reason: 'resumeStoredStep',
      },
      {
        case: 'a malformed step in the URL opens the stored step',
        input: { storedStep: 3, requestedStep: '9' },
        step: 3,
        redirect: true,
        reason: 'resumeStoredStep',
      },
      {
        case: 'stored 7 (completed): a typed earlier step goes to the thank-you page',
        input: { storedStep: 7, requestedStep: '2' },
        step: 7,
        redirect: true,
        reason: 'resumeStoredStep',
      },
      // "otherwise stay"
      {
        case: '"otherwise stay": Previous from 3 to 2',
        input: { storedStep: 3, requestedStep: '2', viaButtons: true },
        step: 2,
        redirect: false,
        reason: 'stay',
      },
      {
        case: '"otherwise stay": Previous down to step 0',
        input: { storedStep: 3, requestedStep: '0', viaButtons: true },
        step: 0,
        redirect: false,
        reason: 'stay',
      },
      {
        case: '"otherwise stay": same step as stored',
        input: { storedStep: 3, requestedStep: '3' },
        step: 3,
        redirect: false,
        reason: 'stay',
      },
      {
        case: 'R-buttons: a button navigation above the stored step goes back to it',
        input: { storedStep: 2, requestedStep: '5', viaButtons: true },
        step: 2,
        redirect: true,
        reason: 'stepNotReached',
      },
      // "Different product: switch product and restart at step 1."
      {
        case: '"Different product: switch product and restart at step 1."',
        input: { storedProductCode: 'PAST-22', storedStep: 5, requestedStep: '5' },
        step: 1,
        redirect: true,
        reason: 'productSwitch',
        save: { productCode: P, step: 1 },
      },
      {
        case: 'product codes compare exactly',
        input: { storedProductCode: 'csci-23', storedStep: 5, requestedStep: '1' },
        step: 1,
        redirect: false,
        reason: 'productSwitch',
        save: { productCode: P, step: 1 },
      },
      // Blocked markers: "the account is not updated"
      {
        case: '"A blocked user (marker Bloccato1) is shown a message ... and the account is not updated"',
        input: { loginMarker: 'Bloccato1', isBlocked: true, storedProductCode: null, requestedStep: '1' },
        step: 0,
        redirect: true,
        reason: 'blocked',
        error: 'auth.blocked',
      },
      {
        case: 'Bloccato1 and not flagged blocked: "Credenziali errate"',
        input: { loginMarker: 'Bloccato1', isBlocked: false, requestedStep: '0' },
        step: 0,
        redirect: false,
        reason: 'wrongCredentials',
        error: 'auth.wrongCredentials',
      },
      // The fee
      {
        case: 'R-fee-entry: stored 4 with the fee paid opens step 5',
        input: { storedStep: 4, requestedStep: '5', feeSkippable: true },
        step: 5,
        redirect: false,
        reason: 'feeSkipped',
      },
      {
        case: 'R-fee-entry: stored 4, fee not paid: stays on the fee',
        input: { storedStep: 4, requestedStep: '5', feeSkippable: false },
        step: 4,
        redirect: true,
        reason: 'resumeStoredStep',
      },
      {
        case: 'R-fee-entry: a typed /4 with the fee skippable shows 5',
        input: { storedStep: 5, requestedStep: '4', viaButtons: true, feeSkippable: true },
        step: 5,
        redirect: true,
        reason: 'feeSkipped',
      },
      // The product
      {
        case: 'a malformed product code is refused',
        input: { productCode: 'not a product', requestedStep: '2' },
        step: 0,
        redirect: true,
        reason: 'invalidProduct',
        error: 'application.invalidProduct',
      },
    ]),
  )('%s', (_title, { input, case: _case, ...expected }) => {
    const result = resolveEntry({ ...base, ...input });
    expect(result).toEqual(expected);
    if (result.error) expect(ERROR_CODES).toContain(result.error);
  });

  const entryArb = fc.record({
    isLoggedIn: fc.boolean(),
    productCode: fc.constantFrom(P, 'PAST-24', 'bad code'),
    requestedStep: fc.oneof(stepArb, fc.constantFrom('0', '3', '7', '9', 'x', null, undefined)),
    storedStep: fc.oneof(stepArb, fc.constantFrom(null, undefined, -1, 12)),
    storedProductCode: fc.constantFrom(P, 'PAST-24', null, ''),
    viaButtons: fc.boolean(),
    feeSkippable: fc.boolean(),
    loginMarker: fc.constantFrom(null, 'Bloccato1', 'Bloccato2'),
    isBlocked: fc.boolean(),
  });

  it('always resolves to a step 0..7, and redirects exactly when the URL names another step (property)', () => {
    fc.assert(
      fc.property(entryArb, (input) => {
        const result = resolveEntry(input);
        expect(isApplicationStep(result.step)).toBe(true);
        expect(result.redirect).toBe(result.step !== parseStep(input.requestedStep));
      }),
    );
  });

  it('"A visitor sees only step 0." (property)', () => {
    fc.assert(
      fc.property(entryArb, (input) => {
        expect(resolveEntry({ ...input, isLoggedIn: false }).step).toBe(0);
      }),
    );
  });

  it('never shows the fee step while the fee is skippable (property)', () => {
    fc.assert(
      fc.property(entryArb, (input) => {
        expect(resolveEntry({ ...input, feeSkippable: true }).step).not.toBe(4);
      }),
    );
  });

  it('saves only on a new or switched product, always at step 1, and never for a blocked user (property)', () => {
    fc.assert(
      fc.property(entryArb, (input) => {
        const result = resolveEntry(input);
        if (result.save) {
          expect(['newProduct', 'productSwitch']).toContain(result.reason);
          expect(result.save).toEqual({ productCode: input.productCode, step: 1 });
        }
        if (result.error) expect(result.save).toBeUndefined();
      }),
    );
  });

  it('a logged-in user of the same product never lands above the stored step (property)', () => {
    fc.assert(
      fc.property(entryArb, (input) => {
        const result = resolveEntry({
          ...input,
          isLoggedIn: true,
          loginMarker: null,
          isBlocked: false,
          storedProductCode: P,
          productCode: P,
        });
        const stored = parseStep(input.storedStep);
        if (stored !== null && stored > 0) {
          const ceiling = stored === 4 && input.feeSkippable ? 5 : stored;
          expect(result.step).toBeLessThanOrEqual(ceiling);
        }
      }),
    );
  });
});

describe('reachedStep — R-fee-entry: a stored step 4 counts as 5 once the fee is skippable', () => {
  it.each(
    titled<{ case: string; stored: number | null; feeSkippable: boolean; expected: number }>('$case', [
      { case: 'back from a paid checkout: 4 counts as 5', stored: 4, feeSkippable: true, expected: 5 },
      { case: 'the fee still asked: 4 stays 4', stored: 4, feeSkippable: false, expected: 4 },
      { case: 'other steps are what is stored', stored: 3, feeSkippable: true, expected: 3 },
      { case: 'step 6 stays 6', stored: 6, feeSkippable: true, expected: 6 },
      { case: 'nothing stored is step 0', stored: null, feeSkippable: true, expected: 0 },
    ]),
  )('%s', (_title, { stored, feeSkippable, expected }) => {
    expect(reachedStep(stored, { feeSkippable })).toBe(expected);
  });

  it('lets the payer save step 5 with the stored step still 4, not before the fee is settled', () => {
    const base = {
      targetStep: 6,
      productCode: 'CUCINA-2027A',
      storedStep: 4,
      storedProductCode: 'CUCINA-2027A',
    };
    expect(stepSaveProblem({ ...base, feeSkippable: true })).toBeNull();
    expect(stepSaveProblem({ ...base, feeSkippable: false })).toBe('application.stepOutOfOrder');
  });
});

describe('stepSaveProblem — "On each next the account is saved with Candidatura_Current_Step__c set to the target step"; bad input refused', () => {
  const ok = { productCode: P, storedProductCode: P, feeSkippable: false };
  it.each(
    titled<{
      case: string;
      input: Partial<Parameters<typeof stepSaveProblem>[0]> & {
        targetStep: unknown;
        storedStep: number | null;
      };
      expected: string | null;
    }>('$case', [
      { case: 'next from 1 to 2', input: { targetStep: 2, storedStep: 1 }, expected: null },
      {
        case: 'next from 0: the first save is step 1',
        input: { targetStep: 1, storedStep: null, storedProductCode: null },
        expected: null,
      },
      {
        case: 'saving an earlier step again (after Previous)',
        input: { targetStep: 3, storedStep: 5, feeSkippable: true },
        expected: null,
      },
      {
        case: 'forged step number 8',
        input: { targetStep: 8, storedStep: 7 },
        expected: 'application.invalidStep',
      },
      {
        case: 'step 0 is never a save target',
        input: { targetStep: 0, storedStep: 1 },
        expected: 'application.invalidStep',
      },
      { case: 'a step as text', input: { targetStep: '2', storedStep: 1 }, expected: null },
      {
        case: 'a step that is no number',
        input: { targetStep: 'two', storedStep: 1 },
        expected: 'application.invalidStep',
      },
      {
        case: 'steps posted out of order (2 → 4)',
        input: { targetStep: 4, storedStep: 2 },
        expected: 'application.stepOutOfOrder',
      },
      {
        case: 'no stored product: only step 1',
        input: { targetStep: 3, storedStep: 2, storedProductCode: null },
        expected: 'application.stepOutOfOrder',
      },
      {
        case: '"Going forward to 4 skips to 5 if the fee can be skipped": 3 → 5',
        input: { targetStep: 5, storedStep: 3, feeSkippable: true },
        expected: null,
      },
      {
        case: '3 → 5 while the fee is due',
        input: { targetStep: 5, storedStep: 3 },
        expected: 'application.stepOutOfOrder',
      },
      {
        case: '4 → 5 without paying',
        input: { targetStep: 5, storedStep: 4 },
        expected: 'application.feeNotPaid',
      },
      {
        case: '6 → 7 completes once the fee is settled',
        input: { targetStep: 7, storedStep: 6, feeSkippable: true },
        expected: null,
      },
      {
        case: '6 → 7 with the fee due',
        input: { targetStep: 7, storedStep: 6 },
        expected: 'application.feeNotPaid',
      },
      {
        case: "another product's step (another user's product)",
        input: { targetStep: 3, storedStep: 2, productCode: 'PAST-24' },
        expected: 'application.productMismatch',
      },
      {
        case: '"Different product: switch product and restart at step 1": saving step 1',
        input: { targetStep: 1, storedStep: 5, productCode: 'PAST-24' },
        expected: null,
      },
      {
        case: 'a malformed product code',
        input: { targetStep: 2, storedStep: 1, productCode: 'x' },
        expected: 'application.invalidProduct',
      },
    ]),
  )('%s', (_title, { input, expected }) => {
    expect(stepSaveProblem({ ...ok, ...input })).toBe(expected);
  });

  it('a step that Next offers from the stored step can always be saved (property)', () => {
    fc.assert(
      fc.property(stepArb, (stored) => {
        const target = nextStep(stored, { feeSkippable: true });
        fc.pre(target > 0);
        expect(
          stepSaveProblem({ ...ok, storedStep: stored, targetStep: target, feeSkippable: true }),
        ).toBeNull();
      }),
    );
  });

  it('nothing beyond the step after the reached one can be saved (property)', () => {
    fc.assert(
      fc.property(stepArb, stepArb, fc.boolean(), (stored, target, feeSkippable) => {
        fc.pre(target > Math.max(1, nextStep(reachedStep(stored, { feeSkippable }), { feeSkippable })));
        expect(stepSaveProblem({ ...ok, storedStep: stored, targetStep: target, feeSkippable })).toBe(
          'application.stepOutOfOrder',
        );
      }),
    );
  });
});
