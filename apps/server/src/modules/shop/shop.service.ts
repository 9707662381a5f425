import { areCouponsVisible, isShopVisible, priceTier } from '@school/domain/access/rules';
import type { AccessSubject } from '@school/domain/access/subject';
import type { Locale } from '@school/domain/shared/locale';
import {
  addToCartProblem,
  CART_LIFETIME_MS,
  type CartLine,
  canBuyNow,
  cartLineControls,
  cartQuantity,
  isCartExpired,
  isEmbroideredLine,
  isQuantityAllowed,
  normalizeEmbroideryText,
  perOrderMaximum,
  quantityBounds,
  quantityInCart,
  sizeOptions,
} from '@school/domain/shop/cart';
import {
  FAMILY_BAG,
  FAMILY_EMBROIDERY,
  FAMILY_TOP_UP,
  isListedFamily,
  PRODUCTS_PER_PAGE,
  type ProductPrice,
  type ProductPricing,
  priceFor,
  productCardStyle,
  type StockFacts,
  type StockState,
  saleStock,
  stockState,
  topUpChoices,
} from '@school/domain/shop/catalogue';
import { cartTotals } from '@school/domain/shop/checkout';
import { visibleCoupons } from '@school/domain/shop/commerce';
import type {
  AddCartLine,
  Cart,
  CartLineView,
  CouponsResponse,
  OrdersResponse,
  ProductCard,
  ProductSheet,
  ShopListResponse,
  TopUpsResponse,
} from '@school/domain/shop/contracts/shop';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ShopProductRow, ShopProductVariantRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './shop.repository.ts';

// The shop's catalogue, the cart kept on the server, the orders, the top-ups and the coupons.

/** A person shopping: who they are and what the price rules read of them. */
export interface Shopper {
  id: string;
  subject: AccessSubject;
}

export const fileUrl = (id: string) => `/api/shop/files/${id}`;
export const receiptUrl = (id: string) => `/api/shop/orders/${id}/receipt.pdf`;

/** The product's price fields, as the pricing rule reads them. */
type PricedFields = Pick<
  ShopProductRow,
  | 'price0'
  | 'price1'
  | 'price2'
  | 'price3'
  | 'isPromotion'
  | 'promoPrice0'
  | 'promoPrice1'
  | 'promoPrice2'
  | 'promoPrice3'
>;

export function pricingOf(product: PricedFields): ProductPricing {
  return {
    prices: { 0: product.price0, 1: product.price1, 2: product.price2, 3: product.price3 },
    isPromotion: product.isPromotion,
    promoPrices: {
      0: product.promoPrice0,
      1: product.promoPrice1,
      2: product.promoPrice2,
      3: product.promoPrice3,
    },
  };
}

/** A refusal of the shop: `shop.{problem}`, 409 for the state of things, 400 for what was sent. */
export function shopError(problem: string, status = 409, message?: string): AppError {
  const code = (problem === 'quantity' ? 'shop.invalidQuantity' : `shop.${problem}`) as AppError['code'];
  return new AppError(status, code, message ?? problem);
}

const INPUT_PROBLEMS = new Set([
  'sizeRequired',
  'sizeUnknown',
  'embroideryRequired',
  'embroideryTooLong',
  'embroideryControlCharacters',
  'embroideryNotOffered',
  'quantity',
]);

// ---------------------------------------------------------------------------------------------
// The shop list and the product sheet

export async function listProducts(
  db: DbOrTx,
  shopper: Shopper,
  query: { search?: string | undefined; family?: string | undefined; page?: number | undefined },
): Promise<ShopListResponse> {
  const search = (query.search ?? '').trim();
  const family = (query.family ?? '').trim() || null;
  let page = query.page ?? 1;
  let rows = await repo.listPage(db, { search, family, page });
  let total = rows[0]?.total ?? 0;
  let families = rows[0]?.families ?? [];
  if (rows.length === 0) {
    // An empty page: nothing found, or a page past the end (brought back to the last one).
    ({ total, families } = await repo.listCount(db, { search, family }));
    const last = Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE));
    if (page > last && total > 0) {
      page = last;
      rows = await repo.listPage(db, { search, family, page });
    } else page = Math.min(page, last);
  }
  const products: ProductCard[] = rows.map(({ product, imageId, quantity }) => {
    const price = priceFor(shopper.subject, pricingOf(product));
    return {
      id: product.id,
      code: product.code,
      name: product.name,
      family: product.family,
      bookingInfo: product.bookingInfo,
      imageUrl: imageId ? fileUrl(imageId) : null,
      price,
      stock: stockState({ family: product.family, availableQuantity: quantity }),
      ...productCardStyle({ isNew: product.isNew, isPriority: product.priority > 0 }, price),
    };
  });
  return { products, page, pageCount: Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE)), total, families };
}

/** What an embroidery adds to a unit at the person's tier: the Ricamo product's price (0 without one). */
async function embroideryPrice(db: DbOrTx, shopper: Shopper): Promise<number> {
  for (const product of await repo.productsOfFamily(db, FAMILY_EMBROIDERY)) {
    const price = priceFor(shopper.subject, pricingOf(product));
    if (price) return price.unitCents;
  }
  return 0;
}

function sizesOf(variants: readonly ShopProductVariantRow[], family: string) {
  const order = sizeOptions(variants.map((v) => v.size));
  return order.flatMap((size) => {
    const variant = variants.find((v) => v.size.trim() === size);
    return variant
      ? [{ size, variant, stock: stockState({ family, availableQuantity: variant.availableQuantity }) }]
      : [];
  });
}

/** The availability of a product: its own, or with sizes In Stock when any size is. */
function productStock(product: ShopProductRow, variants: readonly ShopProductVariantRow[]): StockState {
  if (product.sizeKind === 'none') return stockState(product);
  const units = variants.reduce((sum, v) => sum + Math.max(0, v.availableQuantity ?? 0), 0);
  return stockState({ family: product.family, availableQuantity: units });
}

export async function productSheet(db: DbOrTx, shopper: Shopper, code: string): Promise<ProductSheet> {
  const product = await repo.findProductByCode(db, code);
  if (!product || !isListedFamily(product.family)) throw shopError('productNotFound', 404);
  const [variants, files] = await Promise.all([
    repo.variantsOf(db, [product.id]),
    repo.filesOf(db, product.id),
  ]);
  const usable = product.sizeKind === 'none' ? [] : variants;
  const price = priceFor(shopper.subject, pricingOf(product));
  const file = (f: (typeof files)[number]) => ({ id: f.id, filename: f.filename, url: fileUrl(f.id) });
  return {
    id: product.id,
    code: product.code,
    name: product.name,
    family: product.family,
    description: product.description,
    notes: product.notes,
    bookingInfo: product.bookingInfo,
    price,
    stock: productStock(product, usable),
    sizeKind: product.sizeKind,
    sizes: sizesOf(usable, product.family).map(({ size, stock }) => ({ size, stock })),
    isEmbroiderable: product.isEmbroiderable,
    embroideryCents: product.isEmbroiderable ? await embroideryPrice(db, shopper) : null,
    leadTimeDays: product.leadTimeDays,
    perOrderMax: perOrderMaximum(product.perOrderMax),
    images: files.filter((f) => f.kind === 'image').map(file),
    sheets: files.filter((f) => f.kind === 'sheet').map(file),
    ...productCardStyle({ isNew: product.isNew, isPriority: product.priority > 0 }, price),
  };
}

// ---------------------------------------------------------------------------------------------
// The cart

/** What the stock rule reads of a product, or of its variant when one was chosen. */
function stockFactsOf(
  product: Pick<ShopProductRow, 'family' | 'availableQuantity'>,
  variant: Pick<ShopProductVariantRow, 'availableQuantity'> | null,
): StockFacts {
  return {
    family: product.family,
    availableQuantity: variant ? variant.availableQuantity : product.availableQuantity,
  };
}

/** A cart line as the rules read it, priced for the person (null price: no longer for sale to them). */
export interface PricedCartLine {
  row: repo.CartLineRow;
  rule: CartLine;
  price: ProductPrice | null;
  unitCents: number;
  stock: StockState;
}

function priceLines(rows: readonly repo.CartLineRow[], shopper: Shopper, embroideryCents: number) {
  return rows.map((row): PricedCartLine => {
    const price = priceFor(shopper.subject, pricingOf(row.product));
    const embroidery = isEmbroideredLine(row.line) ? embroideryCents : 0;
    return {
      row,
      rule: {
        productId: row.product.id,
        family: row.product.family,
        quantity: row.line.quantity,
        size: row.variant?.size ?? '',
        embroideryText: row.line.embroideryText,
      },
      price,
      unitCents: (price?.unitCents ?? 0) + embroidery,
      stock: stockState(stockFactsOf(row.product, row.variant)),
    };
  });
}

/** Whether a product can still be bought by the person: on sale and listed, priced for them. */
const isForSale = (product: Pick<ShopProductRow, 'isOnSale' | 'family'>, price: ProductPrice | null) =>
  product.isOnSale && isListedFamily(product.family) && price !== null;
const isSellable = (line: PricedCartLine) => isForSale(line.row.product, line.price);

/** What a line's checkout would take of its stock now (null: a cake beyond its stock). */
export function lineSaleStock(line: PricedCartLine) {
  return saleStock(stockFactsOf(line.row.product, line.row.variant), line.rule.quantity);
}

/**
 * Whether the checkout of the person's cart is sure to be refused "sold out": a line on sale to them
 * is a cake beyond its stock, and no open checkout of theirs holds it. One statement, no lock: the
 * checkout's first read, so the last cakes' herd is told before its locked reads, which reach the
 * same answer from the same rows. False when unsure (no cart, a cart past its day): the locked
 * reads decide.
 */
export async function isCartSoldOut(tx: DbOrTx, shopper: Shopper, now: Date): Promise<boolean> {
  if (!isShopVisible(shopper.subject)) return false;
  const rows = await repo.cartStockAsRead(tx, shopper.id);
  const first = rows[0];
  if (!first || first.hasOpenCheckout || isCartExpired(first.cartSavedAt, now)) return false;
  return rows.some(
    ({ product, variant, quantity }) =>
      isForSale(product, priceFor(shopper.subject, pricingOf(product))) &&
      saleStock(stockFactsOf(product, variant), quantity) === null,
  );
}

/**
 * The person's cart as it is now, inside a transaction holding the cart's lock: emptied when a day
 * passed since its last change ("kept 1 day"), without the lines no longer on sale to the person.
 */
export async function currentCart(tx: DbOrTx, shopper: Shopper, now: Date) {
  const cart = await repo.lockCart(tx, shopper.id);
  if (isCartExpired(cart.updatedAt, now)) {
    await repo.emptyCart(tx, shopper.id);
    return { cart: { ...cart, bagProductId: null }, lines: [] as PricedCartLine[] };
  }
  const rows = await repo.cartLines(tx, shopper.id);
  // The embroidery's price is read only for a cart that has an embroidered line.
  const embroideryCents = rows.some((row) => isEmbroideredLine(row.line))
    ? await embroideryPrice(tx, shopper)
    : 0;
  const priced = priceLines(rows, shopper, embroideryCents);
  for (const line of priced.filter((l) => !isSellable(l)))
    await repo.deleteCartLine(tx, shopper.id, line.row.line.id);
  return { cart, lines: priced.filter(isSellable) };
}

/** The bags on sale with their price for the person. */
async function bagsFor(db: DbOrTx, shopper: Shopper) {
  const bags = [];
  for (const product of await repo.productsOfFamily(db, FAMILY_BAG)) {
    const price = priceFor(shopper.subject, pricingOf(product));
    if (price) bags.push({ product, unitCents: price.unitCents });
  }
  return bags;
}

export async function chosenBag(db: DbOrTx, shopper: Shopper, bagProductId: string | null) {
  if (!bagProductId) return null;
  return (await bagsFor(db, shopper)).find((bag) => bag.product.id === bagProductId) ?? null;
}

async function cartView(tx: DbOrTx, shopper: Shopper, now: Date): Promise<Cart> {
  const { cart, lines } = await currentCart(tx, shopper, now);
  const bags = await bagsFor(tx, shopper);
  const bag = bags.find((b) => b.product.id === cart.bagProductId) ?? null;
  const rules = lines.map((l) => l.rule);
  const views: CartLineView[] = lines.map((line) => ({
    id: line.row.line.id,
    productId: line.row.product.id,
    code: line.row.product.code,
    name: line.row.product.name,
    family: line.row.product.family,
    imageUrl: line.row.imageId ? fileUrl(line.row.imageId) : null,
    size: line.rule.size,
    sizeKind: line.row.product.sizeKind,
    embroideryText: line.rule.embroideryText,
    quantity: line.rule.quantity,
    unitCents: line.unitCents,
    totalCents: line.unitCents * line.rule.quantity,
    stock: line.stock,
    leadTimeDays: line.row.product.leadTimeDays,
    controls: cartLineControls(line.rule, rules, line.row.product.perOrderMax),
  }));
  const totals = cartTotals({
    lines: lines.map((l) => ({ unitCents: l.unitCents, quantity: l.rule.quantity })),
    bag: bag ? { unitCents: bag.unitCents, quantity: 1 } : null,
  });
  return {
    lines: views,
    bags: bags.map((b) => ({ productId: b.product.id, name: b.product.name, unitCents: b.unitCents })),
    bagProductId: bag?.product.id ?? null,
    totals,
    quantity: cartQuantity(rules),
    canBuyNow: canBuyNow({ lineCount: lines.length, totalCents: totals.cartCents }),
    expiresAt: lines.length > 0 ? new Date(cart.updatedAt.getTime() + CART_LIFETIME_MS).toISOString() : null,
  };
}

export function getCart(db: Db, shopper: Shopper, now: Date): Promise<Cart> {
  return db.transaction((tx) => cartView(tx, shopper, now));
}

/**
 * Add to cart: the product on sale and listed, its size among its sizes, the embroidery's rule, the
 * quantity within its bounds (the per-order maximum counts every unit of the product in the cart).
 * The same product and size without embroidery adds to its line; an embroidered one is a line of its
 * own. Runs under the cart's lock, so two tabs adding at once never pass the maximum together.
 */
export async function addLine(
  db: Db,
  shopper: Shopper,
  input: Required<AddCartLine>,
  now: Date,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const { lines } = await currentCart(tx, shopper, now);
    const product = await repo.findProduct(tx, input.productId);
    if (!product?.isOnSale || !isListedFamily(product.family)) throw shopError('productNotFound', 404);
    const variants = product.sizeKind === 'none' ? [] : await repo.variantsOf(tx, [product.id]);
    const size = input.size.trim();
    const variant = variants.find((v) => v.size.trim() === size) ?? null;
    const problem = addToCartProblem({
      product: {
        id: product.id,
        perOrderMax: product.perOrderMax,
        isEmbroiderable: product.isEmbroiderable,
        sizes: variants.map((v) => v.size),
      },
      stock: stockState(stockFactsOf(product, variant)),
      price: priceFor(shopper.subject, pricingOf(product)),
      quantity: input.quantity,
      size,
      embroideryText: input.embroideryText,
      cart: lines.map((l) => l.rule),
    });
    if (problem) throw shopError(problem, INPUT_PROBLEMS.has(problem) ? 400 : 409);
    const embroideryText = normalizeEmbroideryText(input.embroideryText);
    const same =
      embroideryText === ''
        ? lines.find(
            (l) =>
              l.row.product.id === product.id &&
              (l.row.variant?.id ?? null) === (variant?.id ?? null) &&
              !isEmbroideredLine(l.rule),
          )
        : undefined;
    if (same) {
      const merged = same.rule.quantity + input.quantity;
      const bounds = quantityBounds({
        perOrderMax: product.perOrderMax,
        inCart: quantityInCart(
          lines.map((l) => l.rule),
          product.id,
          same.rule,
        ),
      });
      if (!isQuantityAllowed(merged, bounds))
        throw shopError(
          bounds.limitReached ? 'quantityLimitReached' : 'quantity',
          bounds.limitReached ? 409 : 400,
        );
      await repo.setLineQuantity(tx, shopper.id, same.row.line.id, merged);
    } else
      await repo.insertCartLine(tx, {
        userId: shopper.id,
        productId: product.id,
        variantId: variant?.id ?? null,
        quantity: input.quantity,
        embroideryText,
      });
    await repo.touchCart(tx, shopper.id);
    return cartView(tx, shopper, now);
  });
}

/** The -/+ of a line: within its bounds; an embroidered line has no quantity controls. */
export async function updateLine(
  db: Db,
  shopper: Shopper,
  id: string,
  quantity: number,
  now: Date,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const { lines } = await currentCart(tx, shopper, now);
    const line = lines.find((l) => l.row.line.id === id);
    if (!line) throw shopError('lineNotFound', 404);
    if (isEmbroideredLine(line.rule))
      throw shopError('quantity', 400, 'An embroidered line has no quantity controls');
    const bounds = quantityBounds({
      perOrderMax: line.row.product.perOrderMax,
      inCart: quantityInCart(
        lines.map((l) => l.rule),
        line.rule.productId,
        line.rule,
      ),
    });
    if (!isQuantityAllowed(quantity, bounds))
      throw shopError(
        bounds.limitReached ? 'quantityLimitReached' : 'quantity',
        bounds.limitReached ? 409 : 400,
      );
    await repo.setLineQuantity(tx, shopper.id, id, quantity);
    await repo.touchCart(tx, shopper.id);
    return cartView(tx, shopper, now);
  });
}

export async function removeLine(db: Db, shopper: Shopper, id: string, now: Date): Promise<Cart> {
  return db.transaction(async (tx) => {
    await currentCart(tx, shopper, now);
    if (!(await repo.deleteCartLine(tx, shopper.id, id))) throw shopError('lineNotFound', 404);
    await repo.touchCart(tx, shopper.id);
    return cartView(tx, shopper, now);
  });
}

/** The bag choice: "no bag" (null) or a bag on sale with a price for the person. */
export async function chooseBag(
  db: Db,
  shopper: Shopper,
  productId: string | null,
  now: Date,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    await currentCart(tx, shopper, now);
    if (productId !== null && !(await chosenBag(tx, shopper, productId))) throw shopError('bagNotFound', 404);
    await repo.touchCart(tx, shopper.id, { bagProductId: productId });
    return cartView(tx, shopper, now);
  });
}

// ---------------------------------------------------------------------------------------------
// Top-ups, coupons, orders

/** The top-up products the person can buy, cheapest first. */
export async function topUpProducts(db: DbOrTx, shopper: Shopper) {
  const products = (await repo.productsOfFamily(db, FAMILY_TOP_UP)).map((row) => ({
    ...pricingOf(row),
    row,
  }));
  return topUpChoices(products, priceTier(shopper.subject)).map(({ product, priceCents }) => ({
    product: product.row,
    priceCents,
  }));
}

export async function listTopUps(db: DbOrTx, shopper: Shopper): Promise<TopUpsResponse> {
  return {
    products: (await topUpProducts(db, shopper)).map(({ product, priceCents }) => ({
      id: product.id,
      code: product.code,
      name: product.name,
      unitCents: priceCents,
    })),
  };
}

export async function listCoupons(
  db: DbOrTx,
  subject: AccessSubject,
  language: Locale,
  now: Date,
): Promise<CouponsResponse> {
  if (!areCouponsVisible(subject)) return { coupons: [] };
  const rows = (await repo.coupons(db)).map((row) => ({
    row,
    window: row.windowFrom && row.windowTo ? { from: row.windowFrom, to: row.windowTo } : null,
  }));
  const en = language === 'en';
  return {
    coupons: visibleCoupons(subject, rows, now).map(({ row }) => ({
      id: row.id,
      partner: row.partner,
      code: row.code,
      discount: en ? row.discountEn : row.discountIt,
      notes: en ? row.notesEn : row.notesIt,
      url: row.url,
    })),
  };
}

export async function listOrders(db: DbOrTx, userId: string): Promise<OrdersResponse> {
  const orders = await repo.ordersOf(db, userId);
  const lines = await repo.linesOf(
    db,
    orders.map((o) => o.id),
  );
  return {
    orders: orders.map((order) => ({
      id: order.id,
      number: order.number,
      createdAt: order.createdAt.toISOString(),
      linesCents: order.linesCents,
      shippingCents: order.shippingCents,
      totalCents: order.totalCents,
      refundStatus: order.refundStatus,
      receiptUrl: receiptUrl(order.id),
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          id: line.id,
          status: line.status,
          description: line.description,
          size: line.size,
          embroideryText: line.embroideryText,
          bookingInfo: line.bookingInfo,
          leadTimeDays: line.leadTimeDays,
          stock: line.stock,
          topUpCode: line.topUpCode,
          quantity: line.quantity,
          unitCents: line.unitCents,
          type: line.type,
        })),
    })),
  };
}

/** allowShop: the person asked for the shop (the link from the school's site): it opens for them. */
export async function allowShop(db: DbOrTx, userId: string): Promise<void> {
  await repo.enableShop(db, userId);
}
