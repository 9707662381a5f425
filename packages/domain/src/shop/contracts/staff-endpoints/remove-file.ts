import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { ProductFileParamsSchema } from '../staff-shop.ts';

export const removeFile = endpoint(
  'DELETE /api/staff/shop/products/:id/files/:fileId',
  "Delete a product's file (the stored file is removed after the commit)",
  { params: ProductFileParamsSchema, answer: { 204: z.null() } },
);
