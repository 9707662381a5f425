import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';
import { ErrorResponseSchema } from '../../shared/errors.ts';
import { UPLOAD_BODY_MAX_BYTES } from '../../shared/limits.ts';
import { IdParamsSchema } from '../../staff/contracts/fields.ts';
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
} from './staff-shop.ts';

/** The shop endpoints of the staff console. */
export const staffShopApi = {
  listProducts: endpoint(
    'GET /api/staff/shop/products',
    'The products, by name; by code or name and family; paged',
    { querystring: ListStaffProductsQuerySchema, answer: ListStaffProductsResponseSchema },
  ),
  createProduct: endpoint(
    'POST /api/staff/shop/products',
    'Create a product (every field of section 3 "Product", its sizes and their stock)',
    { body: CreateProductBodySchema, answer: { 201: StaffProductSchema } },
  ),
  getProduct: endpoint(
    'GET /api/staff/shop/products/:id',
    'A product with its sizes, their stock and its files',
    { params: IdParamsSchema, answer: StaffProductSchema },
  ),
  changeProduct: endpoint(
    'PUT /api/staff/shop/products/:id',
    "Change a product's fields and sizes on the version read (not its stock: PUT …/stock)",
    { params: IdParamsSchema, body: UpdateProductBodySchema, answer: StaffProductSchema },
  ),
  removeProduct: endpoint(
    'DELETE /api/staff/shop/products/:id',
    'Delete a product without orders or payments under way, on the version read',
    { params: IdParamsSchema, querystring: ProductVersionQuerySchema, answer: { 204: z.null() } },
  ),
  setStock: endpoint(
    'PUT /api/staff/shop/products/:id/stock',
    "Set the product's or a size's stock, only if it still holds the value read (409 with the current value otherwise)",
    { params: IdParamsSchema, body: SetStockBodySchema, answer: StaffProductSchema },
  ),
  uploadFile: endpoint(
    'POST /api/staff/shop/products/:id/files',
    'Upload an image (JPEG, PNG, WebP) or a technical-sheet PDF of a product (base64)',
    {
      params: IdParamsSchema,
      body: UploadProductFileBodySchema,
      bodyLimit: UPLOAD_BODY_MAX_BYTES,
      answer: { 201: StaffProductFileSchema, 413: ErrorResponseSchema },
    },
  ),
  getFile: endpoint(
    'GET /api/staff/shop/products/:id/files/:fileId',
    "A product's file, for the console's previews",
    { params: ProductFileParamsSchema },
  ),
  removeFile: endpoint(
    'DELETE /api/staff/shop/products/:id/files/:fileId',
    "Delete a product's file (the stored file is removed after the commit)",
    { params: ProductFileParamsSchema, answer: { 204: z.null() } },
  ),
  listOrderLines: endpoint(
    'GET /api/staff/shop/order-lines',
    'The order board: the lines of a status, oldest order first; by order number or buyer',
    { querystring: ListOrderLinesQuerySchema, answer: ListOrderLinesResponseSchema },
  ),
  advanceOrderLines: endpoint(
    'POST /api/staff/shop/order-lines/advance',
    'Move lines one status forward, all or none (to Notificato each buyer is mailed and notified once)',
    { body: AdvanceOrderLinesBodySchema, answer: AdvanceOrderLinesResponseSchema },
  ),
  getOrder: endpoint(
    'GET /api/staff/shop/orders/:id',
    'An order: its lines, totals, shipping address, payment and refund',
    { params: IdParamsSchema, answer: StaffOrderSchema },
  ),
  refundOrder: endpoint(
    'POST /api/staff/shop/orders/:id/refund',
    'Refund the whole order through the payment provider (409 when refunded or under way; 502 when the provider refuses)',
    { params: IdParamsSchema, answer: { 200: StaffOrderSchema, 502: ErrorResponseSchema } },
  ),
};
