import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { ProductVersionQuerySchema } from '../staff-shop.ts';

export const removeProduct = endpoint(
  'DELETE /api/staff/shop/products/:id',
  'Delete a product without orders or payments under way, on the version read',
  { params: IdParamsSchema, querystring: ProductVersionQuerySchema, answer: { 204: z.null() } },
);
