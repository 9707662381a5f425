import { z } from 'zod';
import { FileNameSchema } from '../../candidate/contracts/upload-document.ts';
import { UPLOAD_MAX_BASE64_LENGTH } from '../../shared/limits.ts';
import { plainString } from '../../shared/text.ts';
import { versionField } from '../../staff/contracts/fields.ts';
import { optionalFilter, staffPageOf, staffPaging } from '../../staff/contracts/list-candidates.ts';
import { PRODUCT_FAMILIES, STOCK_STATES } from '../catalogue.ts';
import { canAdvanceOrderLine, ORDER_LINE_STATUSES, ORDER_LINE_TYPES } from '../orders.ts';
import {
  PRODUCT_CODE_PATTERN,
  PRODUCT_FIELD_MAX,
  PRODUCT_FILE_KINDS,
  PRODUCT_PRICE_MAX_CENTS,
  PRODUCT_SIZES_MAX,
  PRODUCT_STOCK_MAX,
  promoWithoutPrice,
  SIZE_KINDS,
  sizeListProblem,
} from '../products.ts';

/**
 * The shop in the staff console (permission Negozio, area `shop`); its endpoints are `staffShopApi`
 * in `staff-endpoints.ts`.
 * Every amount is whole euro cents; the form edits euros (`euroToCents`).
 */

// ---------------------------------------------------------------------------------------------
// Field schemas

const text = (max: number) => plainString().trim().max(max, { error: 'request.invalid' });
const requiredText = (max: number) =>
  plainString().trim().min(1, { error: 'candidate.required' }).max(max, { error: 'request.invalid' });

/** A price of a tier: whole cents from 0 to the maximum, or null (the tier has no price). */
const price = z
  .number({ error: 'shop.invalidPrice' })
  .int({ error: 'shop.invalidPrice' })
  .min(0, { error: 'shop.invalidPrice' })
  .max(PRODUCT_PRICE_MAX_CENTS, { error: 'shop.invalidPrice' })
  .nullable();

/** Units in stock, or null (none recorded: "otherwise" of the stock rule). */
export const stockQuantity = z
  .number({ error: 'shop.invalidStock' })
  .int({ error: 'shop.invalidStock' })
  .min(0, { error: 'shop.invalidStock' })
  .max(PRODUCT_STOCK_MAX, { error: 'shop.invalidStock' })
  .nullable();

const wholeNumber = (max: number) =>
  z
    .number({ error: 'shop.invalidNumber' })
    .int({ error: 'shop.invalidNumber' })
    .min(0, { error: 'shop.invalidNumber' })
    .max(max, { error: 'shop.invalidNumber' });

const flag = z.boolean({ error: 'request.invalid' });

export const ProductCodeSchema = plainString()
  .trim()
  .min(1, { error: 'candidate.required' })
  .max(PRODUCT_FIELD_MAX.code, { error: 'shop.invalidCode' })
  .regex(PRODUCT_CODE_PATTERN, { error: 'shop.invalidCode' });

/** Every field of a product (section 3 "Product") but its stock, as staff write them. */
const productFields = {
  code: ProductCodeSchema,
  name: requiredText(PRODUCT_FIELD_MAX.name),
  description: text(PRODUCT_FIELD_MAX.description),
  notes: text(PRODUCT_FIELD_MAX.notes),
  family: z.enum(PRODUCT_FAMILIES, { error: 'shop.invalidFamily' }),
  /** Prezzo__c (tier 0), Prezzo_1/2/3__c */
  price0: price,
  price1: price,
  price2: price,
  price3: price,
  /** Promozione_Prezzo_n__c */
  promoPrice0: price,
  promoPrice1: price,
  promoPrice2: price,
  promoPrice3: price,
  isPromotion: flag,
  isNew: flag,
  priority: wholeNumber(PRODUCT_FIELD_MAX.priority),
  /** Disponibile_Ecommerce__c */
  isOnSale: flag,
  /** Sesso_Taglia__c: no sizes, clothing sizes or shoe numbers. */
  sizeKind: z.enum(SIZE_KINDS, { error: 'request.invalid' }),
  isEmbroiderable: flag,
  /** Max_Acquisti_Per_Ordine__c: null or 0, no maximum. */
  perOrderMax: wholeNumber(PRODUCT_FIELD_MAX.perOrderMax).nullable(),
  /** Tempo_approvvigionamento__c */
  leadTimeDays: wholeNumber(PRODUCT_FIELD_MAX.leadTimeDays).nullable(),
  bookingInfo: text(PRODUCT_FIELD_MAX.bookingInfo),
  vatCode: text(PRODUCT_FIELD_MAX.vatCode),
  vatRegime: text(PRODUCT_FIELD_MAX.vatRegime),
  vatRate: wholeNumber(PRODUCT_FIELD_MAX.vatRate),
};

const sizeLabel = requiredText(PRODUCT_FIELD_MAX.size);

type PricedFields = Record<`price${0 | 1 | 2 | 3}` | `promoPrice${0 | 1 | 2 | 3}`, number | null>;

/** The rules between fields: the sizes of the size kind, each once; a promotion needs its tier's price. */
function checkProduct(
  product: PricedFields & { sizeKind: (typeof SIZE_KINDS)[number]; variants: readonly { size: string }[] },
  ctx: z.RefinementCtx,
) {
  const sizes = sizeListProblem(
    product.sizeKind,
    product.variants.map((v) => v.size),
  );
  if (sizes) {
    ctx.addIssue({
      code: 'custom',
      message: sizes.problem,
      path: sizes.index === null ? ['variants'] : ['variants', sizes.index, 'size'],
    });
  }
  const tiers = promoWithoutPrice({
    prices: { 0: product.price0, 1: product.price1, 2: product.price2, 3: product.price3 },
    promoPrices: {
      0: product.promoPrice0,
      1: product.promoPrice1,
      2: product.promoPrice2,
      3: product.promoPrice3,
    },
  });
  for (const tier of tiers) {
    ctx.addIssue({ code: 'custom', message: 'shop.promoWithoutPrice', path: [`promoPrice${tier}`] });
  }
}

// ---------------------------------------------------------------------------------------------
// Products

/** POST /api/staff/shop/products — a new product, with its stock and its sizes' stock. */
export const CreateProductBodySchema = z
  .strictObject({
    ...productFields,
    /** Quantita_Disponibile__c of a product without sizes (ignored with sizes: each size has its own). */
    availableQuantity: stockQuantity,
    variants: z
      .array(z.strictObject({ size: sizeLabel, availableQuantity: stockQuantity }), {
        error: 'request.invalid',
      })
      .max(PRODUCT_SIZES_MAX, { error: 'request.invalid' }),
  })
  .superRefine(checkProduct);
export type CreateProductBody = z.infer<typeof CreateProductBodySchema>;

/**
 * One size of a change: an existing one (its id) renamed or kept, or a new one (id null) with its
 * first stock. An existing size's stock is not changed here but by the stock route, on the value
 * read, so a sale made meanwhile is not lost. A size left out is removed (with the carts' lines
 * of it).
 */
export const UpdateVariantSchema = z
  .strictObject({
    id: z.uuid({ error: 'request.invalid' }).nullable(),
    size: sizeLabel,
    availableQuantity: stockQuantity.optional(),
  })
  .superRefine((variant, ctx) => {
    if (variant.id !== null && variant.availableQuantity !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'request.invalid', path: ['availableQuantity'] });
    }
  });

/** PUT /api/staff/shop/products/:id — every field but the stock, on the version read. */
export const UpdateProductBodySchema = z
  .strictObject({
    ...productFields,
    variants: z
      .array(UpdateVariantSchema, { error: 'request.invalid' })
      .max(PRODUCT_SIZES_MAX, { error: 'request.invalid' }),
    version: versionField,
  })
  .superRefine(checkProduct);
export type UpdateProductBody = z.infer<typeof UpdateProductBodySchema>;

/** DELETE /api/staff/shop/products/:id?version=… */
export const ProductVersionQuerySchema = z.strictObject({ version: versionField });

/**
 * PUT /api/staff/shop/products/:id/stock — a stock set to `quantity` only if it still holds
 * `expected`, the value the staff member read (a conditional update: a sale made meanwhile is not
 * lost). `variantId` names a size; null is the product's own stock (a product without sizes).
 * 409 `shop.stockEditConflict` otherwise, with the current value in `fields.current` ('' for none).
 */
export const SetStockBodySchema = z.strictObject({
  variantId: z.uuid({ error: 'request.invalid' }).nullable(),
  expected: stockQuantity,
  quantity: stockQuantity,
});
export type SetStockBody = z.infer<typeof SetStockBodySchema>;

/** The field of a 409 `shop.stockEditConflict` that holds the current stock ('' when none is recorded). */
export const STOCK_CONFLICT_CURRENT_FIELD = 'current';

/** GET /api/staff/shop/products — by code or name (part of it), by family; paged, by code. */
export const ListStaffProductsQuerySchema = z.strictObject({
  search: optionalFilter,
  family: z.enum(PRODUCT_FAMILIES, { error: 'shop.invalidFamily' }).optional(),
  ...staffPaging,
});
export type ListStaffProductsQuery = z.infer<typeof ListStaffProductsQuerySchema>;

const Cents = z.number().int();
const StockStateSchema = z.enum(STOCK_STATES);

export const StaffProductVariantSchema = z.object({
  id: z.string(),
  size: z.string(),
  position: z.number().int(),
  availableQuantity: z.number().int().nullable(),
  stock: StockStateSchema,
});
export type StaffProductVariant = z.infer<typeof StaffProductVariantSchema>;

export const StaffProductFileSchema = z.object({
  id: z.string(),
  kind: z.enum(PRODUCT_FILE_KINDS),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  position: z.number().int(),
  /** The console's address of the file (the shop serves it at /api/shop/files/:id). */
  url: z.string(),
});
export type StaffProductFile = z.infer<typeof StaffProductFileSchema>;

/** A product as staff keep it: every field, its sizes with their stock, its files. */
export const StaffProductSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  notes: z.string(),
  family: z.string(),
  price0: Cents.nullable(),
  price1: Cents.nullable(),
  price2: Cents.nullable(),
  price3: Cents.nullable(),
  promoPrice0: Cents.nullable(),
  promoPrice1: Cents.nullable(),
  promoPrice2: Cents.nullable(),
  promoPrice3: Cents.nullable(),
  isPromotion: z.boolean(),
  isNew: z.boolean(),
  priority: z.number().int(),
  isOnSale: z.boolean(),
  sizeKind: z.enum(SIZE_KINDS),
  isEmbroiderable: z.boolean(),
  availableQuantity: z.number().int().nullable(),
  perOrderMax: z.number().int().nullable(),
  leadTimeDays: z.number().int().nullable(),
  bookingInfo: z.string(),
  vatCode: z.string(),
  vatRegime: z.string(),
  vatRate: z.number().int(),
  /** The product's availability (with sizes: In Stock when any size is). */
  stock: StockStateSchema,
  variants: z.array(StaffProductVariantSchema),
  files: z.array(StaffProductFileSchema),
  /** Order lines of the product: with any, it cannot be deleted (take it off sale instead). */
  orderLineCount: z.number().int(),
  updatedAt: z.string(),
  /** The version of the product's fields (its stock apart: sales move it while staff edit). */
  version: z.string(),
});
export type StaffProduct = z.infer<typeof StaffProductSchema>;

/** A row of the products' list. */
export const StaffProductRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  family: z.string(),
  price0: Cents.nullable(),
  isPromotion: z.boolean(),
  isNew: z.boolean(),
  priority: z.number().int(),
  isOnSale: z.boolean(),
  sizeKind: z.enum(SIZE_KINDS),
  /** Units in stock (of every size together), null when none is recorded. */
  stockTotal: z.number().int().nullable(),
  stock: StockStateSchema,
  /** The first image, for the list's thumbnail. */
  imageUrl: z.string().nullable(),
  version: z.string(),
});
export type StaffProductRow = z.infer<typeof StaffProductRowSchema>;

export const ListStaffProductsResponseSchema = staffPageOf(StaffProductRowSchema);
export type ListStaffProductsResponse = z.infer<typeof ListStaffProductsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Files

/** POST /api/staff/shop/products/:id/files — an image (JPEG, PNG, WebP) or a technical-sheet PDF, as base64. */
export const UploadProductFileBodySchema = z.strictObject({
  kind: z.enum(PRODUCT_FILE_KINDS, { error: 'request.invalid' }),
  fileName: FileNameSchema,
  contentBase64: z
    .string({ error: 'upload.invalidEncoding' })
    .min(1, { error: 'upload.fileEmpty' })
    .max(UPLOAD_MAX_BASE64_LENGTH, { error: 'upload.tooLargeEncoded' }),
});
export type UploadProductFileBody = z.infer<typeof UploadProductFileBodySchema>;

/** `/api/staff/shop/products/:id/files/:fileId` */
export const ProductFileParamsSchema = z.object({
  id: z.uuid({ error: 'request.invalid' }),
  fileId: z.uuid({ error: 'request.invalid' }),
});

// ---------------------------------------------------------------------------------------------
// Orders

const StatusSchema = z.enum(ORDER_LINE_STATUSES, { error: 'request.invalid' });

/** GET /api/staff/shop/order-lines — the board: one status's lines (or all), by order number or buyer. */
export const ListOrderLinesQuerySchema = z.strictObject({
  status: StatusSchema.optional(),
  /** An order number (digits, `#` allowed), or the person search on the buyer (name, e-mail, …). */
  search: optionalFilter,
  ...staffPaging,
});
export type ListOrderLinesQuery = z.infer<typeof ListOrderLinesQuerySchema>;

export const StaffBuyerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/** A line of an order on the board, with its order and buyer (null: the account was deleted). */
export const StaffOrderLineSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  orderedAt: z.string(),
  buyer: StaffBuyerSchema.nullable(),
  position: z.number().int(),
  productId: z.string().nullable(),
  productCode: z.string(),
  description: z.string(),
  size: z.string(),
  embroideryText: z.string(),
  quantity: z.number().int(),
  unitCents: Cents,
  type: z.enum(ORDER_LINE_TYPES),
  /** Sold In Stock, or Prenotabile with its lead time. */
  stock: z.enum(['inStock', 'bookable']),
  leadTimeDays: z.number().int().nullable(),
  bookingInfo: z.string(),
  topUpCode: z.string().nullable(),
  status: z.enum(ORDER_LINE_STATUSES),
  statusChangedAt: z.string(),
  /** The status a move takes it to (null at Consegnato). */
  next: z.enum(ORDER_LINE_STATUSES).nullable(),
});
export type StaffOrderLine = z.infer<typeof StaffOrderLineSchema>;

/** How many lines each status holds (among the lines the search finds): the tabs' counts. */
export const StatusCountsSchema = z.object({
  Ordinato: z.number().int(),
  Scontrinato: z.number().int(),
  Notificato: z.number().int(),
  Consegnato: z.number().int(),
});

export const ListOrderLinesResponseSchema = staffPageOf(StaffOrderLineSchema).extend({
  counts: StatusCountsSchema,
});
export type ListOrderLinesResponse = z.infer<typeof ListOrderLinesResponseSchema>;

/** The most lines one move takes: a page of the board. */
export const ADVANCE_LINES_MAX = 100;

/**
 * POST /api/staff/shop/order-lines/advance — move the chosen lines from `from` (the status they
 * were seen in) one step to `to` (`canAdvanceOrderLine`). All or none: a line no longer in `from`
 * (another staff member moved it) refuses the whole move, 409 `shop.lineStatusChanged`.
 * Moving to Notificato mails each buyer once, listing their lines now ready for pickup.
 */
export const AdvanceOrderLinesBodySchema = z
  .strictObject({
    lineIds: z
      .array(z.uuid({ error: 'request.invalid' }), { error: 'request.invalid' })
      .min(1, { error: 'request.invalid' })
      .max(ADVANCE_LINES_MAX, { error: 'request.invalid' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'request.invalid' }),
    from: StatusSchema,
    to: StatusSchema,
  })
  .superRefine((body, ctx) => {
    if (!canAdvanceOrderLine(body.from, body.to)) {
      ctx.addIssue({ code: 'custom', message: 'shop.invalidStatusMove', path: ['to'] });
    }
  });
export type AdvanceOrderLinesBody = z.infer<typeof AdvanceOrderLinesBodySchema>;

export const AdvanceOrderLinesResponseSchema = z.object({
  moved: z.array(StaffOrderLineSchema),
  /** Buyers told their lines are ready (a mail and a notification each), when moved to Notificato. */
  notifiedBuyers: z.number().int(),
});
export type AdvanceOrderLinesResponse = z.infer<typeof AdvanceOrderLinesResponseSchema>;

export const REFUND_STATUSES = ['pending', 'refunded', 'failed'] as const;
export const REFUND_REASONS = ['soldOut', 'staff'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;

export const ShippingAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  city: z.string(),
  province: z.string(),
  postcode: z.string(),
  mobile: z.string(),
  notes: z.string(),
});

/** GET /api/staff/shop/orders/:id — an order: its lines, totals, shipping, payment and refund. */
export const StaffOrderSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  createdAt: z.string(),
  kind: z.enum(['cart', 'topUp']),
  buyer: StaffBuyerSchema.nullable(),
  linesCents: Cents,
  shippingCents: Cents,
  totalCents: Cents,
  shipping: ShippingAddressSchema.nullable(),
  payment: z.object({
    status: z.enum(PAYMENT_STATUSES),
    provider: z.string(),
    paidAt: z.string().nullable(),
  }),
  refund: z.object({
    status: z.enum(REFUND_STATUSES).nullable(),
    reason: z.enum(REFUND_REASONS).nullable(),
    refundedAt: z.string().nullable(),
  }),
  /** A refund can be asked: none yet, or the last one failed. */
  canRefund: z.boolean(),
  readyMailSentAt: z.string().nullable(),
  lines: z.array(StaffOrderLineSchema),
});
export type StaffOrder = z.infer<typeof StaffOrderSchema>;
