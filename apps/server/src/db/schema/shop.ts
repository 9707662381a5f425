import type { ShippingForm } from '@school/domain/shop/checkout';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, instant, instantNow, recordId, timestamps } from './columns.ts';
import { payments } from './payments.ts';
import { users } from './users.ts';

/**
 * A product of the shop (the CRM's Product: specification 000, section 3 "Product"). Prices are
 * whole euro cents per price tier (tier 0 is Prezzo__c, tiers 1-3 Prezzo_n__c) with the promotional
 * prices of each tier. A product with sizes keeps its stock on its variants; one without, here.
 * The stock is guarded by the database: a checkout takes units with a conditional update and the
 * check constraints refuse a negative quantity.
 */
export const shopProducts = pgTable(
  'shop_products',
  {
    id: recordId(),
    /** ProductCode: the product sheet's address (/ecommerce/shop/product/{code}). */
    code: text().notNull().unique(),
    name: text().notNull(),
    /** Description: the sheet's "product details". */
    description: text().notNull().default(''),
    /** Note__c */
    notes: text().notNull().default(''),
    /** Family: Libri, Torta, Abbigliamento, Shopper, Spedizione, Ricamo, Ricarica Stampante. */
    family: text().notNull(),
    price0: integer(),
    price1: integer(),
    price2: integer(),
    price3: integer(),
    promoPrice0: integer(),
    promoPrice1: integer(),
    promoPrice2: integer(),
    promoPrice3: integer(),
    /** isPromozione__c, isNovita__c, formulaPriorita__c (above 0: highlighted, listed first). */
    isPromotion: boolean().notNull().default(false),
    isNew: boolean().notNull().default(false),
    priority: integer().notNull().default(0),
    /** Disponibile_Ecommerce__c: listed in the shop. */
    isOnSale: boolean().notNull().default(true),
    /** Sesso_Taglia__c: what the variants are (clothing sizes or shoe numbers); none without. */
    sizeKind: text({ enum: ['none', 'size', 'shoe'] })
      .notNull()
      .default('none'),
    /** Possibilita_Ricamo__c */
    isEmbroiderable: boolean().notNull().default(false),
    /** Quantita_Disponibile__c of a product without variants (null: none recorded). */
    availableQuantity: integer(),
    /** Max_Acquisti_Per_Ordine__c (null or 0: no maximum). */
    perOrderMax: integer(),
    /** Tempo_approvvigionamento__c, in days. */
    leadTimeDays: integer(),
    /** Info_Prenotazione__c */
    bookingInfo: text().notNull().default(''),
    /** Codice_Aliquota__c, Regime_Iva__c: the VAT fields of the receipt. */
    vatCode: text().notNull().default(''),
    vatRegime: text().notNull().default(''),
    /** The VAT rate in percent, printed on the receipt (prices include it). */
    vatRate: integer().notNull().default(22),
    ...timestamps(),
  },
  (t) => [
    index('shop_products_listing_idx').on(t.isOnSale, t.family),
    check('shop_products_stock', sql`${t.availableQuantity} is null or ${t.availableQuantity} >= 0`),
    check(
      'shop_products_prices',
      sql`coalesce(${t.price0}, 0) >= 0 and coalesce(${t.price1}, 0) >= 0 and coalesce(${t.price2}, 0) >= 0 and coalesce(${t.price3}, 0) >= 0 and coalesce(${t.promoPrice0}, 0) >= 0 and coalesce(${t.promoPrice1}, 0) >= 0 and coalesce(${t.promoPrice2}, 0) >= 0 and coalesce(${t.promoPrice3}, 0) >= 0`,
    ),
  ],
);
export type ShopProductRow = typeof shopProducts.$inferSelect;

/** A size or shoe number of a product (taglie, variants) with its own stock. */
export const shopProductVariants = pgTable(
  'shop_product_variants',
  {
    id: recordId(),
    productId: belongsTo(() => shopProducts.id),
    size: text().notNull(),
    position: integer().notNull().default(0),
    availableQuantity: integer(),
  },
  (t) => [
    uniqueIndex('shop_product_variants_size_key').on(t.productId, t.size),
    check('shop_product_variants_stock', sql`${t.availableQuantity} is null or ${t.availableQuantity} >= 0`),
  ],
);
export type ShopProductVariantRow = typeof shopProductVariants.$inferSelect;

/** A product's image (the carousel) or technical-sheet PDF (Attachments), kept in storage. */
export const shopProductFiles = pgTable(
  'shop_product_files',
  {
    id: recordId(),
    productId: belongsTo(() => shopProducts.id),
    kind: text({ enum: ['image', 'sheet'] }).notNull(),
    storageKey: text().notNull(),
    filename: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    position: integer().notNull().default(0),
    createdAt: instantNow(),
  },
  (t) => [index('shop_product_files_product_idx').on(t.productId, t.kind, t.position)],
);
export type ShopProductFileRow = typeof shopProductFiles.$inferSelect;

/** A person's cart (one per person, on the server): its bag choice and when it last changed. */
export const shopCarts = pgTable('shop_carts', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The bag chosen (Family Shopper), null for "no bag". */
  bagProductId: uuid().references(() => shopProducts.id, { onDelete: 'set null' }),
  /** "Cart: kept 1 day": a cart older than a day from its last change is emptied. */
  updatedAt: instantNow(),
});

/** A line of a person's cart ("product fields plus qty, taglia, numero, testoRicamo"). */
export const shopCartLines = pgTable(
  'shop_cart_lines',
  {
    id: recordId(),
    userId: belongsTo(() => shopCarts.userId),
    productId: belongsTo(() => shopProducts.id),
    variantId: uuid().references(() => shopProductVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    embroideryText: text().notNull().default(''),
    createdAt: instantNow(),
  },
  (t) => [
    index('shop_cart_lines_user_idx').on(t.userId, t.createdAt),
    check('shop_cart_lines_quantity', sql`${t.quantity} between 1 and 1000`),
  ],
);
export type ShopCartLineRow = typeof shopCartLines.$inferSelect;

/** A line as priced and held for a checkout (the order's lines are made from these). */
export interface CheckoutLine {
  productId: string;
  variantId: string | null;
  productCode: string;
  description: string;
  family: string;
  size: string;
  embroideryText: string;
  quantity: number;
  unitCents: number;
  stock: 'inStock' | 'bookable';
  leadTimeDays: number | null;
  bookingInfo: string;
  vatCode: string;
  vatRegime: string;
  vatRate: number;
  /** Units taken from the stock for this checkout (0 for a bookable item). */
  reserved: number;
}

/** The shipping address of a graduate's order (section 3 "Shipping"). */
export type ShippingAddress = ShippingForm;

/**
 * A checkout of the cart or of a top-up: the lines priced by the server, the stock held for them
 * while the payment can be made, and the payment that pays them. The order is made from it when
 * the provider confirms the payment; the held stock goes back when the payment fails or expires.
 */
export const shopCheckouts = pgTable(
  'shop_checkouts',
  {
    id: recordId(),
    userId: belongsTo(() => users.id),
    paymentId: uuid()
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    kind: text({ enum: ['cart', 'topUp'] }).notNull(),
    /** `open`: stock held, payment possible; `ordered`: the order exists; `released`: stock given back. */
    status: text({ enum: ['open', 'ordered', 'released'] })
      .notNull()
      .default('open'),
    lines: jsonb().$type<CheckoutLine[]>().notNull(),
    /** The bag line is one of `lines`; these are the summary's amounts. */
    linesCents: integer().notNull(),
    shippingCents: integer().notNull(),
    totalCents: integer().notNull(),
    shipping: jsonb().$type<ShippingAddress | null>(),
    /** What was priced, to offer the same checkout again while nothing changed. */
    fingerprint: text().notNull(),
    ...timestamps(),
  },
  (t) => [index('shop_checkouts_open_idx').on(t.status, t.createdAt)],
);
export type ShopCheckoutRow = typeof shopCheckouts.$inferSelect;

/** Counters numbered without gaps (the order number): taken in the transaction that uses them. */
export const shopCounters = pgTable('shop_counters', {
  name: text().primaryKey(),
  value: integer().notNull(),
});

/**
 * A paid order (the CRM's Order: N_Ordine__c, CreatedDate, Amount, Righe_Ordine__r), made once
 * from a checkout when the provider confirms its payment.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: recordId(),
    /** N_Ordine__c: sequential without gaps (`shop_counters`). */
    number: integer().notNull().unique(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    checkoutId: uuid()
      .notNull()
      .unique()
      .references(() => shopCheckouts.id, { onDelete: 'restrict' }),
    paymentId: uuid()
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    kind: text({ enum: ['cart', 'topUp'] }).notNull(),
    linesCents: integer().notNull(),
    shippingCents: integer().notNull(),
    /** Amount */
    totalCents: integer().notNull(),
    shipping: jsonb().$type<ShippingAddress | null>(),
    /** `pending`: asked of the provider; `refunded`: the provider refunded it; `failed`: it refused. */
    refundStatus: text({ enum: ['pending', 'refunded', 'failed'] }),
    refundReason: text({ enum: ['soldOut', 'staff'] }),
    refundedAt: instant(),
    /** When the refund was last claimed (`pending`): one left pending too long is asked again. */
    refundClaimedAt: instant(),
    readyMailSentAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [
    index('shop_orders_user_idx').on(t.userId, t.createdAt),
    // The insights' sales per week.
    index('shop_orders_created_idx').on(t.createdAt),
    index('shop_orders_refund_pending_idx').on(t.refundClaimedAt).where(sql`${t.refundStatus} = 'pending'`),
  ],
);
export type ShopOrderRow = typeof shopOrders.$inferSelect;

/** A line of an order (Righe_Ordine__r; the order line sent: Quantita__c, Prezzo__c, …, Tipo__c). */
export const shopOrderLines = pgTable(
  'shop_order_lines',
  {
    id: recordId(),
    orderId: belongsTo(() => shopOrders.id),
    position: integer().notNull(),
    productId: uuid().references(() => shopProducts.id, { onDelete: 'set null' }),
    productCode: text().notNull(),
    family: text().notNull(),
    /** Descrizione__c */
    description: text().notNull(),
    /** Taglia__c (a size or a shoe number) and the embroidery text. */
    size: text().notNull().default(''),
    embroideryText: text().notNull().default(''),
    /** Quantita__c, Prezzo__c (unit, cents) */
    quantity: integer().notNull(),
    unitCents: integer().notNull(),
    /** Tipo__c: L for books, D otherwise. */
    type: text({ enum: ['L', 'D'] }).notNull(),
    /** Stato__c: Ordinato, Scontrinato, Notificato, Consegnato. */
    status: text({ enum: ['Ordinato', 'Scontrinato', 'Notificato', 'Consegnato'] })
      .notNull()
      .default('Ordinato'),
    statusChangedAt: instantNow(),
    /** Sold In Stock or Prenotabile (with its lead time). */
    stock: text({ enum: ['inStock', 'bookable'] }).notNull(),
    leadTimeDays: integer(),
    bookingInfo: text().notNull().default(''),
    /** Codice_Ricarica__c: the code of a paid badge top-up. */
    topUpCode: text().unique(),
    vatCode: text().notNull().default(''),
    vatRegime: text().notNull().default(''),
    vatRate: integer().notNull().default(22),
  },
  (t) => [
    uniqueIndex('shop_order_lines_position_key').on(t.orderId, t.position),
    index('shop_order_lines_status_idx').on(t.status, t.statusChangedAt),
  ],
);
export type ShopOrderLineRow = typeof shopOrderLines.$inferSelect;

/** A partner coupon (the coupons page): shown always, or only within its window of whole days. */
export const shopCoupons = pgTable('shop_coupons', {
  id: recordId(),
  partner: text().notNull(),
  code: text().notNull(),
  /** The discount text and the notes, in Italian and English. */
  discountIt: text().notNull(),
  discountEn: text().notNull(),
  notesIt: text().notNull().default(''),
  notesEn: text().notNull().default(''),
  url: text().notNull(),
  /** Shown only from `windowFrom` to `windowTo` (both included, the school's calendar); null: always. */
  windowFrom: date({ mode: 'string' }),
  windowTo: date({ mode: 'string' }),
  position: integer().notNull().default(0),
});
export type ShopCouponRow = typeof shopCoupons.$inferSelect;
