import { endpoint } from '../../../shared/endpoint.ts';
import { ShopListQuerySchema, ShopListResponseSchema } from '../shop.ts';

export const listProducts = endpoint(
  'GET /api/shop/products',
  'The shop list: products on sale whose name contains the search, of a family, 6 per page',
  { querystring: ShopListQuerySchema, answer: ShopListResponseSchema },
);
