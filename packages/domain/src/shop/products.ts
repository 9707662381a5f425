import type { UploadFileType } from '../shared/uploads.ts';
import type { PriceTier, ProductPricing } from './catalogue.ts';
import { PRICE_TIERS } from './catalogue.ts';
import { isCents } from './money.ts';

/**
 * The products as the shop's staff keep them (permission Negozio): the bounds of each field of
 * section 3 "Product", the sizes of a product, its files, and the euro amounts of the staff form
 * as whole cents. The shopper's rules on the same products are in `catalogue.ts` and `cart.ts`.
 */

/** ProductCode: the product sheet's address, so letters, digits and - _ . only. */
export const PRODUCT_CODE_MAX = 40;
export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Name: "Text max length 100 by default". */
export const PRODUCT_NAME_MAX = 100;
export const PRODUCT_DESCRIPTION_MAX = 4000;
export const PRODUCT_NOTES_MAX = 1000;
/** Info_Prenotazione__c: one line under the name on the card and the sheet. */
export const PRODUCT_BOOKING_INFO_MAX = 255;
/** Codice_Aliquota__c and Regime_Iva__c, as the receipt prints them. */
export const PRODUCT_VAT_CODE_MAX = 20;
export const PRODUCT_VAT_REGIME_MAX = 40;
/** A price of the shop: at most 100.000,00 € (no product of the school costs more). */
export const PRODUCT_PRICE_MAX_CENTS = 10_000_000;
/** Units in stock of a product or size. */
export const PRODUCT_STOCK_MAX = 1_000_000;
/** Max_Acquisti_Per_Ordine__c: 0 or none means no maximum (`perOrderMaximum`). */
export const PRODUCT_PER_ORDER_MAX = 1000;
/** Tempo_approvvigionamento__c, in days. */
export const PRODUCT_LEAD_TIME_MAX_DAYS = 365;
/** formulaPriorita__c: above 0 the product is highlighted and listed first. */
export const PRODUCT_PRIORITY_MAX = 1000;
/** The VAT rate, in whole percent. */
export const PRODUCT_VAT_RATE_MAX = 100;
/** A size or shoe number as the shopper's select shows it (the cart's size field takes 20). */
export const PRODUCT_SIZE_MAX = 20;
/** Sizes of one product: 10XS to 10XL are 23, shoe numbers fewer. */
export const PRODUCT_SIZES_MAX = 60;

/**
 * The bound of each field of a product staff write, by the field's name (`size`: a size's label):
 * the contract checks it, the staff form's inputs stop at it. Prices, stock and the number of
 * sizes are bounded by the constants above.
 */
export const PRODUCT_FIELD_MAX = {
  code: PRODUCT_CODE_MAX,
  name: PRODUCT_NAME_MAX,
  description: PRODUCT_DESCRIPTION_MAX,
  notes: PRODUCT_NOTES_MAX,
  bookingInfo: PRODUCT_BOOKING_INFO_MAX,
  vatCode: PRODUCT_VAT_CODE_MAX,
  vatRegime: PRODUCT_VAT_REGIME_MAX,
  priority: PRODUCT_PRIORITY_MAX,
  perOrderMax: PRODUCT_PER_ORDER_MAX,
  leadTimeDays: PRODUCT_LEAD_TIME_MAX_DAYS,
  vatRate: PRODUCT_VAT_RATE_MAX,
  size: PRODUCT_SIZE_MAX,
} as const;

// ---------------------------------------------------------------------------------------------
// Sizes

/** Sesso_Taglia__c: no sizes, clothing sizes, or shoe numbers (`shop_products.size_kind`). */
export const SIZE_KINDS = ['none', 'size', 'shoe'] as const;
export type SizeKind = (typeof SIZE_KINDS)[number];

export type SizeListProblem = 'shop.sizesRequired' | 'shop.sizesWithoutKind' | 'shop.duplicateSize';

/** The key two sizes are compared by: "m" and " M " are the same size to a shopper. */
export function sizeKey(size: string): string {
  return size.trim().toLocaleUpperCase('it');
}

/**
 * What is wrong with a product's list of sizes, or null: a product with sizes or shoe numbers
 * needs at least one (without, nobody could choose one: "size or shoe number required when sizes
 * exist"); a product without them has none; and no size twice. The index of the first offending
 * size is given for the duplicate.
 */
export function sizeListProblem(
  sizeKind: SizeKind,
  sizes: readonly string[],
): { problem: SizeListProblem; index: number | null } | null {
  if (sizeKind === 'none')
    return sizes.length === 0 ? null : { problem: 'shop.sizesWithoutKind', index: null };
  if (sizes.length === 0) return { problem: 'shop.sizesRequired', index: null };
  const seen = new Set<string>();
  for (const [index, size] of sizes.entries()) {
    const key = sizeKey(size);
    if (seen.has(key)) return { problem: 'shop.duplicateSize', index };
    seen.add(key);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Prices

/**
 * The tiers whose promotional price cannot apply because the tier has no price
 * (`productPrice` borrows none): the staff form refuses them rather than keep a promotion that
 * never shows.
 */
export function promoWithoutPrice(product: Pick<ProductPricing, 'prices' | 'promoPrices'>): PriceTier[] {
  return PRICE_TIERS.filter((tier) => {
    const promo = product.promoPrices[tier];
    const regular = product.prices[tier];
    return promo !== null && promo !== undefined && (regular === null || regular === undefined);
  });
}

/**
 * An amount of the staff form, typed in euros with at most two decimals, as whole cents: 12.5 →
 * 1250, 19.99 → 1999. Null for an empty field (the tier has no price). NaN for what is not such
 * an amount (three decimals, negative, not a number): the form's check then refuses it, as the
 * server would (`isCents`). Never rounds a third decimal away.
 */
export function euroToCents(euros: number | string | null | undefined): number | null {
  if (euros === null || euros === undefined || euros === '') return null;
  const value = typeof euros === 'number' ? euros : Number(String(euros).trim().replace(',', '.'));
  if (!Number.isFinite(value)) return Number.NaN;
  const cents = Math.round(value * 100);
  // Two decimals of euro are whole cents up to the float's error (0.29 * 100 = 28.999999999999996).
  if (Math.abs(value * 100 - cents) > 1e-6 || !isCents(cents)) return Number.NaN;
  return cents;
}

/** The euros the staff form shows for an amount of cents (null: an empty field). */
export function centsToEuroInput(cents: number | null): number | null {
  return cents === null ? null : cents / 100;
}

// ---------------------------------------------------------------------------------------------
// Files

/** A product's files: the carousel's images and the technical sheet's PDFs (Attachments). */
export const PRODUCT_FILE_KINDS = ['image', 'sheet'] as const;
export type ProductFileKind = (typeof PRODUCT_FILE_KINDS)[number];

/** What each kind accepts, checked by name and content (`uploadRefusal`). */
export const PRODUCT_FILE_TYPES = {
  image: ['jpeg', 'png', 'webp'],
  sheet: ['pdf'],
} as const satisfies Record<ProductFileKind, readonly UploadFileType[]>;

/** Files of one kind per product: a carousel and a sheet of a reasonable length. */
export const PRODUCT_FILES_MAX = 20;
