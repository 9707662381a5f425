import { canBuyOrSeeOrders, isShopVisible, isTopUpVisible } from '@school/domain/access/rules';
import type { AccessSubject } from '@school/domain/access/subject';
import { isLocale } from '@school/domain/shared/locale';
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
} from '@school/domain/shop/contracts/shop';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { errorResponses } from '../../lib/error-schema.ts';
import { checkedSubject } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import * as repo from './shop.repository.ts';
import {
  addLine,
  allowShop,
  chooseBag,
  getCart,
  listCoupons,
  listOrders,
  listProducts,
  listTopUps,
  productSheet,
  removeLine,
  type Shopper,
  updateLine,
} from './shop.service.ts';
import {
  type CheckoutDeps,
  checkout,
  checkoutExpiryJob,
  registerCheckout,
  soldOutRefundJob,
  staleRefundsJob,
  summary,
} from './shop-checkout.service.ts';
import { renderReceipt } from './shop-receipt.ts';

const tags = ['shop'];

/** Whoever may shop: the shop visible (profile or course flag), or the badge top-up (a top-up's cart is its own). */
const canShop = (subject: AccessSubject) => isShopVisible(subject);

const shopperOf = (request: FastifyRequest): Shopper => ({
  id: requireUser(request).id,
  subject: checkedSubject(request),
});

const arrival = (request: FastifyRequest) => new Date(request.arrivedAt);

/**
 * The shop (specification 000, section 2 "Commerce", section 7 "Commerce payloads"): the list and
 * the sheet, the cart kept on the server, the summary and the checkout, the orders and receipts,
 * the top-ups, the coupons and allowShop.
 */
export default async function shopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: CheckoutDeps = {
    db: app.db,
    log: app.log,
    jobs: app.jobs,
    mailer: app.mailer,
    provider: app.paymentProvider,
    publicUrl: app.config.publicUrl.replace(/\/$/, ''),
  };
  registerCheckout(deps);
  app.jobs.define(checkoutExpiryJob(deps));
  app.jobs.define(soldOutRefundJob(deps));
  app.jobs.every(staleRefundsJob(deps), 5, {});

  app.get(
    '/shop/products',
    {
      config: { access: canShop },
      schema: {
        tags,
        summary: 'The shop list: products on sale whose name contains the search, of a family, 6 per page',
        querystring: ShopListQuerySchema,
        response: { 200: ShopListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listProducts(app.db, shopperOf(request), request.query),
  );

  app.get(
    '/shop/products/:code',
    {
      config: { access: canShop },
      schema: {
        tags,
        summary: 'The product sheet, priced for the person',
        params: ProductCodeParamsSchema,
        response: { 200: ProductSheetSchema, ...errorResponses },
      },
    },
    async (request) => productSheet(app.db, shopperOf(request), request.params.code),
  );

  app.get(
    '/shop/files/:id',
    {
      config: { access: canShop },
      schema: {
        tags,
        summary: "A product's image (shown inline) or technical-sheet PDF (downloaded)",
        params: FileParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await repo.findFile(app.db, request.params.id);
      const stored = file ? await app.storage.get(file.storageKey) : null;
      if (!file || !stored) throw notFound();
      const isImage = file.kind === 'image';
      reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          isImage ? 'inline' : attachmentDisposition(file.filename, 'scheda-tecnica.pdf'),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (stored.size !== undefined) reply.header('content-length', stored.size);
      return reply.send(stored.body);
    },
  );

  app.get(
    '/shop/cart',
    {
      config: { access: canShop },
      schema: {
        tags,
        summary: "The person's cart (kept one day)",
        response: { 200: CartSchema, ...errorResponses },
      },
    },
    async (request) => getCart(app.db, shopperOf(request), arrival(request)),
  );

  app.post(
    '/shop/cart/lines',
    {
      config: { access: canShop },
      schema: {
        tags,
        summary:
          'Add to cart (400: size, embroidery or quantity; 409: sold out, no price, maximum per order reached)',
        body: AddCartLineSchema,
        response: { 201: CartSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addLine(app.db, shopperOf(request), request.body, arrival(request))),
  );

  app.patch(
    '/shop/cart/lines/:id',
    {
      config: { access: canShop },
      schema: {
        tags,
        summary: "A line's quantity (the cart's -/+)",
        params: CartLineParamsSchema,
        body: UpdateCartLineSchema,
        response: { 200: CartSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateLine(app.db, shopperOf(request), request.params.id, request.body.quantity, arrival(request)),
  );

  app.delete(
    '/shop/cart/lines/:id',
    {
      config: { access: canShop },
      schema: {
        tags,
        summary: 'Remove a line from the cart',
        params: CartLineParamsSchema,
        body: z.strictObject({}).nullish(),
        response: { 200: CartSchema, ...errorResponses },
      },
    },
    async (request) => removeLine(app.db, shopperOf(request), request.params.id, arrival(request)),
  );

  app.put(
    '/shop/cart/bag',
    {
      config: { access: canShop },
      schema: {
        tags,
        summary: 'The bag choice: a bag on sale, or none',
        body: CartBagInputSchema,
        response: { 200: CartSchema, ...errorResponses },
      },
    },
    async (request) => chooseBag(app.db, shopperOf(request), request.body.productId, arrival(request)),
  );

  app.get(
    '/shop/summary',
    {
      config: { access: canBuyOrSeeOrders },
      schema: {
        tags,
        summary: 'The summary of the cart, or of one badge top-up, priced by the server',
        querystring: SummaryQuerySchema,
        response: { 200: SummarySchema, ...errorResponses },
      },
    },
    async (request) => summary(app.db, shopperOf(request), request.query.topUp, arrival(request)),
  );

  app.post(
    '/shop/checkout',
    {
      config: { access: canBuyOrSeeOrders },
      schema: {
        tags,
        summary:
          "Proceed to payment: the provider's checkout for what the server priced (409: empty, sold out meanwhile, shipping without a price)",
        body: CheckoutInputSchema,
        response: { 200: CheckoutResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const locale = isLocale(user.language) ? user.language : 'it';
      return checkout(
        deps,
        { ...shopperOf(request), email: user.email, locale },
        request.body,
        arrival(request),
      );
    },
  );

  app.get(
    '/shop/orders',
    {
      config: { access: canBuyOrSeeOrders },
      schema: {
        tags,
        summary: "The person's orders, newest first",
        response: { 200: OrdersResponseSchema, ...errorResponses },
      },
    },
    async (request) => listOrders(app.db, requireUser(request).id),
  );

  app.get(
    '/shop/orders/:id/receipt.pdf',
    {
      config: { access: canBuyOrSeeOrders },
      schema: {
        tags,
        summary: 'The receipt of one of the person’s orders, as a PDF',
        params: OrderParamsSchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const order = await repo.findOrderOf(app.db, user.id, request.params.id);
      if (!order) throw notFound();
      const lines = await repo.linesOf(app.db, [order.id]);
      const pdf = await renderReceipt(app.config.shop, {
        order,
        lines,
        buyer: { firstName: user.firstName, lastName: user.lastName, email: user.email },
        language: user.language === 'en' ? 'en' : 'it',
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(`ricevuta-${order.number}.pdf`))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/shop/top-ups',
    {
      config: { access: isTopUpVisible },
      schema: {
        tags,
        summary: 'The badge top-ups, cheapest first',
        response: { 200: TopUpsResponseSchema, ...errorResponses },
      },
    },
    async (request) => listTopUps(app.db, shopperOf(request)),
  );

  app.get(
    '/shop/coupons',
    {
      // "coupons need login" (`areCouponsVisible`): any signed-in person.
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The partner coupons on show today',
        response: { 200: CouponsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return listCoupons(
        app.db,
        checkedSubject(request),
        isLocale(user.language) ? user.language : 'it',
        arrival(request),
      );
    },
  );

  app.post(
    '/shop/allow',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'allowShop: the shop opens for the signed-in person (the link from the school’s site)',
        body: z.strictObject({}).nullish(),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await allowShop(app.db, requireUser(request).id);
      return reply.status(204).send(null);
    },
  );
}
