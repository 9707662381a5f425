/**
 * The state of a voucher and what each step of the voucher page answers (specification 001,
 * section 4 "Voucher", section 8 voucher messages):
 * - "Enter code -> lookup. Not found or enrolment closed: alert" — "Voucher non trovato!";
 * - "Already redeemed: alert" — "Voucher già riscosso";
 * - the transfer failing — "Errore nel riscatto del voucher";
 * - the lookup failing — "Errore nella ricerca";
 * - registration, login or profile failing — "Errori nel riscattare il voucher, contattare
 *   l'assistenza!" (the spinner stops).
 *
 * Readings (docs/decisions/0050-vouchers-readings.md): a voucher disabled by the secretariat or
 * past its last day is the "enrolment closed" of the specification (not found); a voucher whose
 * uses are all taken, or that this person has already redeemed, is "already redeemed".
 */

export const VOUCHER_STATUSES = ['valid', 'redeemed', 'expired', 'disabled'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

export interface VoucherState {
  /** Uses so far. */
  uses: number;
  /** The most uses allowed; null: no maximum. */
  maxUses: number | null;
  /** The last day it can be redeemed (YYYY-MM-DD, the school's calendar); null: no expiry. */
  expiresOn: string | null;
  /** Disabled by the secretariat. */
  disabled: boolean;
}

/** Whether every use of the voucher is taken. */
export function isFullyRedeemed(v: Pick<VoucherState, 'uses' | 'maxUses'>): boolean {
  return v.maxUses !== null && v.uses >= v.maxUses;
}

/** Whether the voucher's last day is before `today` (YYYY-MM-DD, the school's calendar). */
export function isExpired(v: Pick<VoucherState, 'expiresOn'>, today: string): boolean {
  return v.expiresOn !== null && v.expiresOn < today;
}

/**
 * The voucher's status on `today`: disabled first (the secretariat's word), then redeemed (every
 * use taken, even if it has expired since), then expired, otherwise valid.
 */
export function voucherStatus(v: VoucherState, today: string): VoucherStatus {
  if (v.disabled) return 'disabled';
  if (isFullyRedeemed(v)) return 'redeemed';
  if (isExpired(v, today)) return 'expired';
  return 'valid';
}

/** The uses left (null: no maximum). */
export function usesLeft(v: Pick<VoucherState, 'uses' | 'maxUses'>): number | null {
  return v.maxUses === null ? null : Math.max(0, v.maxUses - v.uses);
}

export type VoucherRefusal = 'vouchers.notFound' | 'vouchers.alreadyRedeemed';

/**
 * Why a person cannot redeem a voucher, or null when they can: none with that code, disabled or
 * expired → not found ("Not found or enrolment closed"); every use taken, or this person redeemed
 * it already → already redeemed.
 */
export function redemptionRefusal(
  v: VoucherState | null,
  today: string,
  redeemedByThisPerson = false,
): VoucherRefusal | null {
  if (v === null) return 'vouchers.notFound';
  const status = voucherStatus(v, today);
  if (status === 'disabled' || status === 'expired') return 'vouchers.notFound';
  if (status === 'redeemed' || redeemedByThisPerson) return 'vouchers.alreadyRedeemed';
  return null;
}

/** The steps of the voucher page that can fail, and the message each failure shows. */
export type VoucherStep = 'lookup' | 'redeem' | 'register';

export const VOUCHER_MESSAGES = [
  'notFound',
  'alreadyRedeemed',
  'redeemFailed',
  'searchFailed',
  'registrationFailed',
] as const;
export type VoucherMessage = (typeof VOUCHER_MESSAGES)[number];

/**
 * The message of a failed step from the error code the server answered ('unknown' for a network
 * failure): the two refusals keep their own message whatever the step; anything else is the
 * step's failure ("Errore nella ricerca", "Errore nel riscatto del voucher", "Errori nel
 * riscattare il voucher, contattare l'assistenza!").
 */
export function voucherMessage(step: VoucherStep, code: string): VoucherMessage {
  if (code === 'vouchers.notFound') return 'notFound';
  if (code === 'vouchers.alreadyRedeemed') return 'alreadyRedeemed';
  if (step === 'lookup') return 'searchFailed';
  if (step === 'redeem') return 'redeemFailed';
  return 'registrationFailed';
}
