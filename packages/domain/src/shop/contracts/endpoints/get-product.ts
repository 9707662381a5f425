import { endpoint } from '../../../shared/endpoint.ts';
import { ProductCodeParamsSchema, ProductSheetSchema } from '../shop.ts';

export const getProduct = endpoint(
  'GET /api/shop/products/:code',
  'The product sheet, priced for the person',
  {
    params: ProductCodeParamsSchema,
    answer: ProductSheetSchema,
  },
);
