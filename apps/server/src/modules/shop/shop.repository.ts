import { LISTED_FAMILIES, PRODUCTS_PER_PAGE } from '@school/domain/shop/catalogue';
import { orderLineType } from '@school/domain/shop/orders';
import { and, asc, desc, eq, gte, ilike, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/people-search.ts';
import {
  type CheckoutLine,
  type ShopCheckoutRow,
  type ShopProductRow,
  shopCartLines,
  shopCarts,
  shopCheckouts,
  shopCounters,
  shopCoupons,
  shopOrderLines,
  shopOrders,
  shopProductFiles,
  shopProducts,
  shopProductVariants,
  users,
} from '../../db/schema/index.ts';

/**
 * The outer product's id inside the subqueries below, named with its table: in a select of one
 * table drizzle writes `${shopProducts.id}` as a bare "id", which a subquery reads as its own
 * table's id (no image and no stock would ever be found).
 */
const outerProductId = sql.raw('"shop_products"."id"');

/** The first image of a product (the card's), as a subquery. */
const firstImageId = sql<string | null>`(
  select f.id from ${shopProductFiles} f
  where f.product_id = ${outerProductId} and f.kind = 'image'
  order by f.position, f.created_at limit 1)`;

/**
 * The stock the card tells: the product's own quantity, or with sizes the units of all its sizes
 * (a product is In Stock when any size is).
 */
const listedQuantity = sql<number | null>`(case when ${shopProducts.sizeKind} = 'none'
  then ${shopProducts.availableQuantity}
  else (select coalesce(sum(greatest(v.available_quantity, 0)), 0)::int
        from ${shopProductVariants} v where v.product_id = ${outerProductId}) end)`;

const onShopList = and(eq(shopProducts.isOnSale, true), inArray(shopProducts.family, [...LISTED_FAMILIES]));

/**
 * One page of the shop list in one statement: the products on sale whose name contains the search
 * text (case-insensitive), of the family chosen, priority first then by name; with each row the
 * total found and the families on sale (the filter's options).
 */
export async function listPage(db: DbOrTx, query: { search: string; family: string | null; page: number }) {
  const where = and(
    onShopList,
    query.search === '' ? undefined : ilike(shopProducts.name, containsPattern(query.search)),
    query.family === null ? undefined : eq(shopProducts.family, query.family),
  );
  return db
    .select({
      product: shopProducts,
      imageId: firstImageId,
      quantity: listedQuantity,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      families: sql<string[] | null>`(select array_agg(distinct q.family order by q.family)
        from ${shopProducts} q where q.is_on_sale and q.family in ${sql.raw(`(${LISTED_FAMILIES.map((f) => `'${f}'`).join(', ')})`)})`,
    })
    .from(shopProducts)
    .where(where)
    .orderBy(desc(shopProducts.priority), asc(shopProducts.name), asc(shopProducts.id))
    .limit(PRODUCTS_PER_PAGE)
    .offset((query.page - 1) * PRODUCTS_PER_PAGE);
}

/** What a page past the end needs: how many products match, and the families on sale. */
export async function listCount(db: DbOrTx, query: { search: string; family: string | null }) {
  const where = and(
    onShopList,
    query.search === '' ? undefined : ilike(shopProducts.name, containsPattern(query.search)),
    query.family === null ? undefined : eq(shopProducts.family, query.family),
  );
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(shopProducts)
    .where(where);
  const families = await db
    .selectDistinct({ family: shopProducts.family })
    .from(shopProducts)
    .where(onShopList)
    .orderBy(asc(shopProducts.family));
  return { total: count?.total ?? 0, families: families.map((f) => f.family) };
}

export async function findProductByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.code, code), eq(shopProducts.isOnSale, true)))
    .limit(1);
  return row;
}

export async function findProduct(db: DbOrTx, id: string) {
  const [row] = await db.select().from(shopProducts).where(eq(shopProducts.id, id)).limit(1);
  return row;
}

export async function variantsOf(db: DbOrTx, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(shopProductVariants)
    .where(inArray(shopProductVariants.productId, [...productIds]))
    .orderBy(asc(shopProductVariants.position), asc(shopProductVariants.size));
}

export async function filesOf(db: DbOrTx, productId: string) {
  return db
    .select()
    .from(shopProductFiles)
    .where(eq(shopProductFiles.productId, productId))
    .orderBy(asc(shopProductFiles.position), asc(shopProductFiles.createdAt));
}

/** A file of a product on sale (images and sheets are served only for what the shop shows). */
export async function findFile(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ file: shopProductFiles })
    .from(shopProductFiles)
    .innerJoin(shopProducts, eq(shopProducts.id, shopProductFiles.productId))
    .where(and(eq(shopProductFiles.id, id), eq(shopProducts.isOnSale, true)))
    .limit(1);
  return row?.file;
}

/** The products of a family on sale (the bags, the embroidery, the shipping, the top-ups). */
export async function productsOfFamily(db: DbOrTx, family: string) {
  return db
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.family, family), eq(shopProducts.isOnSale, true)))
    .orderBy(desc(shopProducts.priority), asc(shopProducts.name), asc(shopProducts.id));
}

// ---------------------------------------------------------------------------------------------
// The cart

export async function findCart(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(shopCarts).where(eq(shopCarts.userId, userId)).limit(1);
  return row;
}

/**
 * The person's cart row, locked for the transaction (made first when they have none): every change
 * of a cart runs under it, so two tabs adding at once are counted one after the other. A cart that
 * exists (the usual case) costs one statement and writes nothing.
 */
export async function lockCart(tx: DbOrTx, userId: string) {
  const locked = () => tx.select().from(shopCarts).where(eq(shopCarts.userId, userId)).for('update');
  const [row] = await locked();
  if (row) return row;
  await tx.insert(shopCarts).values({ userId }).onConflictDoNothing();
  const [made] = await locked();
  if (!made) throw new Error('cart not created');
  return made;
}

export async function touchCart(tx: DbOrTx, userId: string, values: { bagProductId?: string | null } = {}) {
  await tx
    .update(shopCarts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shopCarts.userId, userId));
}

export async function emptyCart(tx: DbOrTx, userId: string) {
  await tx.delete(shopCartLines).where(eq(shopCartLines.userId, userId));
  await tx.update(shopCarts).set({ bagProductId: null }).where(eq(shopCarts.userId, userId));
}

/** The cart's lines with their product, size and first image, in the order they were added. */
export async function cartLines(db: DbOrTx, userId: string) {
  return db
    .select({
      line: shopCartLines,
      product: shopProducts,
      variant: shopProductVariants,
      imageId: firstImageId,
    })
    .from(shopCartLines)
    .innerJoin(shopProducts, eq(shopProducts.id, shopCartLines.productId))
    .leftJoin(shopProductVariants, eq(shopProductVariants.id, shopCartLines.variantId))
    .where(eq(shopCartLines.userId, userId))
    .orderBy(asc(shopCartLines.createdAt), asc(shopCartLines.id));
}
export type CartLineRow = Awaited<ReturnType<typeof cartLines>>[number];

/**
 * What the checkout's stock rule reads of the person's cart, with when the cart was saved and
 * whether the person has an open checkout of their cart: one narrow statement without a lock (the
 * checkout's first read, which refuses the last cakes' herd before the locked reads).
 */
export async function cartStockAsRead(tx: DbOrTx, userId: string) {
  const rows = await tx
    .select({
      quantity: shopCartLines.quantity,
      family: shopProducts.family,
      isOnSale: shopProducts.isOnSale,
      availableQuantity: shopProducts.availableQuantity,
      price0: shopProducts.price0,
      price1: shopProducts.price1,
      price2: shopProducts.price2,
      price3: shopProducts.price3,
      isPromotion: shopProducts.isPromotion,
      promoPrice0: shopProducts.promoPrice0,
      promoPrice1: shopProducts.promoPrice1,
      promoPrice2: shopProducts.promoPrice2,
      promoPrice3: shopProducts.promoPrice3,
      variantId: shopProductVariants.id,
      variantQuantity: shopProductVariants.availableQuantity,
      cartSavedAt: shopCarts.updatedAt,
      hasOpenCheckout: sql<boolean>`exists (select 1 from ${shopCheckouts} where ${shopCheckouts.userId} = ${userId} and ${shopCheckouts.kind} = 'cart' and ${shopCheckouts.status} = 'open')`,
    })
    .from(shopCartLines)
    .innerJoin(shopCarts, eq(shopCarts.userId, shopCartLines.userId))
    .innerJoin(shopProducts, eq(shopProducts.id, shopCartLines.productId))
    .leftJoin(shopProductVariants, eq(shopProductVariants.id, shopCartLines.variantId))
    .where(eq(shopCartLines.userId, userId));
  return rows.map(({ quantity, variantId, variantQuantity, cartSavedAt, hasOpenCheckout, ...product }) => ({
    quantity,
    product,
    variant: variantId === null ? null : { availableQuantity: variantQuantity },
    cartSavedAt,
    hasOpenCheckout,
  }));
}

export async function insertCartLine(tx: DbOrTx, values: typeof shopCartLines.$inferInsert) {
  await tx.insert(shopCartLines).values(values);
}

export async function setLineQuantity(tx: DbOrTx, userId: string, id: string, quantity: number) {
  await tx
    .update(shopCartLines)
    .set({ quantity })
    .where(and(eq(shopCartLines.id, id), eq(shopCartLines.userId, userId)));
}

export async function deleteCartLine(tx: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(shopCartLines)
    .where(and(eq(shopCartLines.id, id), eq(shopCartLines.userId, userId)))
    .returning({ id: shopCartLines.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Stock

/**
 * Takes units from the stock of a size or of a product without sizes, only if it holds them all
 * (the conditional update is the row's lock; the check constraints refuse a negative stock).
 */
export async function takeStock(
  tx: DbOrTx,
  line: Pick<CheckoutLine, 'productId' | 'variantId'>,
  units: number,
) {
  const rows = line.variantId
    ? await tx
        .update(shopProductVariants)
        .set({ availableQuantity: sql`${shopProductVariants.availableQuantity} - ${units}` })
        .where(
          and(eq(shopProductVariants.id, line.variantId), gte(shopProductVariants.availableQuantity, units)),
        )
        .returning({ id: shopProductVariants.id })
    : await tx
        .update(shopProducts)
        .set({ availableQuantity: sql`${shopProducts.availableQuantity} - ${units}` })
        .where(and(eq(shopProducts.id, line.productId), gte(shopProducts.availableQuantity, units)))
        .returning({ id: shopProducts.id });
  return rows.length > 0;
}

/** Gives units back to the stock they were taken from. */
export async function returnStock(
  tx: DbOrTx,
  line: Pick<CheckoutLine, 'productId' | 'variantId'>,
  units: number,
) {
  if (line.variantId)
    await tx
      .update(shopProductVariants)
      .set({ availableQuantity: sql`coalesce(${shopProductVariants.availableQuantity}, 0) + ${units}` })
      .where(eq(shopProductVariants.id, line.variantId));
  else
    await tx
      .update(shopProducts)
      .set({ availableQuantity: sql`coalesce(${shopProducts.availableQuantity}, 0) + ${units}` })
      .where(eq(shopProducts.id, line.productId));
}

// ---------------------------------------------------------------------------------------------
// Checkouts and orders

export async function lockUser(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row;
}

export async function findOpenCheckout(tx: DbOrTx, userId: string, kind: ShopCheckoutRow['kind']) {
  const [row] = await tx
    .select()
    .from(shopCheckouts)
    .where(
      and(eq(shopCheckouts.userId, userId), eq(shopCheckouts.kind, kind), eq(shopCheckouts.status, 'open')),
    )
    .for('update');
  return row;
}

export async function lockCheckoutOfPayment(tx: DbOrTx, paymentId: string) {
  const [row] = await tx
    .select()
    .from(shopCheckouts)
    .where(eq(shopCheckouts.paymentId, paymentId))
    .for('update');
  return row;
}

export async function lockCheckout(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(shopCheckouts).where(eq(shopCheckouts.id, id)).for('update');
  return row;
}

export async function insertCheckout(tx: DbOrTx, values: typeof shopCheckouts.$inferInsert) {
  const [row] = await tx.insert(shopCheckouts).values(values).returning();
  if (!row) throw new Error('checkout not created');
  return row;
}

export async function setCheckoutStatus(tx: DbOrTx, id: string, status: ShopCheckoutRow['status']) {
  await tx.update(shopCheckouts).set({ status, updatedAt: new Date() }).where(eq(shopCheckouts.id, id));
}

/** The next order number, taken in the transaction that writes the order: no number is skipped. */
export async function nextOrderNumber(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .insert(shopCounters)
    .values({ name: 'orderNumber', value: 1 })
    .onConflictDoUpdate({ target: shopCounters.name, set: { value: sql`${shopCounters.value} + 1` } })
    .returning({ value: shopCounters.value });
  if (!row) throw new Error('the order counter did not answer');
  return row.value;
}

export async function insertOrder(tx: DbOrTx, values: typeof shopOrders.$inferInsert) {
  const [row] = await tx.insert(shopOrders).values(values).returning();
  if (!row) throw new Error('order not created');
  return row;
}

/** An order line as made from a line of its checkout, with its status and top-up code. */
export function orderLineValues(
  orderId: string,
  line: CheckoutLine,
  position: number,
  facts: Pick<typeof shopOrderLines.$inferInsert, 'status' | 'topUpCode' | 'statusChangedAt'>,
): typeof shopOrderLines.$inferInsert {
  return {
    orderId,
    position,
    productId: line.productId,
    productCode: line.productCode,
    family: line.family,
    description: line.description,
    size: line.size,
    embroideryText: line.embroideryText,
    quantity: line.quantity,
    unitCents: line.unitCents,
    type: orderLineType(line.family),
    stock: line.stock,
    // The lead time applies to what is sold Prenotabile.
    leadTimeDays: line.stock === 'bookable' ? line.leadTimeDays : null,
    bookingInfo: line.bookingInfo,
    vatCode: line.vatCode,
    vatRegime: line.vatRegime,
    vatRate: line.vatRate,
    ...facts,
  };
}

export async function insertOrderLines(tx: DbOrTx, values: (typeof shopOrderLines.$inferInsert)[]) {
  if (values.length > 0) await tx.insert(shopOrderLines).values(values);
}

export async function ordersOf(db: DbOrTx, userId: string) {
  return db.select().from(shopOrders).where(eq(shopOrders.userId, userId)).orderBy(desc(shopOrders.number));
}

export async function findOrderOf(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.id, id), eq(shopOrders.userId, userId)))
    .limit(1);
  return row;
}

export async function linesOf(db: DbOrTx, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(shopOrderLines)
    .where(inArray(shopOrderLines.orderId, [...orderIds]))
    .orderBy(asc(shopOrderLines.orderId), asc(shopOrderLines.position));
}

export async function coupons(db: DbOrTx) {
  return db.select().from(shopCoupons).orderBy(asc(shopCoupons.position), asc(shopCoupons.partner));
}

export async function findBuyer(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function enableShop(db: DbOrTx, userId: string) {
  await db.update(users).set({ isShopEnabled: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

export type { ShopProductRow };
