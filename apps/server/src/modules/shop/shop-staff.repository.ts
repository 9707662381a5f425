import type { ListOrderLinesQuery, ListStaffProductsQuery } from '@school/domain/shop/contracts/staff-shop';
import type { OrderLineStatus } from '@school/domain/shop/orders';
import type { ProductFileKind } from '@school/domain/shop/products';
import { and, asc, count, eq, ilike, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPage } from '../../db/list-page.ts';
import { containsPattern, personContact, personMatches } from '../../db/people-search.ts';
import {
  payments,
  type ShopOrderLineRow,
  type ShopOrderRow,
  type ShopProductFileRow,
  type ShopProductRow,
  type ShopProductVariantRow,
  shopCheckouts,
  shopOrderLines,
  shopOrders,
  shopProductFiles,
  shopProducts,
  shopProductVariants,
  users,
} from '../../db/schema/index.ts';

/** The shop's products, files, order lines and orders as its staff keep them. */

// ---------------------------------------------------------------------------------------------
// Products

function productFilter(query: ListStaffProductsQuery): SQL | undefined {
  const search = query.search ? containsPattern(query.search) : null;
  return and(
    query.family ? eq(shopProducts.family, query.family) : undefined,
    search ? or(ilike(shopProducts.code, search), ilike(shopProducts.name, search)) : undefined,
  );
}

const productId = sql.raw('"shop_products"."id"');

/** The units of every size of the product together (null when no size records any). */
const variantsTotal = sql<number | null>`(
  select sum(v.available_quantity) from shop_product_variants v where v.product_id = ${productId}
)`.mapWith((v) => (v === null ? null : Number(v)));

/** The largest stock of one size: above 0, some size is In Stock. */
const variantsMax = sql<number | null>`(
  select max(v.available_quantity) from shop_product_variants v where v.product_id = ${productId}
)`.mapWith((v) => (v === null ? null : Number(v)));

/** The first image of the carousel. */
const firstImage = sql<string | null>`(
  select f.id from shop_product_files f
   where f.product_id = ${productId} and f.kind = 'image'
   order by f.position, f.created_at, f.id limit 1
)`;

/** One page of products by name and code, each with its sizes' stock and first image; the total apart. */
export async function listProductsPage(db: DbOrTx, query: ListStaffProductsQuery) {
  const where = productFilter(query);
  return listPage(
    db,
    query,
    ({ limit, offset }) =>
      db
        .select({ product: shopProducts, variantsTotal, variantsMax, firstImage })
        .from(shopProducts)
        .where(where)
        .orderBy(asc(shopProducts.name), asc(shopProducts.code))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(shopProducts).where(where),
    JSON.stringify(['shop.products', query]),
  );
}

export async function findProduct(db: DbOrTx, id: string): Promise<ShopProductRow | null> {
  const [row] = await db.select().from(shopProducts).where(eq(shopProducts.id, id));
  return row ?? null;
}

/** The product, locked for the change (its sizes and files follow it: lock the product first). */
export async function lockProduct(db: DbOrTx, id: string): Promise<ShopProductRow | null> {
  const [row] = await db.select().from(shopProducts).where(eq(shopProducts.id, id)).for('update');
  return row ?? null;
}

export async function listVariants(db: DbOrTx, productId: string): Promise<ShopProductVariantRow[]> {
  return db
    .select()
    .from(shopProductVariants)
    .where(eq(shopProductVariants.productId, productId))
    .orderBy(asc(shopProductVariants.position), asc(shopProductVariants.size));
}

export async function listFiles(db: DbOrTx, productId: string): Promise<ShopProductFileRow[]> {
  return db
    .select()
    .from(shopProductFiles)
    .where(eq(shopProductFiles.productId, productId))
    .orderBy(
      asc(shopProductFiles.kind),
      asc(shopProductFiles.position),
      asc(shopProductFiles.createdAt),
      asc(shopProductFiles.id),
    );
}

export async function countOrderLines(db: DbOrTx, productId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shopOrderLines)
    .where(eq(shopOrderLines.productId, productId));
  return row?.n ?? 0;
}

/** A checkout still open (its payment may yet be confirmed) holds a line of the product. */
export async function inOpenCheckout(db: DbOrTx, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shopCheckouts.id })
    .from(shopCheckouts)
    .where(
      and(
        eq(shopCheckouts.status, 'open'),
        sql`${shopCheckouts.lines} @> jsonb_build_array(jsonb_build_object('productId', ${productId}::text))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Inserts a product; null when its code is taken (the unique index decides). */
export async function insertProduct(
  db: DbOrTx,
  values: typeof shopProducts.$inferInsert,
): Promise<ShopProductRow | null> {
  const [row] = await db
    .insert(shopProducts)
    .values(values)
    .onConflictDoNothing({ target: shopProducts.code })
    .returning();
  return row ?? null;
}

/** Another product has this code. */
export async function codeTakenByOther(db: DbOrTx, code: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .where(and(eq(shopProducts.code, code), ne(shopProducts.id, id)));
  return row !== undefined;
}

/** Writes a product's fields (never its stock: `setProductStock`). */
export async function updateProduct(
  db: DbOrTx,
  id: string,
  values: Omit<Partial<typeof shopProducts.$inferInsert>, 'availableQuantity' | 'id'>,
): Promise<ShopProductRow> {
  const [row] = await db
    .update(shopProducts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(shopProducts.id, id))
    .returning();
  if (!row) throw new Error('product vanished');
  return row;
}

export async function deleteProduct(db: DbOrTx, id: string): Promise<void> {
  await db.delete(shopProducts).where(eq(shopProducts.id, id));
}

export async function insertVariant(
  db: DbOrTx,
  values: typeof shopProductVariants.$inferInsert,
): Promise<ShopProductVariantRow> {
  const [row] = await db.insert(shopProductVariants).values(values).returning();
  if (!row) throw new Error('size not created');
  return row;
}

/** Renames or moves a size (its stock untouched). */
export async function updateVariant(
  db: DbOrTx,
  id: string,
  values: { size: string; position: number },
): Promise<ShopProductVariantRow> {
  const [row] = await db
    .update(shopProductVariants)
    .set(values)
    .where(eq(shopProductVariants.id, id))
    .returning();
  if (!row) throw new Error('size vanished');
  return row;
}

export async function deleteVariant(db: DbOrTx, id: string): Promise<void> {
  await db.delete(shopProductVariants).where(eq(shopProductVariants.id, id));
}

/**
 * Sets the stock of a product without sizes to `quantity` only if it still holds `expected`
 * (a conditional update, no lock held before it): null when a sale or another change moved it.
 */
export async function setProductStock(
  db: DbOrTx,
  id: string,
  expected: number | null,
  quantity: number | null,
): Promise<ShopProductRow | null> {
  const [row] = await db
    .update(shopProducts)
    .set({ availableQuantity: quantity })
    .where(
      and(
        eq(shopProducts.id, id),
        expected === null
          ? isNull(shopProducts.availableQuantity)
          : eq(shopProducts.availableQuantity, expected),
      ),
    )
    .returning();
  return row ?? null;
}

/** The same for one size of the product. */
export async function setVariantStock(
  db: DbOrTx,
  productId: string,
  variantId: string,
  expected: number | null,
  quantity: number | null,
): Promise<ShopProductVariantRow | null> {
  const [row] = await db
    .update(shopProductVariants)
    .set({ availableQuantity: quantity })
    .where(
      and(
        eq(shopProductVariants.id, variantId),
        eq(shopProductVariants.productId, productId),
        expected === null
          ? isNull(shopProductVariants.availableQuantity)
          : eq(shopProductVariants.availableQuantity, expected),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findVariant(
  db: DbOrTx,
  productId: string,
  variantId: string,
): Promise<ShopProductVariantRow | null> {
  const [row] = await db
    .select()
    .from(shopProductVariants)
    .where(and(eq(shopProductVariants.id, variantId), eq(shopProductVariants.productId, productId)));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Files

export async function countFiles(db: DbOrTx, productId: string, kind: ProductFileKind): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shopProductFiles)
    .where(and(eq(shopProductFiles.productId, productId), eq(shopProductFiles.kind, kind)));
  return row?.n ?? 0;
}

/** The position after the last file of the kind (a new file goes last). */
export async function nextFilePosition(
  db: DbOrTx,
  productId: string,
  kind: ProductFileKind,
): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${shopProductFiles.position}) + 1, 0)`.mapWith(Number) })
    .from(shopProductFiles)
    .where(and(eq(shopProductFiles.productId, productId), eq(shopProductFiles.kind, kind)));
  return row?.next ?? 0;
}

export async function insertFile(
  db: DbOrTx,
  values: typeof shopProductFiles.$inferInsert,
): Promise<ShopProductFileRow> {
  const [row] = await db.insert(shopProductFiles).values(values).returning();
  if (!row) throw new Error('file not recorded');
  return row;
}

export async function findFile(
  db: DbOrTx,
  productId: string,
  fileId: string,
): Promise<ShopProductFileRow | null> {
  const [row] = await db
    .select()
    .from(shopProductFiles)
    .where(and(eq(shopProductFiles.id, fileId), eq(shopProductFiles.productId, productId)));
  return row ?? null;
}

/** Deletes a file's record; null when it was already gone. */
export async function deleteFile(
  db: DbOrTx,
  productId: string,
  fileId: string,
): Promise<ShopProductFileRow | null> {
  const [row] = await db
    .delete(shopProductFiles)
    .where(and(eq(shopProductFiles.id, fileId), eq(shopProductFiles.productId, productId)))
    .returning();
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Order lines

const buyer = personContact;

/** A line with its order and buyer (left joined: an account may have been deleted). */
function linesWithOrders(db: DbOrTx) {
  return db
    .select({
      line: shopOrderLines,
      order: { id: shopOrders.id, number: shopOrders.number, createdAt: shopOrders.createdAt },
      buyer,
    })
    .from(shopOrderLines)
    .innerJoin(shopOrders, eq(shopOrders.id, shopOrderLines.orderId))
    .leftJoin(users, eq(users.id, shopOrders.userId));
}

/**
 * The board's search: an order number (digits, `#` allowed before them) finds that order; any
 * other text is the person search on the buyer. Digits are not looked for in the buyers' tax codes
 * and registration numbers, where most order numbers would be found.
 */
function lineSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const digits = search.replace(/^#/, '');
  return /^\d{1,9}$/.test(digits) ? eq(shopOrders.number, Number(digits)) : personMatches(users, search);
}

/**
 * One page of the board: the lines of a status (or all), oldest order first and in the order's
 * own order; with the count of each status among the lines the search finds (the tabs).
 */
export async function listLinesPage(db: DbOrTx, query: ListOrderLinesQuery) {
  const search = lineSearch(query.search);
  const where = and(query.status ? eq(shopOrderLines.status, query.status) : undefined, search);
  const [page, counts] = await Promise.all([
    listPage(
      db,
      query,
      ({ limit, offset }) =>
        linesWithOrders(db)
          .where(where)
          .orderBy(asc(shopOrders.number), asc(shopOrderLines.position))
          .limit(limit)
          .offset(offset),
      () =>
        db
          .select({ n: count() })
          .from(shopOrderLines)
          .innerJoin(shopOrders, eq(shopOrders.id, shopOrderLines.orderId))
          .leftJoin(users, eq(users.id, shopOrders.userId))
          .where(where),
      JSON.stringify(['shop.lines', query]),
    ),
    db
      .select({ status: shopOrderLines.status, n: count() })
      .from(shopOrderLines)
      .innerJoin(shopOrders, eq(shopOrders.id, shopOrderLines.orderId))
      .leftJoin(users, eq(users.id, shopOrders.userId))
      .where(search)
      .groupBy(shopOrderLines.status),
  ]);
  return { ...page, counts };
}

export async function findLines(db: DbOrTx, ids: readonly string[]) {
  return linesWithOrders(db)
    .where(inArray(shopOrderLines.id, [...ids]))
    .orderBy(asc(shopOrders.number), asc(shopOrderLines.position));
}

export async function orderLines(db: DbOrTx, orderId: string) {
  return linesWithOrders(db).where(eq(shopOrderLines.orderId, orderId)).orderBy(asc(shopOrderLines.position));
}

export type LineWithOrder = Awaited<ReturnType<typeof orderLines>>[number];

/** The lines, locked in one fixed order (their ids), so two moves of the same lines cannot deadlock. */
export async function lockLines(db: DbOrTx, ids: readonly string[]): Promise<ShopOrderLineRow[]> {
  return db
    .select()
    .from(shopOrderLines)
    .where(inArray(shopOrderLines.id, [...ids]))
    .orderBy(asc(shopOrderLines.id))
    .for('update');
}

/** Moves the lines still in `from` to `to` (a conditional update): those moved. */
export async function moveLines(
  db: DbOrTx,
  ids: readonly string[],
  from: OrderLineStatus,
  to: OrderLineStatus,
): Promise<ShopOrderLineRow[]> {
  return db
    .update(shopOrderLines)
    .set({ status: to, statusChangedAt: sql`now()` })
    .where(and(inArray(shopOrderLines.id, [...ids]), eq(shopOrderLines.status, from)))
    .returning();
}

/** The buyers of the orders of these lines: who to tell, in which language. */
export async function findBuyers(db: DbOrTx, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: shopOrders.id,
      orderNumber: shopOrders.number,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(shopOrders)
    .innerJoin(users, eq(users.id, shopOrders.userId))
    .where(inArray(shopOrders.id, [...orderIds]));
}

export async function markReadyMailSent(db: DbOrTx, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .update(shopOrders)
    .set({ readyMailSentAt: sql`now()` })
    .where(inArray(shopOrders.id, [...orderIds]));
}

// ---------------------------------------------------------------------------------------------
// Orders

/** An order with its buyer and its payment. */
export async function findOrder(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      order: shopOrders,
      buyer,
      payment: {
        status: payments.status,
        provider: payments.provider,
        paidAt: payments.paidAt,
        providerSessionId: payments.providerSessionId,
      },
    })
    .from(shopOrders)
    .innerJoin(payments, eq(payments.id, shopOrders.paymentId))
    .leftJoin(users, eq(users.id, shopOrders.userId))
    .where(eq(shopOrders.id, id));
  return row ?? null;
}

export async function lockOrder(db: DbOrTx, id: string): Promise<ShopOrderRow | null> {
  const [row] = await db.select().from(shopOrders).where(eq(shopOrders.id, id)).for('update');
  return row ?? null;
}

/**
 * The guard of a refund: the order moves to `pending` only from no refund or a failed one (a
 * conditional update); null when a refund is already under way or made.
 */
export async function claimRefund(
  db: DbOrTx,
  id: string,
  reason: 'soldOut' | 'staff',
): Promise<ShopOrderRow | null> {
  const [row] = await db
    .update(shopOrders)
    .set({ refundStatus: 'pending', refundReason: reason, refundedAt: null, refundClaimedAt: sql`now()` })
    .where(
      and(eq(shopOrders.id, id), or(isNull(shopOrders.refundStatus), eq(shopOrders.refundStatus, 'failed'))),
    )
    .returning();
  return row ?? null;
}

/** The orders whose refund has been `pending` since before `claimedBefore` (or since before that was recorded). */
export async function findStaleRefunds(db: DbOrTx, claimedBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .where(staleRefund(claimedBefore))
    .orderBy(shopOrders.refundClaimedAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Takes over a refund left `pending` since before `claimedBefore`: a conditional update that moves
 * its claim to now, so of two instances resuming it at once only one gets the row.
 */
export async function reclaimStaleRefund(
  db: DbOrTx,
  id: string,
  claimedBefore: Date,
): Promise<ShopOrderRow | null> {
  const [row] = await db
    .update(shopOrders)
    .set({ refundClaimedAt: sql`now()` })
    .where(and(eq(shopOrders.id, id), staleRefund(claimedBefore)))
    .returning();
  return row ?? null;
}

const staleRefund = (claimedBefore: Date) =>
  and(
    eq(shopOrders.refundStatus, 'pending'),
    or(isNull(shopOrders.refundClaimedAt), lt(shopOrders.refundClaimedAt, claimedBefore)),
  );

/** Records the provider's answer on the pending refund: refunded (now) or failed. */
export async function settleRefund(
  db: DbOrTx,
  id: string,
  outcome: 'refunded' | 'failed',
): Promise<ShopOrderRow | null> {
  const [row] = await db
    .update(shopOrders)
    .set({ refundStatus: outcome, refundedAt: outcome === 'refunded' ? sql`now()` : null })
    .where(and(eq(shopOrders.id, id), eq(shopOrders.refundStatus, 'pending')))
    .returning();
  return row ?? null;
}

/** The provider's session of the order's payment (the refund names it). */
export async function findPaymentSession(db: DbOrTx, paymentId: string) {
  const [row] = await db
    .select({ status: payments.status, providerSessionId: payments.providerSessionId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row ?? null;
}
