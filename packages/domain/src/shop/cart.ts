import { sortSizes } from '../candidate/clothing.ts';
import { FAMILY_BAG, isOrderable, type ProductPrice, type StockState } from './catalogue.ts';
import { assertCents } from './money.ts';

/**
 * The cart (specification 000: section 2 "Commerce" (product sheet, cart), section 3 "Cart line",
 * section 4 "Cart", section 5 "Cart", section 9 "Cart lifetime", "Quantity 1 to 10 or per-order
 * maximum"; specification 001: section 5 "Catalogue rules", section 8 "Quantità massima per
 * ordine raggiunta", section 9 "embroidery text 15", "default quantity options up to 10 or the
 * remaining allowed per order").
 */

// ---------------------------------------------------------------------------------------------
// Lifetime

/** "Cart lifetime 1 day (864e5 ms)". */
export const CART_LIFETIME_MS = 864e5;
/** "cookie 1440 minutes" (the same day, in minutes). */
export const CART_COOKIE_MINUTES = 1440;

/**
 * "Cart: kept 1 day": a cart last saved at `savedAt` is expired once a full day has passed, that is
 * from exactly 24 hours after it (kept during [savedAt, savedAt + 1 day)). Each change saves the
 * cart again, so the day runs from the last change. An unreadable time counts as expired; a time
 * in the future (another machine's clock) does not.
 */
export function isCartExpired(savedAt: Date, now: Date): boolean {
  const saved = savedAt.getTime();
  if (Number.isNaN(saved) || Number.isNaN(now.getTime())) return true;
  return now.getTime() - saved >= CART_LIFETIME_MS;
}

/**
 * "Cart: kept 1 day and only for the same user, otherwise emptied; reset after payment." Whether a
 * stored cart is still this user's cart (false: it is emptied). Emptying after payment is the
 * caller's act, not a state of the cart.
 */
export function isCartUsable(
  cart: { ownerId: string; savedAt: Date },
  viewer: { userId: string; now: Date },
): boolean {
  return cart.ownerId === viewer.userId && !isCartExpired(cart.savedAt, viewer.now);
}

// ---------------------------------------------------------------------------------------------
// Lines

/** Section 3, "Cart line: product fields plus qty, taglia, numero, testoRicamo". */
export interface CartLine {
  /** Id of the product. */
  productId: string;
  /** Family of the product. */
  family: string;
  /** qty */
  quantity: number;
  /** taglia or numero: the size or shoe number chosen ('' when the product has none). */
  size: string;
  /** testoRicamo: the embroidery text ('' when none). */
  embroideryText: string;
}

/** A bag of the cart's bag choice (Family Shopper). */
export function isBagLine(line: Pick<CartLine, 'family'>): boolean {
  return line.family === FAMILY_BAG;
}

/** A line carrying an embroidery. */
export function isEmbroideredLine(line: Pick<CartLine, 'embroideryText'>): boolean {
  return line.embroideryText.trim() !== '';
}

/** The cart button's badge: "cart button with badge of total quantity". */
export function cartQuantity(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((total, line) => total + line.quantity, 0);
}

/**
 * "quantity already in cart": the units of a product in the cart, whatever their size or
 * embroidery; `except` leaves one line out (the line whose quantity is being changed).
 */
export function quantityInCart(
  lines: readonly Pick<CartLine, 'productId' | 'quantity'>[],
  productId: string,
  except?: Pick<CartLine, 'productId' | 'quantity'>,
): number {
  return lines
    .filter((line) => line !== except && line.productId === productId)
    .reduce((total, line) => total + line.quantity, 0);
}

// ---------------------------------------------------------------------------------------------
// Quantity

/** "Cart: quantity min 1". */
export const QUANTITY_MIN = 1;
/** "max 10 …": the default top of the quantity select. */
export const QUANTITY_MAX = 10;

/**
 * Max_Acquisti_Per_Ordine__c as a limit: a whole number above 0, or null when the product has
 * none (an empty field or 0, as the CRM leaves it when no limit is set).
 */
export function perOrderMaximum(value: number | null | undefined): number | null {
  return value !== null && value !== undefined && Number.isSafeInteger(value) && value > 0 ? value : null;
}

export interface QuantityBounds {
  min: typeof QUANTITY_MIN;
  /** The largest quantity that may be chosen now (below `min`: none may). */
  max: number;
  /**
   * "Quantità massima per ordine raggiunta: the cart already holds the per-order maximum." Only a
   * product with a per-order maximum can reach it.
   */
  limitReached: boolean;
}

/**
 * "Cart: quantity min 1, max 10 or the product's per-order maximum minus quantity already in
 * cart"; "default quantity options up to 10 or the remaining allowed per order". Without a
 * per-order maximum: 1 to 10. With one: 1 to the maximum less the units already in the cart (the
 * per-order maximum replaces 10, it is not capped by it).
 */
export function quantityBounds(input: {
  /** Max_Acquisti_Per_Ordine__c */
  perOrderMax: number | null | undefined;
  /** The units of the product already in the cart (`quantityInCart`). */
  inCart: number;
}): QuantityBounds {
  const limit = perOrderMaximum(input.perOrderMax);
  if (limit === null) return { min: QUANTITY_MIN, max: QUANTITY_MAX, limitReached: false };
  const remaining = Math.max(0, limit - Math.max(0, input.inCart));
  return { min: QUANTITY_MIN, max: remaining, limitReached: remaining === 0 };
}

/** The quantity select's options, min to max (none when the limit is reached). */
export function quantityOptions(bounds: QuantityBounds): number[] {
  const options: number[] = [];
  for (let quantity = bounds.min; quantity <= bounds.max; quantity += 1) options.push(quantity);
  return options;
}

/** "quantity a whole number above 0" within the bounds. */
export function isQuantityAllowed(quantity: number, bounds: QuantityBounds): boolean {
  return Number.isSafeInteger(quantity) && quantity >= bounds.min && quantity <= bounds.max;
}

// ---------------------------------------------------------------------------------------------
// Embroidery

/** "embroidery text max 15 characters including spaces". */
export const EMBROIDERY_TEXT_MAX = 15;

/** Controls (C0, C1, DEL, tab and line breaks) and line or paragraph separators: the text is one line. */
const EMBROIDERY_REFUSED = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** The text as stored and embroidered: composed (NFC, "è" is one character) and trimmed. */
export function normalizeEmbroideryText(text: string): string {
  return text.normalize('NFC').trim();
}

/** Characters of an embroidery text, spaces included, after `normalizeEmbroideryText`. */
export function embroideryLength(text: string): number {
  return [...normalizeEmbroideryText(text)].length;
}

export type EmbroideryProblem =
  | 'embroideryRequired'
  | 'embroideryTooLong'
  | 'embroideryControlCharacters'
  | 'embroideryNotOffered';

/**
 * "embroidery text max 15 characters and required when embroidery possible" (Possibilita_Ricamo__c);
 * "max 15 characters including spaces". Any printable character is allowed (the specification
 * names no alphabet); control characters and line breaks are refused. A product without embroidery
 * takes no text.
 */
export function embroideryProblem(text: string, isEmbroiderable: boolean): EmbroideryProblem | null {
  if (EMBROIDERY_REFUSED.test(text)) return 'embroideryControlCharacters';
  const length = embroideryLength(text);
  if (!isEmbroiderable) return length === 0 ? null : 'embroideryNotOffered';
  if (length === 0) return 'embroideryRequired';
  if (length > EMBROIDERY_TEXT_MAX) return 'embroideryTooLong';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Size

export type SizeProblem = 'sizeRequired' | 'sizeUnknown';

/** The size select's options: "Sizes sort 10XS to 10XL; shoe sizes numerically" (`sortSizes`). */
export function sizeOptions(sizes: readonly string[]): string[] {
  return sortSizes([...new Set(sizes.map((size) => size.trim()).filter((size) => size !== ''))]);
}

/** "size or shoe number required when sizes exist"; the choice is one of the product's sizes. */
export function sizeProblem(size: string, sizes: readonly string[]): SizeProblem | null {
  const offered = sizeOptions(sizes);
  const chosen = size.trim();
  if (offered.length === 0) return chosen === '' ? null : 'sizeUnknown';
  if (chosen === '') return 'sizeRequired';
  return offered.includes(chosen) ? null : 'sizeUnknown';
}

// ---------------------------------------------------------------------------------------------
// Adding to the cart

/** What adding to the cart reads of a product. */
export interface CartProduct {
  /** Id */
  id: string;
  /** Max_Acquisti_Per_Ordine__c */
  perOrderMax: number | null;
  /** Possibilita_Ricamo__c */
  isEmbroiderable: boolean;
  /** taglie: the sizes or shoe numbers ([] when none). */
  sizes: readonly string[];
}

export type AddToCartProblem =
  | 'soldOut'
  | 'noPrice'
  | SizeProblem
  | EmbroideryProblem
  | 'quantityLimitReached'
  | 'quantity';

/**
 * Why "add to cart" (and "quick purchase") is refused, or null: an Esaurito item (section 4), a
 * product without a price for the shopper's tier, a missing or unknown size, an embroidery text
 * breaking its rule, "Quantità massima per ordine raggiunta" (the cart already holds the
 * per-order maximum), or a quantity outside `quantityBounds`.
 */
export function addToCartProblem(input: {
  product: CartProduct;
  /** `stockState` of the product or of the chosen variant. */
  stock: StockState;
  /** `productPrice` for the shopper's tier. */
  price: ProductPrice | null;
  quantity: number;
  size: string;
  embroideryText: string;
  cart: readonly Pick<CartLine, 'productId' | 'quantity'>[];
}): AddToCartProblem | null {
  const { product } = input;
  if (!isOrderable(input.stock)) return 'soldOut';
  if (input.price === null) return 'noPrice';
  const size = sizeProblem(input.size, product.sizes);
  if (size) return size;
  const embroidery = embroideryProblem(input.embroideryText, product.isEmbroiderable);
  if (embroidery) return embroidery;
  const bounds = quantityBounds({
    perOrderMax: product.perOrderMax,
    inCart: quantityInCart(input.cart, product.id),
  });
  if (bounds.limitReached) return 'quantityLimitReached';
  return isQuantityAllowed(input.quantity, bounds) ? null : 'quantity';
}

// ---------------------------------------------------------------------------------------------
// The cart view

export interface CartLineControls {
  /** "quantity -/+ buttons"; "embroidery items have no quantity controls". */
  showsQuantity: boolean;
  canDecrease: boolean;
  canIncrease: boolean;
  /** "delete (not for bag items)". */
  canDelete: boolean;
}

/**
 * The controls of one cart line. The line's quantity stays within `quantityBounds`, counting the
 * product's units in the cart's other lines as "already in cart".
 */
export function cartLineControls(
  line: CartLine,
  cart: readonly CartLine[],
  perOrderMax: number | null,
): CartLineControls {
  const showsQuantity = !isEmbroideredLine(line);
  const bounds = quantityBounds({ perOrderMax, inCart: quantityInCart(cart, line.productId, line) });
  return {
    showsQuantity,
    canDecrease: showsQuantity && line.quantity > bounds.min,
    canIncrease: showsQuantity && line.quantity < bounds.max,
    canDelete: !isBagLine(line),
  };
}

/**
 * "'buy now' disabled when empty or zero"; "Payment disabled with empty cart or zero total."
 * `totalCents` is the cart's total (`cartTotals` of `./checkout.ts`).
 */
export function canBuyNow(cart: { lineCount: number; totalCents: number }): boolean {
  return cart.lineCount > 0 && assertCents(cart.totalCents, 'cart total') > 0;
}
