import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';
import {
  AddCartLineSchema,
  CartBagInputSchema,
  CartLineParamsSchema,
  CartSchema,
  CheckoutInputSchema,
  CheckoutResponseSchema,
  CouponsResponseSchema,
  FileParamsSchema,
  OrderParamsSchema,
  OrdersResponseSchema,
  ProductCodeParamsSchema,
  ProductSheetSchema,
  ShopListQuerySchema,
  ShopListResponseSchema,
  SummaryQuerySchema,
  SummarySchema,
  TopUpsResponseSchema,
  UpdateCartLineSchema,
} from './shop.ts';

/** The shopper's shop endpoints. */
export const shopApi = {
  listProducts: endpoint(
    'GET /api/shop/products',
    'The shop list: products on sale whose name contains the search, of a family, 6 per page',
    { querystring: ShopListQuerySchema, answer: ShopListResponseSchema },
  ),
  getProduct: endpoint('GET /api/shop/products/:code', 'The product sheet, priced for the person', {
    params: ProductCodeParamsSchema,
    answer: ProductSheetSchema,
  }),
  getFile: endpoint(
    'GET /api/shop/files/:id',
    "A product's image (shown inline) or technical-sheet PDF (downloaded)",
    { params: FileParamsSchema },
  ),
  getCart: endpoint('GET /api/shop/cart', "The person's cart (kept one day)", { answer: CartSchema }),
  addLine: endpoint(
    'POST /api/shop/cart/lines',
    'Add to cart (400: size, embroidery or quantity; 409: sold out, no price, maximum per order reached)',
    { body: AddCartLineSchema, answer: { 201: CartSchema } },
  ),
  updateLine: endpoint('PATCH /api/shop/cart/lines/:id', "A line's quantity (the cart's -/+)", {
    params: CartLineParamsSchema,
    body: UpdateCartLineSchema,
    answer: CartSchema,
  }),
  removeLine: endpoint('DELETE /api/shop/cart/lines/:id', 'Remove a line from the cart', {
    params: CartLineParamsSchema,
    body: z.strictObject({}).nullish(),
    answer: CartSchema,
  }),
  chooseBag: endpoint('PUT /api/shop/cart/bag', 'The bag choice: a bag on sale, or none', {
    body: CartBagInputSchema,
    answer: CartSchema,
  }),
  getSummary: endpoint(
    'GET /api/shop/summary',
    'The summary of the cart, or of one badge top-up, priced by the server',
    { querystring: SummaryQuerySchema, answer: SummarySchema },
  ),
  checkout: endpoint(
    'POST /api/shop/checkout',
    "Proceed to payment: the provider's checkout for what the server priced (409: empty, sold out meanwhile, shipping without a price)",
    { body: CheckoutInputSchema, answer: CheckoutResponseSchema },
  ),
  listOrders: endpoint('GET /api/shop/orders', "The person's orders, newest first", {
    answer: OrdersResponseSchema,
  }),
  getReceipt: endpoint(
    'GET /api/shop/orders/:id/receipt.pdf',
    'The receipt of one of the person’s orders, as a PDF',
    { params: OrderParamsSchema },
  ),
  listTopUps: endpoint('GET /api/shop/top-ups', 'The badge top-ups, cheapest first', {
    answer: TopUpsResponseSchema,
  }),
  listCoupons: endpoint('GET /api/shop/coupons', 'The partner coupons on show today', {
    answer: CouponsResponseSchema,
  }),
  allowShop: endpoint(
    'POST /api/shop/allow',
    'allowShop: the shop opens for the signed-in person (the link from the school’s site)',
    { body: z.strictObject({}).nullish(), answer: { 204: z.null() } },
  ),
};
