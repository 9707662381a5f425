import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../shared/errors.ts';
import { titled } from '../testing/titled.ts';
import {
  APPLICATION_FEE,
  FEE_STEP,
  FEE_TEXT_KEYS,
  feeApplies,
  feeCheckoutProblem,
  feeStepState,
  isFeePaid,
  isFeeSkippable,
  PAID_FEE_STAGE_NAME,
  PAYMENT_FAILED_ERROR,
} from './fee.ts';

describe('the fee — "Application fee: 100.00 EUR (tot 100), non-refundable"', () => {
  it('is 10000 cents of EUR on step 4', () => {
    expect(APPLICATION_FEE).toEqual({ amountCents: 10000, currency: 'EUR' });
    expect(FEE_STEP).toBe(4);
  });
});

describe('isFeePaid — "the paid-fee opportunity for the course has StageName Closed Won"', () => {
  it.each([
    { stage: 'Closed Won', paid: true },
    { stage: 'closed won', paid: true },
    { stage: ' Closed  Won ', paid: true },
    { stage: 'Closed Lost', paid: false },
    { stage: 'Prospecting', paid: false },
    { stage: '', paid: false },
    { stage: null, paid: false },
    { stage: undefined, paid: false },
  ])('$stage → $paid', ({ stage, paid }) => {
    expect(isFeePaid(stage)).toBe(paid);
  });
  it('spells the stage as the CRM does', () => {
    expect(PAID_FEE_STAGE_NAME).toBe('Closed Won');
  });
});

describe('isFeeSkippable — "The fee is skippable when showFee__c is false or the paid-fee opportunity for the course has StageName Closed Won"', () => {
  it.each(
    titled<{
      case: string;
      showFee: boolean | null;
      stage: string | null;
      applies: boolean;
      skippable: boolean;
    }>('$case', [
      { case: 'showFee__c false', showFee: false, stage: null, applies: false, skippable: true },
      { case: 'showFee__c true, not paid', showFee: true, stage: null, applies: true, skippable: false },
      {
        case: 'showFee__c true, Closed Won',
        showFee: true,
        stage: 'Closed Won',
        applies: true,
        skippable: true,
      },
      {
        case: 'showFee__c true, Closed Lost',
        showFee: true,
        stage: 'Closed Lost',
        applies: true,
        skippable: false,
      },
      {
        case: 'R-showfee: unknown flag → the fee applies',
        showFee: null,
        stage: null,
        applies: true,
        skippable: false,
      },
      { case: 'unknown flag but paid', showFee: null, stage: 'Closed Won', applies: true, skippable: true },
    ]),
  )('%s', (_title, { showFee, stage, applies, skippable }) => {
    expect(feeApplies({ showFee })).toBe(applies);
    expect(isFeeSkippable({ showFee, paidFeeStageName: stage })).toBe(skippable);
  });
});

describe('feeStepState — "a payment-failed flag is stored locally as true before leaving for the ... checkout and shown as the errorePagamento alert on return; cleared when the fee is skipped"', () => {
  it.each(
    titled<{
      case: string;
      showFee: boolean;
      stage: string | null;
      started: boolean;
      pending?: boolean;
      alert: string | null;
      clear: boolean;
      canPay: boolean;
    }>('$case', [
      {
        case: 'first visit: pay button, no alert',
        showFee: true,
        stage: null,
        started: false,
        alert: null,
        clear: false,
        canPay: true,
      },
      {
        case: 'back from a failed or cancelled checkout: errorePagamento',
        showFee: true,
        stage: 'Closed Lost',
        started: true,
        alert: 'paymentFailed',
        clear: false,
        canPay: true,
      },
      {
        case: 'back from a paid checkout: flag cleared, no alert',
        showFee: true,
        stage: 'Closed Won',
        started: true,
        alert: null,
        clear: true,
        canPay: false,
      },
      {
        case: 'R-pending: back before the confirmation arrived, or without paying: the open checkout is offered again',
        showFee: true,
        stage: null,
        started: true,
        pending: true,
        alert: 'paymentPending',
        clear: false,
        canPay: true,
      },
      {
        case: 'fee not asked: flag cleared',
        showFee: false,
        stage: null,
        started: true,
        alert: null,
        clear: true,
        canPay: false,
      },
    ]),
  )('%s', (_title, { showFee, stage, started, pending, alert, clear, canPay }) => {
    const state = feeStepState({
      showFee,
      paidFeeStageName: stage,
      paymentStartedFlag: started,
      checkoutPending: pending,
    });
    expect(state.alert).toBe(alert);
    expect(state.clearPaymentStartedFlag).toBe(clear);
    expect(state.canPay).toBe(canPay);
  });

  it('never shows an alert nor a pay button once the fee is skippable (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (showFee, started, pending) => {
        const facts = { showFee, paidFeeStageName: showFee ? 'Closed Won' : null };
        const state = feeStepState({ ...facts, paymentStartedFlag: started, checkoutPending: pending });
        expect(state.skippable).toBe(true);
        expect(state.alert).toBeNull();
        expect(state.canPay).toBe(false);
      }),
    );
  });
});

describe('feeCheckoutProblem — the server never charges a fee that is not asked or already paid', () => {
  it.each([
    { showFee: false, stage: null, expected: 'payment.notRequired' },
    { showFee: true, stage: 'Closed Won', expected: 'payment.alreadyPaid' },
    { showFee: true, stage: null, expected: null },
    { showFee: null, stage: null, expected: null },
  ])('showFee $showFee, stage $stage → $expected', ({ showFee, stage, expected }) => {
    expect(feeCheckoutProblem({ showFee, paidFeeStageName: stage })).toBe(expected);
  });

  it('its codes and the failure text are catalogue codes', () => {
    for (const code of ['payment.notRequired', 'payment.alreadyPaid', PAYMENT_FAILED_ERROR])
      expect(ERROR_CODES).toContain(code);
  });
});

describe('FEE_TEXT_KEYS', () => {
  it('names the errorePagamento alert and "Processing..."', () => {
    expect(FEE_TEXT_KEYS.paymentFailedAlert).toBe('step4.errorePagamento');
    expect(FEE_TEXT_KEYS.processing).toBe('step4.processing');
    expect(new Set(Object.values(FEE_TEXT_KEYS)).size).toBe(Object.values(FEE_TEXT_KEYS).length);
  });
});
