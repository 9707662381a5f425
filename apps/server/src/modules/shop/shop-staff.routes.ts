import { UPLOAD_BODY_MAX_BYTES } from '@school/domain/shared/limits';
import {
  AdvanceOrderLinesBodySchema,
  AdvanceOrderLinesResponseSchema,
  CreateProductBodySchema,
  ListOrderLinesQuerySchema,
  ListOrderLinesResponseSchema,
  ListStaffProductsQuerySchema,
  ListStaffProductsResponseSchema,
  ProductFileParamsSchema,
  ProductVersionQuerySchema,
  SetStockBodySchema,
  StaffOrderSchema,
  StaffProductFileSchema,
  StaffProductSchema,
  UpdateProductBodySchema,
  UploadProductFileBodySchema,
} from '@school/domain/shop/contracts/staff-shop';
import { IdParamsSchema } from '@school/domain/staff/contracts/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { byOf } from '../../plugins/app/auth.ts';
import { sendDocument } from '../candidate/document-download.ts';
import {
  advanceOrderLines,
  changeProduct,
  createProduct,
  getOrder,
  getProduct,
  listOrderLines,
  listProducts,
  readProductFile,
  refundAsStaff,
  removeProduct,
  removeProductFile,
  type ShopStaffDeps,
  setStock,
  uploadProductFile,
} from './shop-staff.service.ts';

const tags = ['staff'];
const SHOP = staffOnly('Negozio');

export function shopStaffDeps(app: FastifyInstance): ShopStaffDeps {
  return {
    db: app.db,
    storage: app.storage,
    log: app.log,
    mailer: app.mailer,
    notifier: app.notifier,
    publicUrl: app.config.publicUrl,
    provider: app.paymentProvider,
  };
}

/**
 * The shop kept by staff with Negozio (area `shop`), under /api/staff: products with their sizes,
 * stock and files; the order board; refunds. See `packages/domain/src/shop/contracts/staff-shop.ts`.
 */
export default async function shopStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = shopStaffDeps(fastify);

  app.get(
    '/shop/products',
    {
      config: { access: SHOP },
      schema: {
        tags,
        summary: 'The products, by name; by code or name and family; paged',
        querystring: ListStaffProductsQuerySchema,
        response: { 200: ListStaffProductsResponseSchema, ...errorResponses },
      },
    },
    async (request) => listProducts(app.db, request.query),
  );

  app.post(
    '/shop/products',
    {
      config: { access: SHOP },
      schema: {
        tags,
        summary: 'Create a product (every field of section 3 "Product", its sizes and their stock)',
        body: CreateProductBodySchema,
        response: { 201: StaffProductSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProduct(app.db, byOf(request), request.body)),
  );

  app.get(
    '/shop/products/:id',
    {
      config: { access: SHOP },
      schema: {
        tags,
        summary: 'A product with its sizes, their stock and its files',
        params: IdParamsSchema,
        response: { 200: StaffProductSchema, ...errorResponses },
      },
    },
    async (request) => getProduct(app.db, request.params.id),
  );

  app.put(
    '/shop/products/:id',
    {
      config: { access: SHOP },
      schema: {
        tags,
        summary: "Change a product's fields and sizes on the version read (not its stock: PUT …/stock)",
        params: IdParamsSchema,
        body: UpdateProductBodySchema,
        response: { 200: StaffProductSchema, ...errorResponses },
      },
    },
    async (request) => changeProduct(app.db, byOf(request), request.params.id, request.body),
  );

  app.delete(
    '/shop/products/:id',
    {
      config: { access: SHOP },
      schema: {
        tags,
        summary: 'Delete a product without orders or payments under way, on the version read',
        params: IdParamsSchema,
        querystring: ProductVersionQuerySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeProduct(deps, byOf(request), request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/shop/products/:id/stock',
    {
      config: { access: SHOP },
      schema: {
        tags,
        summary:
          "Set the product's or a size's stock, only if it still holds the value read (409 with the current value otherwise)",
        params: IdParamsSchema,
        body: SetStockBodySchema,
        response: { 200: StaffProductSchema, ...errorResponses },
      },
    },
    async (request) => setStock(app.db, byOf(request), request.params.id, request.body),
  );

  app.post(
    '/shop/products/:id/files',
    {
      config: { access: SHOP },
      bodyLimit: UPLOAD_BODY_MAX_BYTES,
      schema: {
        tags,
        summary: 'Upload an image (JPEG, PNG, WebP) or a technical-sheet PDF of a product (base64)',
        params: IdParamsSchema,
        body: UploadProductFileBodySchema,
        response: { 201: StaffProductFileSchema, 413: ErrorResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await uploadProductFile(deps, byOf(request), request.params.id, request.body)),
  );

  app.get(
    '/shop/products/:id/files/:fileId',
    {
      config: { access: SHOP },
      schema: {
        tags,
        summary: "A product's file, for the console's previews",
        params: ProductFileParamsSchema,
      },
    },
    async (request, reply) =>
      sendDocument(reply, await readProductFile(deps, request.params.id, request.params.fileId)),
  );

  app.delete(
    '/shop/products/:id/files/:fileId',
    {
      config: { access: SHOP },
      schema: {
        tags,
        summary: "Delete a product's file (the stored file is removed after the commit)",
        params: ProductFileParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeProductFile(deps, byOf(request), request.params.id, request.params.fileId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/shop/order-lines',
    {
      config: { access: SHOP },
      schema: {
        tags,
        summary: 'The order board: the lines of a status, oldest order first; by order number or buyer',
        querystring: ListOrderLinesQuerySchema,
        response: { 200: ListOrderLinesResponseSchema, ...errorResponses },
      },
    },
    async (request) => listOrderLines(app.db, request.query),
  );

  app.post(
    '/shop/order-lines/advance',
    {
      config: { access: SHOP },
      schema: {
        tags,
        summary:
          'Move lines one status forward, all or none (to Notificato each buyer is mailed and notified once)',
        body: AdvanceOrderLinesBodySchema,
        response: { 200: AdvanceOrderLinesResponseSchema, ...errorResponses },
      },
    },
    async (request) => advanceOrderLines(deps, byOf(request), request.body),
  );

  app.get(
    '/shop/orders/:id',
    {
      config: { access: SHOP },
      schema: {
        tags,
        summary: 'An order: its lines, totals, shipping address, payment and refund',
        params: IdParamsSchema,
        response: { 200: StaffOrderSchema, ...errorResponses },
      },
    },
    async (request) => getOrder(app.db, request.params.id),
  );

  app.post(
    '/shop/orders/:id/refund',
    {
      config: { access: SHOP },
      schema: {
        tags,
        summary:
          'Refund the whole order through the payment provider (409 when refunded or under way; 502 when the provider refuses)',
        params: IdParamsSchema,
        response: { 200: StaffOrderSchema, 502: ErrorResponseSchema, ...errorResponses },
      },
    },
    async (request) => refundAsStaff(deps, byOf(request), request.params.id),
  );
}
