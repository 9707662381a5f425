import { priceTier } from '../access/rules.ts';
import type { AccessSubject } from '../access/subject.ts';
import { assertCents } from './money.ts';

/**
 * The shop's catalogue (specification 000: section 2 "Commerce" (shop list, product sheet, badge
 * top-up), section 3 "Product", section 4 "Stock", section 6 "Price tier", section 9 "6 products
 * per page"). Prices are whole euro cents (`./money.ts`).
 */

/** Family: "Libri, Torta, Abbigliamento, Shopper, Spedizione, Ricamo, Ricarica Stampante". */
export const PRODUCT_FAMILIES = [
  'Libri',
  'Torta',
  'Abbigliamento',
  'Shopper',
  'Spedizione',
  'Ricamo',
  'Ricarica Stampante',
] as const;
export type ProductFamily = (typeof PRODUCT_FAMILIES)[number];

/** Books: their order lines are of type L (`orderLineType`). */
export const FAMILY_BOOKS = 'Libri' satisfies ProductFamily;
/** Cakes: "Esaurito for cakes (Family Torta)". */
export const FAMILY_CAKE = 'Torta' satisfies ProductFamily;
/** The bags of the cart's bag choice. */
export const FAMILY_BAG = 'Shopper' satisfies ProductFamily;
/** The shipping product: "the shipping product has price per category Prezzo_{category}__c". */
export const FAMILY_SHIPPING = 'Spedizione' satisfies ProductFamily;

/** getProdsEcommerce's `filtro` for the badge top-up page: "filtro RicaricheBadge for top-up". */
export const TOP_UP_FILTER = 'RicaricheBadge';

// ---------------------------------------------------------------------------------------------
// Prices

/** "Price tiers 0-3": the tier of a person is `priceTier` of `../access/rules.ts` (section 6). */
export type PriceTier = ReturnType<typeof priceTier>;
export const PRICE_TIERS = [0, 1, 2, 3] as const satisfies readonly PriceTier[];

/** What the price rules need of a product (cents; null where the CRM holds no price). */
export interface ProductPricing {
  /**
   * The price of each tier: tier 0 is Prezzo__c (the list price, no suffix), tiers 1 to 3 are
   * Prezzo_1__c, Prezzo_2__c, Prezzo_3__c.
   */
  prices: Readonly<Record<PriceTier, number | null>>;
  /** isPromozione__c: the product is on promotion. */
  isPromotion: boolean;
  /** Promozione_Prezzo_n__c: the promotional price of tier n (missing or null: none for that tier). */
  promoPrices: Readonly<Partial<Record<PriceTier, number | null>>>;
}

/** A product's price for one tier. */
export interface ProductPrice {
  /** What the shopper pays for one unit (the promotional price when it applies). */
  unitCents: number;
  /** The normal price of the tier: shown struck through beside the promotional one. */
  regularCents: number;
  /** "promo price beside struck-through normal price" applies. */
  isPromo: boolean;
}

/**
 * The price of a product for a tier: the tier's price (Prezzo__c for tier 0, Prezzo_n__c for tier
 * n), or the tier's promotional price (Promozione_Prezzo_n__c) when the product is on promotion
 * (isPromozione__c) and has one for that tier. Null when the tier has no price: the product
 * cannot be bought at that tier (no other tier's price is borrowed).
 */
export function productPrice(product: ProductPricing, tier: PriceTier): ProductPrice | null {
  const regular = product.prices[tier];
  if (regular === null || regular === undefined) return null;
  assertCents(regular, `Prezzo (tier ${tier})`);
  const promo = product.promoPrices[tier];
  if (product.isPromotion && promo !== null && promo !== undefined) {
    assertCents(promo, `Promozione_Prezzo_${tier}__c`);
    return { unitCents: promo, regularCents: regular, isPromo: true };
  }
  return { unitCents: regular, regularCents: regular, isPromo: false };
}

/** The price a person pays: `productPrice` at the person's tier (`priceTier`, section 6). */
export function priceFor(subject: AccessSubject | null, product: ProductPricing): ProductPrice | null {
  return productPrice(product, priceTier(subject));
}

// ---------------------------------------------------------------------------------------------
// Stock

/** Section 4, "Stock": the three availabilities of a product or of one of its variants. */
export const STOCK_STATES = ['inStock', 'bookable', 'soldOut'] as const;
export type StockState = (typeof STOCK_STATES)[number];

/** The labels as the specification writes them (the same in both languages). */
export const STOCK_LABELS = {
  inStock: 'In Stock',
  bookable: 'Prenotabile',
  soldOut: 'Esaurito',
} as const satisfies Record<StockState, string>;

/** What the stock rule reads: the product's Family and the product's or variant's quantity. */
export interface StockFacts {
  /** Family of the product (a variant has its product's family). */
  family: string;
  /** Quantita_Disponibile__c of the product or of the chosen variant (null: none recorded). */
  availableQuantity: number | null;
}

/**
 * "Stock: quantity above 0 is In Stock, otherwise Prenotabile, or Esaurito for cakes (Family
 * Torta)." A missing quantity is "otherwise".
 */
export function stockState(item: StockFacts): StockState {
  if ((item.availableQuantity ?? 0) > 0) return 'inStock';
  return item.family === FAMILY_CAKE ? 'soldOut' : 'bookable';
}

/**
 * Whether an item of this availability may be put in the cart: In Stock, and Prenotabile (ordered
 * now, supplied within the lead time Tempo_approvvigionamento__c); never Esaurito (sold out).
 */
export function isOrderable(state: StockState): boolean {
  return state !== 'soldOut';
}

/**
 * How a line of `quantity` units is sold when it is paid for: In Stock when the stock holds every
 * unit (they are taken from it); otherwise Prenotabile, supplied within the lead time, like any
 * item without stock (the stock left stays for others); a cake (Esaurito without stock) cannot be
 * sold beyond its stock: null.
 */
export function saleStock(item: StockFacts, quantity: number): 'inStock' | 'bookable' | null {
  return stockOfTake(item.family, (item.availableQuantity ?? 0) >= quantity);
}

/**
 * The same rule told by the take itself: a line whose units the stock gave (`taken`) is In Stock;
 * one the stock could not give is Prenotabile, or refused for a cake. The checkout tries the take
 * first, so the stock is read only by the conditional update that takes it.
 */
export function stockOfTake(family: string, taken: boolean): 'inStock' | 'bookable' | null {
  if (taken) return 'inStock';
  return family === FAMILY_CAKE ? null : 'bookable';
}

/**
 * The families the shop list shows. The shipping product, the embroidery, the badge top-ups and the
 * bags are sold through the summary, the product sheet, the top-up page and the cart's bag choice.
 */
export const LISTED_FAMILIES = [
  'Libri',
  'Torta',
  'Abbigliamento',
] as const satisfies readonly ProductFamily[];
export function isListedFamily(family: string): boolean {
  return (LISTED_FAMILIES as readonly string[]).includes(family);
}

/**
 * Whether a family's products are goods with a stock: the shipping, the embroidery and the badge
 * top-ups are services, sold without one (no availability is shown for them).
 */
export function carriesStock(family: string): boolean {
  return family !== FAMILY_SHIPPING && family !== 'Ricamo' && family !== 'Ricarica Stampante';
}

/** The embroidery's price: the product of Family Ricamo. */
export const FAMILY_EMBROIDERY = 'Ricamo' satisfies ProductFamily;
/** The badge top-ups: Family "Ricarica Stampante" (`TOP_UP_FILTER`). */
export const FAMILY_TOP_UP = 'Ricarica Stampante' satisfies ProductFamily;

// ---------------------------------------------------------------------------------------------
// Product cards

/** The card tags: "New! or Promo! tag". */
export const CARD_TAGS = ['New!', 'Promo!'] as const;
export type CardTag = (typeof CARD_TAGS)[number];
/** "Border: red promo, green new, gold otherwise." */
export const CARD_BORDERS = ['red', 'green', 'gold'] as const;
export type CardBorder = (typeof CARD_BORDERS)[number];

export interface ProductCardStyle {
  tag: CardTag | null;
  border: CardBorder;
  /** "Priority products are highlighted." */
  highlighted: boolean;
}

/**
 * A card's tag and border: "New! or Promo! tag"; "Border: red promo, green new, gold otherwise";
 * "Priority products are highlighted". A product both new and on promotion is shown as a promotion
 * (tag and border agree, the border's order). Promo means the promotional price applies to the
 * shopper's tier (`price.isPromo`): a Promo! tag never shows without its struck-through price.
 */
export function productCardStyle(
  product: {
    /** isNovita__c */
    isNew: boolean;
    /** formulaPriorita__c */
    isPriority: boolean;
  },
  price: ProductPrice | null,
): ProductCardStyle {
  const highlighted = product.isPriority;
  if (price?.isPromo) return { tag: 'Promo!', border: 'red', highlighted };
  if (product.isNew) return { tag: 'New!', border: 'green', highlighted };
  return { tag: null, border: 'gold', highlighted };
}

// ---------------------------------------------------------------------------------------------
// The shop list: search, family filter, pages

/** "6 products per page." */
export const PRODUCTS_PER_PAGE = 6;

/** What the list reads of a product. */
export interface ListedProduct {
  /** Name */
  name: string;
  /** Family */
  family: string;
  /** Disponibile_Ecommerce__c: the product is on sale in the shop. */
  isOnSale: boolean;
}

/** The search text as compared: trimmed and lower case (Italian rules). */
export function searchKey(text: string): string {
  return text.trim().toLocaleLowerCase('it');
}

/**
 * The search box: "ricerca wrapped in % when not empty" (a LIKE '%text%'): the product's name
 * contains the text, ignoring case. An empty (or blank) search matches every product. The text
 * is taken literally: % and _ typed by the shopper are not wildcards.
 */
export function matchesSearch(product: Pick<ListedProduct, 'name'>, search: string): boolean {
  const key = searchKey(search);
  return key === '' || searchKey(product.name).includes(key);
}

/**
 * The filter dropdown: "categories from product families available in the shop, plus Reset" (the
 * distinct-families query): each family of a product on sale, once, in alphabetical order. Reset
 * is the absence of a filter (null in `shopList`), not a family.
 */
export function familyFilterOptions(
  products: readonly Pick<ListedProduct, 'family' | 'isOnSale'>[],
): string[] {
  const families = new Set<string>();
  for (const product of products) {
    const family = product.family.trim();
    if (product.isOnSale && family !== '') families.add(family);
  }
  return [...families].sort((a, b) => a.localeCompare(b, 'it'));
}

/** One page of a list: "previous/next". Pages count from 1. */
export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * The page `page` of a list, `perPage` items each. A page outside the list is brought back inside
 * it (an empty list is one empty page), so "previous/next" always lands on a page that exists.
 */
export function paginate<T>(items: readonly T[], page: number, perPage = PRODUCTS_PER_PAGE): Page<T> {
  if (!Number.isSafeInteger(perPage) || perPage < 1)
    throw new RangeError(`perPage must be ≥ 1, got ${perPage}`);
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const wanted = Number.isFinite(page) ? Math.trunc(page) : 1;
  const current = Math.min(Math.max(wanted, 1), pageCount);
  return {
    items: items.slice((current - 1) * perPage, current * perPage),
    page: current,
    pageCount,
    hasPrevious: current > 1,
    hasNext: current < pageCount,
  };
}

/** What the shop list is asked for. */
export interface ShopListQuery {
  /** The search text box ('' for none). */
  search: string;
  /** The chosen family, or null after Reset (every family). */
  family: string | null;
  /** The page, from 1. */
  page: number;
}

/**
 * The shop list: the products on sale (Disponibile_Ecommerce__c) whose name contains the search
 * text and, with a family chosen, of that family; 6 per page, in the order given.
 */
export function shopList<T extends ListedProduct>(products: readonly T[], query: ShopListQuery): Page<T> {
  const family = query.family?.trim() ?? '';
  const found = products.filter(
    (product) =>
      product.isOnSale &&
      matchesSearch(product, query.search) &&
      (family === '' || product.family.trim() === family),
  );
  return paginate(found, query.page);
}

// ---------------------------------------------------------------------------------------------
// Badge top-up

/** One choice of the top-up dropdown. */
export interface TopUpChoice<T> {
  product: T;
  priceCents: number;
}

/**
 * "Badge top-up: price dropdown of top-up products sorted by price ascending (first preselected)":
 * the top-up products (those of `TOP_UP_FILTER`) with their price for the tier, cheapest first
 * (equal prices keep their order); a product without a price for the tier is not offered.
 * The preselected choice is the first one (`topUpChoices(...)[0]`).
 */
export function topUpChoices<T extends ProductPricing>(
  products: readonly T[],
  tier: PriceTier,
): TopUpChoice<T>[] {
  const choices: TopUpChoice<T>[] = [];
  for (const product of products) {
    const price = productPrice(product, tier);
    if (price) choices.push({ product, priceCents: price.unitCents });
  }
  return choices.sort((a, b) => a.priceCents - b.priceCents);
}
