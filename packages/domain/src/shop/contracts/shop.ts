import { z } from 'zod';
import { EMBROIDERY_TEXT_MAX } from '../cart.ts';
import { CARD_BORDERS, CARD_TAGS, STOCK_STATES } from '../catalogue.ts';

/** No cart line holds more (the table's check constraint). */
export const QUANTITY_CAP = 1000;

import { RETURN_CLAUSES } from '../checkout.ts';
import { ORDER_LINE_STATUSES, ORDER_LINE_TYPES } from '../orders.ts';

/**
 * The shopper's side of the shop (specification 000, section 2 "Commerce", section 7 "Commerce
 * payloads": getProdsEcommerce, getProdEcommerce, recuperaCarrello, addProd, removeProd,
 * createOpptyEcommerce, getOrdersEcommerce, prezzoCategoria); its endpoints are `shopApi` in
 * `endpoints.ts`.
 * Every amount is whole euro cents, priced by the server for the person's tier.
 */

const Cents = z.number().int();

export const ProductPriceSchema = z.object({
  unitCents: Cents,
  regularCents: Cents,
  isPromo: z.boolean(),
});
export type ProductPriceView = z.infer<typeof ProductPriceSchema>;

export const StockStateSchema = z.enum(STOCK_STATES);

/** The shop list's query: "search text box", "filter dropdown", previous/next. */
export const ShopListQuerySchema = z.strictObject({
  search: z.string().max(100, { error: 'shop.invalidSearch' }).optional(),
  family: z.string().max(100, { error: 'shop.invalidSearch' }).optional(),
  page: z.coerce
    .number({ error: 'shop.invalidPage' })
    .int({ error: 'shop.invalidPage' })
    .min(1)
    .max(10_000)
    .optional(),
});
export type ShopListQueryInput = z.infer<typeof ShopListQuerySchema>;

/** A product card: "image, name, booking info, New! or Promo! tag, price, INFO prompt". */
export const ProductCardSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  family: z.string(),
  bookingInfo: z.string(),
  /** The first image's address, null without one (the page shows a default icon). */
  imageUrl: z.string().nullable(),
  price: ProductPriceSchema.nullable(),
  stock: StockStateSchema,
  tag: z.enum(CARD_TAGS).nullable(),
  border: z.enum(CARD_BORDERS),
  highlighted: z.boolean(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const ShopListResponseSchema = z.object({
  products: z.array(ProductCardSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  /** The filter's families: those of the products on sale (the page adds Reset). */
  families: z.array(z.string()),
});
export type ShopListResponse = z.infer<typeof ShopListResponseSchema>;

export const ProductCodeParamsSchema = z.object({
  code: z.string().min(1).max(100, { error: 'shop.productNotFound' }),
});

/** A size or shoe number with its availability. */
export const ProductSizeSchema = z.object({ size: z.string(), stock: StockStateSchema });

export const ProductFileSchema = z.object({ id: z.string(), filename: z.string(), url: z.string() });

/** The product sheet (section 2 "Product sheet"). */
export const ProductSheetSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  family: z.string(),
  description: z.string(),
  notes: z.string(),
  bookingInfo: z.string(),
  price: ProductPriceSchema.nullable(),
  /** The product's availability; with sizes, each size has its own (`sizes`). */
  stock: StockStateSchema,
  sizeKind: z.enum(['none', 'size', 'shoe']),
  sizes: z.array(ProductSizeSchema),
  isEmbroiderable: z.boolean(),
  /** What an embroidery adds to the unit price (the Ricamo product at the person's tier). */
  embroideryCents: Cents.nullable(),
  leadTimeDays: z.number().int().nullable(),
  perOrderMax: z.number().int().nullable(),
  images: z.array(ProductFileSchema),
  /** "technical sheet listing downloadable PDF attachments". */
  sheets: z.array(ProductFileSchema),
  tag: z.enum(CARD_TAGS).nullable(),
  border: z.enum(CARD_BORDERS),
  highlighted: z.boolean(),
});
export type ProductSheet = z.infer<typeof ProductSheetSchema>;

export const FileParamsSchema = z.object({ id: z.uuid({ error: 'request.notFound' }) });

/** One line of the cart view. */
export const CartLineViewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  code: z.string(),
  name: z.string(),
  family: z.string(),
  imageUrl: z.string().nullable(),
  /** The size or shoe number ('' when none) and which of the two it is. */
  size: z.string(),
  sizeKind: z.enum(['none', 'size', 'shoe']),
  embroideryText: z.string(),
  quantity: z.number().int(),
  unitCents: Cents,
  totalCents: Cents,
  stock: StockStateSchema,
  leadTimeDays: z.number().int().nullable(),
  controls: z.object({
    showsQuantity: z.boolean(),
    canDecrease: z.boolean(),
    canIncrease: z.boolean(),
    canDelete: z.boolean(),
  }),
});
export type CartLineView = z.infer<typeof CartLineViewSchema>;

export const CartBagSchema = z.object({ productId: z.string(), name: z.string(), unitCents: Cents });

export const CartSchema = z.object({
  lines: z.array(CartLineViewSchema),
  /** The bag choice: the bags on sale with their price; `bagProductId` null for "no bag". */
  bags: z.array(CartBagSchema),
  bagProductId: z.string().nullable(),
  totals: z.object({ linesCents: Cents, bagCents: Cents, cartCents: Cents }),
  /** The cart button's badge. */
  quantity: z.number().int(),
  canBuyNow: z.boolean(),
  /** When the cart is emptied if nothing changes (one day after its last change), null when empty. */
  expiresAt: z.string().nullable(),
});
export type Cart = z.infer<typeof CartSchema>;

const quantity = z
  .number({ error: 'shop.invalidQuantity' })
  .int({ error: 'shop.invalidQuantity' })
  .min(1, { error: 'shop.invalidQuantity' })
  // The bounds of `quantityBounds` are the service's (a per-order maximum may pass 10); this is a sanity cap.
  .max(QUANTITY_CAP, { error: 'shop.invalidQuantity' });

/** Add to cart: the product, its size or shoe number, the quantity, the embroidery text. */
export const AddCartLineSchema = z.strictObject({
  productId: z.uuid({ error: 'shop.productNotFound' }),
  size: z.string().max(20, { error: 'shop.sizeUnknown' }).default(''),
  quantity,
  embroideryText: z
    .string()
    .max(EMBROIDERY_TEXT_MAX * 4, { error: 'shop.embroideryTooLong' })
    .default(''),
});
export type AddCartLine = z.input<typeof AddCartLineSchema>;

export const CartLineParamsSchema = z.object({ id: z.uuid({ error: 'shop.lineNotFound' }) });
export const UpdateCartLineSchema = z.strictObject({ quantity });
export const CartBagInputSchema = z.strictObject({
  productId: z.uuid({ error: 'shop.bagNotFound' }).nullable(),
});

/** The summary of the cart, or of one top-up (`topUp`: its product id; "EcommerceRiepilogo (badgeprod)"). */
export const SummaryQuerySchema = z.strictObject({
  topUp: z.uuid({ error: 'shop.productNotFound' }).optional(),
});

export const SummaryLineSchema = z.object({
  description: z.string(),
  size: z.string(),
  embroideryText: z.string(),
  quantity: z.number().int(),
  unitCents: Cents,
  totalCents: Cents,
  stock: StockStateSchema,
  leadTimeDays: z.number().int().nullable(),
});

export const SummarySchema = z.object({
  kind: z.enum(['cart', 'topUp']),
  lines: z.array(SummaryLineSchema),
  totals: z.object({
    linesCents: Cents,
    bagCents: Cents,
    cartCents: Cents,
    /** Null when the shipping fee is due but has no price (the order cannot be paid). */
    shippingCents: Cents.nullable(),
    totalCents: Cents.nullable(),
  }),
  /** "shipping form only for graduates not in an active course". */
  requiresShipping: z.boolean(),
  returnClause: z.enum(RETURN_CLAUSES),
  /** Whether "proceed to payment" can be pressed (lines, a total above zero, a priced shipping). */
  canPay: z.boolean(),
});
export type Summary = z.infer<typeof SummarySchema>;

const shippingText = (max: number) => z.string().max(max * 4, { error: 'shop.shippingInvalid' });

export const ShippingInputSchema = z.strictObject({
  firstName: shippingText(100),
  lastName: shippingText(100),
  street: shippingText(100),
  city: shippingText(100),
  province: shippingText(100),
  postcode: shippingText(5),
  mobile: shippingText(100),
  notes: shippingText(255).default(''),
  /** "Italy only": the one country accepted. */
  country: z.literal('IT', { error: 'shop.shippingItalyOnly' }).default('IT'),
});
export type ShippingInput = z.input<typeof ShippingInputSchema>;

/**
 * "proceed to payment": what is bought is the server's (the cart, or one top-up); no amount is
 * read from the browser — an amount field is refused with the other unknown fields.
 */
export const CheckoutInputSchema = z.strictObject({
  topUp: z.uuid({ error: 'shop.productNotFound' }).optional(),
  returnClauseAccepted: z.literal(true, { error: 'shop.returnClauseRequired' }),
  shipping: ShippingInputSchema.optional(),
});
export type CheckoutInput = z.input<typeof CheckoutInputSchema>;

export const CheckoutResponseSchema = z.object({ url: z.string() });

export const OrderLineViewSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_LINE_STATUSES),
  description: z.string(),
  size: z.string(),
  embroideryText: z.string(),
  bookingInfo: z.string(),
  leadTimeDays: z.number().int().nullable(),
  stock: z.enum(['inStock', 'bookable']),
  topUpCode: z.string().nullable(),
  quantity: z.number().int(),
  unitCents: Cents,
  type: z.enum(ORDER_LINE_TYPES),
});
export type OrderLineView = z.infer<typeof OrderLineViewSchema>;

export const OrderViewSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  createdAt: z.string(),
  linesCents: Cents,
  shippingCents: Cents,
  totalCents: Cents,
  refundStatus: z.enum(['pending', 'refunded', 'failed']).nullable(),
  lines: z.array(OrderLineViewSchema),
  receiptUrl: z.string(),
});
export type OrderView = z.infer<typeof OrderViewSchema>;

export const OrdersResponseSchema = z.object({ orders: z.array(OrderViewSchema) });
export type OrdersResponse = z.infer<typeof OrdersResponseSchema>;

export const OrderParamsSchema = z.object({ id: z.uuid({ error: 'request.notFound' }) });

/** "Badge top-up: price dropdown of top-up products sorted by price ascending". */
export const TopUpsResponseSchema = z.object({
  products: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), unitCents: Cents })),
});
export type TopUpsResponse = z.infer<typeof TopUpsResponseSchema>;

/** "three partner coupons with code, discount text, notes, link to partner site". */
export const CouponViewSchema = z.object({
  id: z.string(),
  partner: z.string(),
  code: z.string(),
  discount: z.string(),
  notes: z.string(),
  url: z.string(),
});
export const CouponsResponseSchema = z.object({ coupons: z.array(CouponViewSchema) });
export type CouponsResponse = z.infer<typeof CouponsResponseSchema>;
