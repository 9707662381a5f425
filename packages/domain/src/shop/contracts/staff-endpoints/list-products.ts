import { endpoint } from '../../../shared/endpoint.ts';
import { ListStaffProductsQuerySchema, ListStaffProductsResponseSchema } from '../staff-shop.ts';

export const listProducts = endpoint(
  'GET /api/staff/shop/products',
  'The products, by name; by code or name and family; paged',
  { querystring: ListStaffProductsQuerySchema, answer: ListStaffProductsResponseSchema },
);
