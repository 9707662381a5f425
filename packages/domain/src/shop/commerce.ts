import { areCouponsVisible, isShopVisible, isTopUpVisible } from '../access/rules.ts';
import type { AccessSubject } from '../access/subject.ts';
import { schoolClock } from '../shared/clock.ts';
import { ISO_DATE, isRealDate } from '../shared/text.ts';

/**
 * The commerce home, the coupons and the shop's texts (specification 000: section 2 "Home" (the
 * 4th box) and "Commerce" (commerce home, coupons, thank-you), section 6 "Shop visible if …;
 * top-up needs the recharge flag; coupons need login", section 8, section 9 "Coupon promo valid
 * 15 Jan to 30 Apr 2025"; specification 001, section 8 "Quantità massima per ordine raggiunta").
 * The visibility rules themselves are those of `../access/rules.ts`: `isShopVisible` (also the
 * Home's 4th shop box, "when the shop is visible"), `isTopUpVisible`, `areCouponsVisible`.
 */

/** Which of the commerce home's boxes are enabled (each box is always shown). */
export interface CommerceBoxes {
  /** Acquisti: "shop; disabled unless shop visible". */
  shop: boolean;
  /** Storico: "(same)". */
  history: boolean;
  /** Ricarica Badge: "disabled unless top-up visible". */
  topUp: boolean;
  /** Coupons: "disabled unless logged in". */
  coupons: boolean;
}

/** "Commerce home: four boxes: Acquisti, Storico, Ricarica Badge, Coupons". */
export function commerceBoxes(subject: AccessSubject | null): CommerceBoxes {
  const shop = isShopVisible(subject);
  return { shop, history: shop, topUp: isTopUpVisible(subject), coupons: areCouponsVisible(subject) };
}

// ---------------------------------------------------------------------------------------------
// Coupons

/** "Coupons: three partner coupons". */
export const PARTNER_COUPON_COUNT = 3;

/** A span of whole days on the school's calendar (Europe/Rome), both days included (YYYY-MM-DD). */
export interface DayWindow {
  from: string;
  to: string;
}

/**
 * "one shown only between 15 Jan 2025 and 30 Apr 2025"; "Coupon promo valid 15 Jan to 30 Apr
 * 2025": the seasonal coupon's window as specified. A default: the window is data of the coupon.
 */
export const SEASONAL_COUPON_WINDOW: DayWindow = { from: '2025-01-15', to: '2025-04-30' };

/** A real calendar day of the form YYYY-MM-DD. */
function isDay(value: string): boolean {
  return ISO_DATE.test(value) && isRealDate(value);
}

/**
 * Whether `now` falls in the window: from 00:00 of its first day to the end of its last day
 * (23:59:59.999) on the school's clock, whatever the machine's zone. A malformed window is never open.
 */
export function isWithinDayWindow(window: DayWindow, now: Date): boolean {
  if (!isDay(window.from) || !isDay(window.to) || Number.isNaN(now.getTime())) return false;
  const { today } = schoolClock(now);
  return today >= window.from && today <= window.to;
}

/** What the coupon rule reads: a coupon shown only within its window, or always (null). */
export interface WindowedCoupon {
  window: DayWindow | null;
}

/**
 * The coupons the page lists: none unless logged in ("coupons need login"), then every coupon
 * without a window and those whose window holds `now`, in the order given.
 */
export function visibleCoupons<T extends WindowedCoupon>(
  subject: AccessSubject | null,
  coupons: readonly T[],
  now: Date,
): T[] {
  if (!areCouponsVisible(subject)) return [];
  return coupons.filter((coupon) => coupon.window === null || isWithinDayWindow(coupon.window, now));
}
