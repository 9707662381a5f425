import { isLocale, type Locale } from '@school/domain/shared/locale';
import { stockState } from '@school/domain/shop/catalogue';
import {
  type AdvanceOrderLinesBody,
  type AdvanceOrderLinesResponse,
  type CreateProductBody,
  type ListOrderLinesQuery,
  type ListOrderLinesResponse,
  type ListStaffProductsQuery,
  type ListStaffProductsResponse,
  type SetStockBody,
  STOCK_CONFLICT_CURRENT_FIELD,
  type StaffOrder,
  type StaffOrderLine,
  type StaffProduct,
  type StaffProductFile,
  type StaffProductRow,
  type UpdateProductBody,
  type UploadProductFileBody,
} from '@school/domain/shop/contracts/staff-shop';
import { nextOrderLineStatus, ORDER_LINE_STATUSES } from '@school/domain/shop/orders';
import { PRODUCT_FILE_TYPES, PRODUCT_FILES_MAX } from '@school/domain/shop/products';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pageAnswer } from '../../db/list-page.ts';
import {
  type ShopProductFileRow,
  type ShopProductRow,
  type ShopProductVariantRow,
  shopOrderLines,
  shopProductFiles,
  shopProducts,
  shopProductVariants,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { checkUpload, storeUpload } from '../../lib/uploads.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import type { FileStorage, StoredFile } from '../../platform/storage/storage.ts';
import { type Notifier, notifyUser } from '../notifications/notify.ts';
import { auditStaffChange, lockedOnVersion, rowVersion, staleRecord } from '../staff/staff-changes.ts';
import { ORDER_HISTORY_PATH, type ReadyLine, readyMail, readyNotification } from './shop.mails.ts';
import { type RefundOutcome, refundOrderAsStaff } from './shop-refunds.service.ts';
import * as repo from './shop-staff.repository.ts';

/**
 * The staff side of the shop (permission Negozio): products created, changed and deleted on the
 * version read, every change audited in its transaction; stock set on the value read (a
 * conditional update, so a sale made meanwhile is never overwritten); the products' files through
 * the one upload path; the order board, whose lines move one status forward under a conditional
 * update (to Notificato the buyers are mailed and notified in the same transaction); refunds.
 */

export interface ShopStaffDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
  mailer: Mailer;
  notifier: Notifier;
  publicUrl: string;
  provider: PaymentProvider;
}

/** Moved by every sale and by the stock route on the value read: not part of the form's version. */
const STOCK_COLUMNS = ['availableQuantity'] as const;

const productVersion = (row: ShopProductRow) => rowVersion(shopProducts, row, STOCK_COLUMNS);

export const fileUrl = (productId: string, fileId: string) =>
  `/api/staff/shop/products/${productId}/files/${fileId}`;

// ---------------------------------------------------------------------------------------------
// Products

function toFile(row: ShopProductFileRow): StaffProductFile {
  return {
    id: row.id,
    kind: row.kind,
    filename: row.filename,
    contentType: row.contentType,
    size: row.size,
    position: row.position,
    url: fileUrl(row.productId, row.id),
  };
}

/** The product's availability: its own stock, or with sizes In Stock when any size is. */
function productStock(row: ShopProductRow, largestSizeStock: number | null) {
  return stockState({
    family: row.family,
    availableQuantity: row.sizeKind === 'none' ? row.availableQuantity : largestSizeStock,
  });
}

function toStaffProduct(
  row: ShopProductRow,
  variants: ShopProductVariantRow[],
  files: ShopProductFileRow[],
  orderLineCount: number,
): StaffProduct {
  const largest = variants.reduce<number | null>(
    (max, v) => (v.availableQuantity === null ? max : Math.max(max ?? 0, v.availableQuantity)),
    null,
  );
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    notes: row.notes,
    family: row.family,
    price0: row.price0,
    price1: row.price1,
    price2: row.price2,
    price3: row.price3,
    promoPrice0: row.promoPrice0,
    promoPrice1: row.promoPrice1,
    promoPrice2: row.promoPrice2,
    promoPrice3: row.promoPrice3,
    isPromotion: row.isPromotion,
    isNew: row.isNew,
    priority: row.priority,
    isOnSale: row.isOnSale,
    sizeKind: row.sizeKind,
    isEmbroiderable: row.isEmbroiderable,
    availableQuantity: row.availableQuantity,
    perOrderMax: row.perOrderMax,
    leadTimeDays: row.leadTimeDays,
    bookingInfo: row.bookingInfo,
    vatCode: row.vatCode,
    vatRegime: row.vatRegime,
    vatRate: row.vatRate,
    stock: productStock(row, largest),
    variants: variants.map((v) => ({
      id: v.id,
      size: v.size,
      position: v.position,
      availableQuantity: v.availableQuantity,
      stock: stockState({ family: row.family, availableQuantity: v.availableQuantity }),
    })),
    files: files.map(toFile),
    orderLineCount,
    updatedAt: row.updatedAt.toISOString(),
    version: productVersion(row),
  };
}

export async function listProducts(
  db: DbOrTx,
  query: ListStaffProductsQuery,
): Promise<ListStaffProductsResponse> {
  return pageAnswer(
    query,
    await repo.listProductsPage(db, query),
    ({ product, variantsTotal, variantsMax, firstImage }): StaffProductRow => ({
      id: product.id,
      code: product.code,
      name: product.name,
      family: product.family,
      price0: product.price0,
      isPromotion: product.isPromotion,
      isNew: product.isNew,
      priority: product.priority,
      isOnSale: product.isOnSale,
      sizeKind: product.sizeKind,
      stockTotal: product.sizeKind === 'none' ? product.availableQuantity : variantsTotal,
      stock: productStock(product, variantsMax),
      imageUrl: firstImage ? fileUrl(product.id, firstImage) : null,
      version: productVersion(product),
    }),
  );
}

export async function getProduct(db: DbOrTx, id: string): Promise<StaffProduct> {
  const row = await repo.findProduct(db, id);
  if (!row) throw notFound();
  const [variants, files, lines] = await Promise.all([
    repo.listVariants(db, id),
    repo.listFiles(db, id),
    repo.countOrderLines(db, id),
  ]);
  return toStaffProduct(row, variants, files, lines);
}

/** The columns of the form's fields (the stock apart). */
function productColumns(body: CreateProductBody | UpdateProductBody) {
  return {
    code: body.code,
    name: body.name,
    description: body.description,
    notes: body.notes,
    family: body.family,
    price0: body.price0,
    price1: body.price1,
    price2: body.price2,
    price3: body.price3,
    promoPrice0: body.promoPrice0,
    promoPrice1: body.promoPrice1,
    promoPrice2: body.promoPrice2,
    promoPrice3: body.promoPrice3,
    isPromotion: body.isPromotion,
    isNew: body.isNew,
    priority: body.priority,
    isOnSale: body.isOnSale,
    sizeKind: body.sizeKind,
    isEmbroiderable: body.isEmbroiderable,
    perOrderMax: body.perOrderMax,
    leadTimeDays: body.leadTimeDays,
    bookingInfo: body.bookingInfo,
    vatCode: body.vatCode,
    vatRegime: body.vatRegime,
    vatRate: body.vatRate,
  };
}

const codeTaken = () =>
  new AppError(409, 'shop.codeTaken', 'Another product has this code', { code: 'shop.codeTaken' });

/** Creates a product with its sizes and their stock, audited. 409 `shop.codeTaken` for a code in use. */
export async function createProduct(db: Db, by: string, body: CreateProductBody): Promise<StaffProduct> {
  const id = await db.transaction(async (tx) => {
    const row = await repo.insertProduct(tx, {
      ...productColumns(body),
      // With sizes, each size keeps its own stock.
      availableQuantity: body.sizeKind === 'none' ? body.availableQuantity : null,
    });
    if (!row) throw codeTaken();
    await auditStaffChange(tx, { by, table: shopProducts, before: null, after: row });
    for (const [position, variant] of body.variants.entries()) {
      const created = await repo.insertVariant(tx, {
        productId: row.id,
        size: variant.size,
        position,
        availableQuantity: variant.availableQuantity,
      });
      await auditStaffChange(tx, { by, table: shopProductVariants, before: null, after: created });
    }
    return row.id;
  });
  return getProduct(db, id);
}

/**
 * Changes a product's fields and its list of sizes on the version read (409 `staff.staleRecord`
 * otherwise). Sizes are renamed, added (with their first stock) or removed (their cart lines go
 * with them); the stock of an existing size or of the product is not written here.
 */
export async function changeProduct(
  db: Db,
  by: string,
  id: string,
  body: UpdateProductBody,
): Promise<StaffProduct> {
  const { version, variants, ...fields } = body;
  await db.transaction(async (tx) => {
    const before = lockedOnVersion(shopProducts, await repo.lockProduct(tx, id), version, STOCK_COLUMNS);
    if (fields.code !== before.code && (await repo.codeTakenByOther(tx, fields.code, id))) throw codeTaken();
    const after = await repo.updateProduct(tx, id, productColumns(body));
    await auditStaffChange(tx, { by, table: shopProducts, before, after });
    await changeVariants(tx, by, id, await repo.listVariants(tx, id), variants);
  });
  return getProduct(db, id);
}

/** The product's sizes as the form lists them: kept (renamed, moved), added, the others removed. */
async function changeVariants(
  tx: DbOrTx,
  by: string,
  productId: string,
  current: ShopProductVariantRow[],
  wanted: UpdateProductBody['variants'],
) {
  const byId = new Map(current.map((v) => [v.id, v]));
  for (const v of wanted) {
    if (v.id !== null && !byId.has(v.id)) {
      // A size another change removed meanwhile: the form is stale.
      throw staleRecord('A size of the form no longer exists: read it again');
    }
  }
  const kept = new Set(wanted.flatMap((v) => (v.id === null ? [] : [v.id])));
  for (const removed of current.filter((v) => !kept.has(v.id))) {
    await repo.deleteVariant(tx, removed.id);
    await auditStaffChange(tx, {
      by,
      table: shopProductVariants,
      before: removed,
      after: { id: removed.id },
    });
  }
  // Renames go through a free name first, so two sizes can swap names under the unique index.
  const renamed = wanted.filter((v) => {
    const was = v.id === null ? undefined : byId.get(v.id);
    return was !== undefined && was.size !== v.size;
  });
  for (const v of renamed) {
    if (v.id) await repo.updateVariant(tx, v.id, { size: `~${v.id}`, position: -1 });
  }
  for (const [position, v] of wanted.entries()) {
    if (v.id === null) {
      const created = await repo.insertVariant(tx, {
        productId,
        size: v.size,
        position,
        availableQuantity: v.availableQuantity ?? null,
      });
      await auditStaffChange(tx, { by, table: shopProductVariants, before: null, after: created });
      continue;
    }
    const was = byId.get(v.id) as ShopProductVariantRow;
    if (was.size === v.size && was.position === position) continue;
    const after = await repo.updateVariant(tx, v.id, { size: v.size, position });
    await auditStaffChange(tx, { by, table: shopProductVariants, before: was, after });
  }
}

/**
 * Deletes a product on the version read, with its sizes and files (the stored files removed after
 * the commit). Refused, 409 `shop.productInUse`, while an order line or an open checkout holds it:
 * take it off sale instead.
 */
export async function removeProduct(deps: ShopStaffDeps, by: string, id: string, version: string) {
  const keys = await deps.db.transaction(async (tx) => {
    const before = lockedOnVersion(shopProducts, await repo.lockProduct(tx, id), version, STOCK_COLUMNS);
    if ((await repo.countOrderLines(tx, id)) > 0 || (await repo.inOpenCheckout(tx, id))) {
      throw new AppError(409, 'shop.productInUse', 'The product has orders or a payment under way');
    }
    const [variants, files] = await Promise.all([repo.listVariants(tx, id), repo.listFiles(tx, id)]);
    await repo.deleteProduct(tx, id);
    await auditStaffChange(tx, { by, table: shopProducts, before, after: { id } });
    for (const v of variants) {
      await auditStaffChange(tx, { by, table: shopProductVariants, before: v, after: { id: v.id } });
    }
    for (const f of files) {
      await auditStaffChange(tx, { by, table: shopProductFiles, before: f, after: { id: f.id } });
    }
    return files.map((f) => f.storageKey);
  });
  await removeStored(deps, keys);
}

async function removeStored(deps: Pick<ShopStaffDeps, 'storage' | 'log'>, keys: readonly string[]) {
  for (const key of keys) {
    await deps.storage
      .delete(key)
      .catch((err: unknown) => deps.log.error({ err, key }, 'could not remove a product file'));
  }
}

/**
 * Sets a stock (the product's, or one size's) to `quantity` only if it still holds `expected`,
 * the value the staff member read: one conditional update, audited. A sale or another change made
 * meanwhile answers 409 `shop.stockEditConflict` with the current value, and nothing is written.
 */
export async function setStock(
  db: Db,
  by: string,
  productId: string,
  body: SetStockBody,
): Promise<StaffProduct> {
  await db.transaction(async (tx) => {
    const product = await repo.findProduct(tx, productId);
    if (!product) throw notFound();
    if (body.variantId === null) {
      if (product.sizeKind !== 'none') {
        throw new AppError(400, 'request.invalid', 'A product with sizes keeps its stock on its sizes', {
          variantId: 'shop.sizeRequired',
        });
      }
      const after = await repo.setProductStock(tx, productId, body.expected, body.quantity);
      if (!after) throw stockConflict((await repo.findProduct(tx, productId))?.availableQuantity ?? null);
      await auditStaffChange(tx, {
        by,
        table: shopProducts,
        before: { ...after, availableQuantity: body.expected },
        after,
      });
      return;
    }
    const after = await repo.setVariantStock(tx, productId, body.variantId, body.expected, body.quantity);
    if (!after) {
      const current = await repo.findVariant(tx, productId, body.variantId);
      if (!current) throw notFound();
      throw stockConflict(current.availableQuantity);
    }
    await auditStaffChange(tx, {
      by,
      table: shopProductVariants,
      before: { ...after, availableQuantity: body.expected },
      after,
    });
  });
  return getProduct(db, productId);
}

function stockConflict(current: number | null) {
  return new AppError(409, 'shop.stockEditConflict', 'The stock changed since it was read', {
    quantity: 'shop.stockEditConflict',
    [STOCK_CONFLICT_CURRENT_FIELD]: current === null ? '' : String(current),
  });
}

// ---------------------------------------------------------------------------------------------
// Files

const tooManyFiles = () =>
  new AppError(409, 'shop.tooManyFiles', 'The product has the most files of this kind', {
    contentBase64: 'shop.tooManyFiles',
  });

/**
 * Uploads an image (JPEG, PNG, WebP) or a technical-sheet PDF of a product through the one upload
 * path: checked (empty, type by name and content, 4.5 MB) before anything is written, stored,
 * then recorded last among its kind under the product's lock, audited.
 */
export async function uploadProductFile(
  deps: ShopStaffDeps,
  by: string,
  productId: string,
  body: UploadProductFileBody,
): Promise<StaffProductFile> {
  if (!(await repo.findProduct(deps.db, productId))) throw notFound();
  if ((await repo.countFiles(deps.db, productId, body.kind)) >= PRODUCT_FILES_MAX) throw tooManyFiles();
  const file = checkUpload(body, PRODUCT_FILE_TYPES[body.kind]);
  const saved = await storeUpload(deps, file, async (tx, stored) => {
    const product = await repo.lockProduct(tx, productId);
    if (!product) throw notFound();
    if ((await repo.countFiles(tx, productId, body.kind)) >= PRODUCT_FILES_MAX) throw tooManyFiles();
    const row = await repo.insertFile(tx, {
      productId,
      kind: body.kind,
      storageKey: stored.storageKey,
      filename: stored.fileName,
      contentType: stored.contentType,
      size: stored.size,
      position: await repo.nextFilePosition(tx, productId, body.kind),
    });
    await auditStaffChange(tx, { by, table: shopProductFiles, before: null, after: row });
    return { saved: row, replacedKey: null };
  });
  return toFile(saved);
}

/** Deletes a product's file; the stored bytes are removed after the commit. */
export async function removeProductFile(deps: ShopStaffDeps, by: string, productId: string, fileId: string) {
  const removed = await deps.db.transaction(async (tx) => {
    if (!(await repo.lockProduct(tx, productId))) throw notFound();
    const row = await repo.deleteFile(tx, productId, fileId);
    if (!row) throw notFound();
    await auditStaffChange(tx, { by, table: shopProductFiles, before: row, after: { id: row.id } });
    return row;
  });
  await removeStored(deps, [removed.storageKey]);
}

/** A product's stored file, for the console's previews. */
export async function readProductFile(
  deps: Pick<ShopStaffDeps, 'db' | 'storage'>,
  productId: string,
  fileId: string,
): Promise<{ file: StoredFile; fileName: string; contentType: string }> {
  const row = await repo.findFile(deps.db, productId, fileId);
  if (!row) throw notFound();
  const file = await deps.storage.get(row.storageKey);
  if (!file) throw notFound();
  return { file, fileName: row.filename, contentType: row.contentType };
}

// ---------------------------------------------------------------------------------------------
// The order board

function toStaffLine({ line, order, buyer }: repo.LineWithOrder): StaffOrderLine {
  return {
    id: line.id,
    orderId: order.id,
    orderNumber: order.number,
    orderedAt: order.createdAt.toISOString(),
    buyer: buyer ? { ...buyer } : null,
    position: line.position,
    productId: line.productId,
    productCode: line.productCode,
    description: line.description,
    size: line.size,
    embroideryText: line.embroideryText,
    quantity: line.quantity,
    unitCents: line.unitCents,
    type: line.type,
    stock: line.stock,
    leadTimeDays: line.leadTimeDays,
    bookingInfo: line.bookingInfo,
    topUpCode: line.topUpCode,
    status: line.status,
    statusChangedAt: line.statusChangedAt.toISOString(),
    next: nextOrderLineStatus(line.status),
  };
}

export async function listOrderLines(
  db: DbOrTx,
  query: ListOrderLinesQuery,
): Promise<ListOrderLinesResponse> {
  const { counts, ...page } = await repo.listLinesPage(db, query);
  const byStatus = Object.fromEntries(
    ORDER_LINE_STATUSES.map((s) => [s, 0]),
  ) as ListOrderLinesResponse['counts'];
  for (const { status, n } of counts) byStatus[status] = n;
  return { ...pageAnswer(query, page, toStaffLine), counts: byStatus };
}

/**
 * Moves the chosen lines one step, from the status they were seen in to the next
 * (`canAdvanceOrderLine`, checked by the contract): the lines are locked in one order, every one
 * must still be in `from`, and the conditional update on `from` moves them (409
 * `shop.lineStatusChanged`, nothing moved, when another staff member moved one meanwhile). To
 * Notificato, each buyer gets one mail and one notification listing their lines now ready, in the
 * same transaction (the outbox). Each line's change is audited.
 */
export async function advanceOrderLines(
  deps: ShopStaffDeps,
  by: string,
  body: AdvanceOrderLinesBody,
): Promise<AdvanceOrderLinesResponse> {
  const notifiedBuyers = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockLines(tx, body.lineIds);
    if (locked.length !== body.lineIds.length) throw notFound();
    const lineChanged = () =>
      new AppError(409, 'shop.lineStatusChanged', 'A line is no longer in the status it was seen in');
    if (locked.some((line) => line.status !== body.from)) throw lineChanged();
    const moved = await repo.moveLines(tx, body.lineIds, body.from, body.to);
    if (moved.length !== locked.length) throw lineChanged();
    const before = new Map(locked.map((line) => [line.id, line]));
    for (const after of moved) {
      await auditStaffChange(tx, { by, table: shopOrderLines, before: before.get(after.id) ?? null, after });
    }
    return body.to === 'Notificato' ? tellReady(tx, deps, body.lineIds) : 0;
  });
  const lines = await repo.findLines(deps.db, body.lineIds);
  return { moved: lines.map(toStaffLine), notifiedBuyers };
}

/** One mail and one notification per buyer, listing their lines now ready for pickup. Inside the move's transaction. */
async function tellReady(tx: DbOrTx, deps: ShopStaffDeps, lineIds: readonly string[]): Promise<number> {
  const lines = await repo.findLines(tx, lineIds);
  const orderIds = [...new Set(lines.map((l) => l.order.id))];
  const buyers = await repo.findBuyers(tx, orderIds);
  const buyerOfOrder = new Map(buyers.map((b) => [b.orderId, b]));
  const byBuyer = new Map<string, { buyer: (typeof buyers)[number]; lines: ReadyLine[] }>();
  for (const { line, order } of lines) {
    const buyer = buyerOfOrder.get(order.id);
    if (!buyer) continue; // The account was deleted: nobody to tell.
    const entry = byBuyer.get(buyer.userId) ?? { buyer, lines: [] };
    entry.lines.push({
      orderNumber: order.number,
      description: line.description,
      size: line.size,
      embroideryText: line.embroideryText,
      quantity: line.quantity,
    });
    byBuyer.set(buyer.userId, entry);
  }
  const link = `${deps.publicUrl}${ORDER_HISTORY_PATH}`;
  for (const { buyer, lines: ready } of byBuyer.values()) {
    const language: Locale = isLocale(buyer.language) ? buyer.language : 'it';
    const facts = { lines: ready, link };
    await notifyUser(
      tx,
      deps.notifier,
      buyer.userId,
      readyNotification(language, facts),
      buyer.email ? readyMail(buyer.email, buyer.firstName, language, facts) : null,
    );
  }
  await repo.markReadyMailSent(
    tx,
    orderIds.filter((id) => buyerOfOrder.has(id)),
  );
  return byBuyer.size;
}

// ---------------------------------------------------------------------------------------------
// Orders

export async function getOrder(db: DbOrTx, id: string): Promise<StaffOrder> {
  const found = await repo.findOrder(db, id);
  if (!found) throw notFound();
  const { order, buyer, payment } = found;
  const lines = await repo.orderLines(db, id);
  const shipping = order.shipping;
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    kind: order.kind,
    buyer: buyer ? { ...buyer } : null,
    linesCents: order.linesCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    shipping: shipping
      ? {
          firstName: shipping.firstName,
          lastName: shipping.lastName,
          street: shipping.street,
          city: shipping.city,
          province: shipping.province,
          postcode: shipping.postcode,
          mobile: shipping.mobile,
          notes: shipping.notes ?? '',
        }
      : null,
    payment: {
      status: payment.status,
      provider: payment.provider,
      paidAt: payment.paidAt?.toISOString() ?? null,
    },
    refund: {
      status: order.refundStatus,
      reason: order.refundReason,
      refundedAt: order.refundedAt?.toISOString() ?? null,
    },
    canRefund: payment.status === 'paid' && (order.refundStatus === null || order.refundStatus === 'failed'),
    readyMailSentAt: order.readyMailSentAt?.toISOString() ?? null,
    lines: lines.map(toStaffLine),
  };
}

/**
 * Refunds the order as asked by a staff member (`refundOrderAsStaff`); a provider's refusal is
 * recorded (`failed`, to be asked again) and answered 502 `shop.refundFailed`.
 */
export async function refundAsStaff(deps: ShopStaffDeps, by: string, orderId: string): Promise<StaffOrder> {
  const outcome: RefundOutcome = await refundOrderAsStaff(deps, by, orderId);
  if (outcome.status === 'failed') {
    deps.log.warn({ err: outcome.error, orderId }, 'the payment provider refused a refund');
    throw new AppError(502, 'shop.refundFailed', 'The payment provider did not refund the order');
  }
  return getOrder(deps.db, orderId);
}
