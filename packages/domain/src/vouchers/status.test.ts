import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import { redemptionRefusal, usesLeft, type VoucherState, voucherMessage, voucherStatus } from './status.ts';

const TODAY = '2026-05-10';
const voucher = (v: Partial<VoucherState> = {}): VoucherState => ({
  uses: 0,
  maxUses: 1,
  expiresOn: null,
  disabled: false,
  ...v,
});

describe('voucherStatus — valid, redeemed, expired, disabled', () => {
  it.each(
    titled('$name → $status', [
      { name: 'new single-use', v: voucher(), status: 'valid' },
      { name: 'used once of one', v: voucher({ uses: 1 }), status: 'redeemed' },
      { name: 'used 2 of 3', v: voucher({ uses: 2, maxUses: 3 }), status: 'valid' },
      { name: 'no maximum, used 500 times', v: voucher({ uses: 500, maxUses: null }), status: 'valid' },
      { name: 'last day is today', v: voucher({ expiresOn: TODAY }), status: 'valid' },
      { name: 'last day was yesterday', v: voucher({ expiresOn: '2026-05-09' }), status: 'expired' },
      { name: 'used up, then expired', v: voucher({ uses: 1, expiresOn: '2026-01-01' }), status: 'redeemed' },
      { name: 'disabled', v: voucher({ disabled: true }), status: 'disabled' },
      { name: 'disabled and used up', v: voucher({ uses: 1, disabled: true }), status: 'disabled' },
    ]),
  )('%s', (_t, { v, status }) => expect(voucherStatus(v, TODAY)).toBe(status));

  it('counts the uses left', () => {
    expect(usesLeft(voucher({ uses: 1, maxUses: 3 }))).toBe(2);
    expect(usesLeft(voucher({ uses: 4, maxUses: 3 }))).toBe(0);
    expect(usesLeft(voucher({ maxUses: null }))).toBeNull();
  });
});

describe('redemptionRefusal — "Not found or enrolment closed" / "Already redeemed"', () => {
  it.each(
    titled('$name → $refusal', [
      { name: 'no voucher with the code', v: null, mine: false, refusal: 'vouchers.notFound' },
      {
        name: 'disabled (closed)',
        v: voucher({ disabled: true }),
        mine: false,
        refusal: 'vouchers.notFound',
      },
      {
        name: 'expired (closed)',
        v: voucher({ expiresOn: '2026-05-01' }),
        mine: false,
        refusal: 'vouchers.notFound',
      },
      { name: 'every use taken', v: voucher({ uses: 1 }), mine: false, refusal: 'vouchers.alreadyRedeemed' },
      {
        name: 'redeemed by this person, uses left',
        v: voucher({ uses: 1, maxUses: 5 }),
        mine: true,
        refusal: 'vouchers.alreadyRedeemed',
      },
      { name: 'valid', v: voucher(), mine: false, refusal: null },
    ]),
  )('%s', (_t, { v, mine, refusal }) => expect(redemptionRefusal(v, TODAY, mine)).toBe(refusal));
});

describe('voucherMessage — the message of section 8 each failure shows', () => {
  it.each(
    titled('$step answered $code → $message', [
      { step: 'lookup', code: 'vouchers.notFound', message: 'notFound' },
      { step: 'lookup', code: 'vouchers.alreadyRedeemed', message: 'alreadyRedeemed' },
      { step: 'lookup', code: 'server.error', message: 'searchFailed' },
      { step: 'lookup', code: 'unknown', message: 'searchFailed' },
      { step: 'redeem', code: 'vouchers.alreadyRedeemed', message: 'alreadyRedeemed' },
      { step: 'redeem', code: 'vouchers.notFound', message: 'notFound' },
      { step: 'redeem', code: 'server.error', message: 'redeemFailed' },
      { step: 'register', code: 'vouchers.alreadyRedeemed', message: 'alreadyRedeemed' },
      { step: 'register', code: 'auth.usernameTaken', message: 'registrationFailed' },
      { step: 'register', code: 'unknown', message: 'registrationFailed' },
    ] as const),
  )('%s', (_t, { step, code, message }) => expect(voucherMessage(step, code)).toBe(message));
});
