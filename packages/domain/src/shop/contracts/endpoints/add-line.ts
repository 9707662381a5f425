import { endpoint } from '../../../shared/endpoint.ts';
import { AddCartLineSchema, CartSchema } from '../shop.ts';

export const addLine = endpoint(
  'POST /api/shop/cart/lines',
  'Add to cart (400: size, embroidery or quantity; 409: sold out, no price, maximum per order reached)',
  { body: AddCartLineSchema, answer: { 201: CartSchema } },
);
