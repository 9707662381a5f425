import { endpoint } from '../../../shared/endpoint.ts';
import { CartBagInputSchema, CartSchema } from '../shop.ts';

export const chooseBag = endpoint('PUT /api/shop/cart/bag', 'The bag choice: a bag on sale, or none', {
  body: CartBagInputSchema,
  answer: CartSchema,
});
