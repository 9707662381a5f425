import { endpoint } from '../../../shared/endpoint.ts';
import { CreateProductBodySchema, StaffProductSchema } from '../staff-shop.ts';

export const createProduct = endpoint(
  'POST /api/staff/shop/products',
  'Create a product (every field of section 3 "Product", its sizes and their stock)',
  { body: CreateProductBodySchema, answer: { 201: StaffProductSchema } },
);
