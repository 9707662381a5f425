import { endpoint } from '../../../shared/endpoint.ts';
import { CartSchema } from '../shop.ts';

export const getCart = endpoint('GET /api/shop/cart', "The person's cart (kept one day)", {
  answer: CartSchema,
});
