import { hasActiveCourse, hasCategory, shopCategory } from '../access/rules.ts';
import type { AccessSubject } from '../access/subject.ts';
import { TEXT_MAX } from '../shared/limits.ts';
import { hasControlCharacters } from '../shared/text.ts';
import { assertCents } from './money.ts';

/**
 * The summary and its amounts (specification 000: section 2 "Summary", section 3 "Shipping",
 * section 5 "Summary", section 6 "Shop category for shipping", "Shipping form and fee apply to
 * graduates without an active course", section 9 "Free shipping … shipping within Italy only",
 * "line total price times quantity, 2 decimals"). Every amount is whole euro cents.
 */

// ---------------------------------------------------------------------------------------------
// Totals

/** A line as priced: the unit price of the shopper's tier (`productPrice(...).unitCents`) and qty. */
export interface PricedLine {
  unitCents: number;
  quantity: number;
}

/** "line total price times quantity, 2 decimals": exact in cents. */
export function lineTotalCents(line: PricedLine): number {
  assertCents(line.unitCents, 'unit price');
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
    throw new RangeError(`quantity must be a whole number above 0, got ${line.quantity}`);
  return line.unitCents * line.quantity;
}

export interface CartTotals {
  /** The products' lines. */
  linesCents: number;
  /** The bag line ("an available bag with price"), 0 for "no bag". */
  bagCents: number;
  /** The cart total ("summary total", "cart total"): lines and bag, before shipping. */
  cartCents: number;
}

/** The cart's total: each line's quantity × unit price, plus the chosen bag. */
export function cartTotals(input: { lines: readonly PricedLine[]; bag: PricedLine | null }): CartTotals {
  const linesCents = input.lines.reduce((total, line) => total + lineTotalCents(line), 0);
  const bagCents = input.bag ? lineTotalCents(input.bag) : 0;
  return { linesCents, bagCents, cartCents: linesCents + bagCents };
}

// ---------------------------------------------------------------------------------------------
// Shipping

/** "Shop category for shipping: 1 graduate or external, 2 student, 3 employee" (`shopCategory`). */
export type ShopCategory = NonNullable<ReturnType<typeof shopCategory>>;

/** "shipping within Italy only": the one destination country (the form has no country field). */
export const SHIPPING_COUNTRY = 'IT';

/**
 * "Free shipping for graduates when total is 110 or more (also stated as over 110)": free from
 * 110,00 € included (specification 000, section 9). The other reading, "Free shipping for orders
 * over 110 EUR" (specification 001, section 9), would charge shipping at exactly 110,00 €.
 */
export const FREE_SHIPPING_FROM_CENTS = 11_000;

/**
 * "Shipping form and fee apply to graduates without an active course"; "shipping form only for
 * graduates not in an active course": a Diplomato whose course enrolment is not active.
 */
export function requiresShipping(subject: AccessSubject | null): boolean {
  return hasCategory(subject, 'Diplomato') && !hasActiveCourse(subject);
}

/** "the shipping product has price per category Prezzo_{category}__c" (cents; null: none). */
export type ShippingPrices = Readonly<Record<ShopCategory, number | null>>;

/**
 * The shipping fee of an order: nothing when the person need not ship (`requiresShipping`) or the
 * cart total reaches `FREE_SHIPPING_FROM_CENTS`; "otherwise price by category": the shipping
 * product's Prezzo_{category}__c for the person's `shopCategory`. Null when that price is missing:
 * the fee cannot be computed and the order cannot be paid.
 */
export function shippingFeeCents(
  subject: AccessSubject | null,
  cartCents: number,
  shippingPrices: ShippingPrices | null,
): number | null {
  assertCents(cartCents, 'cart total');
  if (!requiresShipping(subject)) return 0;
  if (cartCents >= FREE_SHIPPING_FROM_CENTS) return 0;
  const category = shopCategory(subject);
  const price = category === null ? null : (shippingPrices?.[category] ?? null);
  return price === null ? null : assertCents(price, `Prezzo_${category}__c (shipping)`);
}

export interface OrderTotals extends CartTotals {
  shippingCents: number;
  /** What is paid: cart total plus shipping. */
  totalCents: number;
}

/**
 * The summary's amounts, all computed here (never taken from the browser): lines, bag, cart total,
 * shipping and grand total. Null when the shipping fee is due but has no price.
 */
export function orderTotals(
  subject: AccessSubject | null,
  input: { lines: readonly PricedLine[]; bag: PricedLine | null; shippingPrices: ShippingPrices | null },
): OrderTotals | null {
  const cart = cartTotals(input);
  const shippingCents = shippingFeeCents(subject, cart.cartCents, input.shippingPrices);
  if (shippingCents === null) return null;
  return { ...cart, shippingCents, totalCents: cart.cartCents + shippingCents };
}

// ---------------------------------------------------------------------------------------------
// Shipping form

/** Section 3, "Shipping" (the CRM fields in the comments). */
export interface ShippingForm {
  /** Nome_spedizione__c */
  firstName: string;
  /** Cognome_spedizione__c */
  lastName: string;
  /** Indirizzo_spedizione__c */
  street: string;
  /** Citta_spedizione__c */
  city: string;
  /** Provincia_spedizione__c */
  province: string;
  /** Cap_spedizione__c */
  postcode: string;
  /** Cellulare_spedizione__c */
  mobile: string;
  /** Note_spedizione__c */
  notes: string;
}
export type ShippingField = keyof ShippingForm;

/** "name, surname, address, city, province (max 100 each)". */
export const SHIPPING_TEXT_MAX = 100;
/** "postcode (numeric, max 5)". */
export const SHIPPING_POSTCODE_MAX = 5;
/** "notes optional max 255". */
export const SHIPPING_NOTES_MAX = 255;
/** "mobile (numeric)": no length is stated, so the default "Text max length 100". */
export const SHIPPING_MOBILE_MAX = TEXT_MAX;

/** Every field is required but the notes. */
export const SHIPPING_REQUIRED_FIELDS = [
  'firstName',
  'lastName',
  'street',
  'city',
  'province',
  'postcode',
  'mobile',
] as const satisfies readonly ShippingField[];

/** The longest value of each field, the limit its "tooLong" problem names. */
export const SHIPPING_MAX: Record<ShippingField, number> = {
  firstName: SHIPPING_TEXT_MAX,
  lastName: SHIPPING_TEXT_MAX,
  street: SHIPPING_TEXT_MAX,
  city: SHIPPING_TEXT_MAX,
  province: SHIPPING_TEXT_MAX,
  postcode: SHIPPING_POSTCODE_MAX,
  mobile: SHIPPING_MOBILE_MAX,
  notes: SHIPPING_NOTES_MAX,
};
const NUMERIC_FIELDS: readonly ShippingField[] = ['postcode', 'mobile'];

export type ShippingFieldProblem = 'required' | 'tooLong' | 'notNumeric' | 'controlCharacters';

/**
 * Summary, section 5: "For graduates shipping fields required: name, surname, address, city,
 * province (max 100 each), postcode (numeric, max 5), mobile (numeric); notes optional max 255."
 * Values are read trimmed. The problems by field (empty object: the form is valid).
 */
export function shippingFormProblems(
  form: ShippingForm,
): Partial<Record<ShippingField, ShippingFieldProblem>> {
  const problems: Partial<Record<ShippingField, ShippingFieldProblem>> = {};
  for (const field of Object.keys(SHIPPING_MAX) as ShippingField[]) {
    const value = form[field].trim();
    const problem: ShippingFieldProblem | null = hasControlCharacters(value)
      ? 'controlCharacters'
      : value === ''
        ? (SHIPPING_REQUIRED_FIELDS as readonly ShippingField[]).includes(field)
          ? 'required'
          : null
        : value.length > SHIPPING_MAX[field]
          ? 'tooLong'
          : NUMERIC_FIELDS.includes(field) && !/^\d+$/.test(value)
            ? 'notNumeric'
            : null;
    if (problem) problems[field] = problem;
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The summary's clause, payment and cancel

/** "return-clause checkbox (three texts: graduate, badge top-up, standard)". */
export const RETURN_CLAUSES = ['graduate', 'topUp', 'standard'] as const;
export type ReturnClause = (typeof RETURN_CLAUSES)[number];

/**
 * Which return-clause text the summary shows: the badge top-up text for a top-up purchase, the
 * graduate text for a person who must ship (`requiresShipping`), the standard text otherwise.
 */
export function returnClause(subject: AccessSubject | null, purchase: { isTopUp: boolean }): ReturnClause {
  if (purchase.isTopUp) return 'topUp';
  return requiresShipping(subject) ? 'graduate' : 'standard';
}

/** "Size changes accepted within 5 working days of purchase." */
export const SIZE_CHANGE_WORKING_DAYS = 5;

export type PayBlock =
  | 'emptyCart'
  | 'zeroTotal'
  | 'noShippingPrice'
  | 'shippingForm'
  | 'returnClause'
  | 'paymentInProgress';

/**
 * Why "proceed to payment" is disabled, or null: "pay disabled if cart empty, payment in progress
 * or return clause unticked"; "Payment disabled with empty cart or zero total" (the cart's total,
 * as on the cart's "buy now": shipping alone is never paid); "For graduates shipping fields
 * required" (`shippingFormProblems`, only when `requiresShipping`).
 */
export function payBlock(input: {
  subject: AccessSubject | null;
  lineCount: number;
  /** `orderTotals(...)`, null when the shipping fee has no price. */
  totals: OrderTotals | null;
  shipping: ShippingForm | null;
  returnClauseAccepted: boolean;
  paymentInProgress: boolean;
}): PayBlock | null {
  if (input.lineCount === 0) return 'emptyCart';
  if (input.totals === null) return 'noShippingPrice';
  if (input.totals.cartCents === 0) return 'zeroTotal';
  if (
    requiresShipping(input.subject) &&
    (input.shipping === null || Object.keys(shippingFormProblems(input.shipping)).length > 0)
  )
    return 'shippingForm';
  if (!input.returnClauseAccepted) return 'returnClause';
  if (input.paymentInProgress) return 'paymentInProgress';
  return null;
}

/** "Cancel goes back to badge page (top-up) or shop." The route name. */
export function summaryCancelRoute(purchase: { isTopUp: boolean }): 'EcommerceBadge' | 'EcommerceShop' {
  return purchase.isTopUp ? 'EcommerceBadge' : 'EcommerceShop';
}

/** "Thank-you (/ecommerce/typ/{success}): s … f …": the outcome of the address's parameter. */
export function thankYouOutcome(param: string | null | undefined): 'success' | 'failure' | null {
  if (param === 's') return 'success';
  if (param === 'f') return 'failure';
  return null;
}
