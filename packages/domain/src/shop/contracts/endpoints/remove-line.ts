import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { CartLineParamsSchema, CartSchema } from '../shop.ts';

export const removeLine = endpoint('DELETE /api/shop/cart/lines/:id', 'Remove a line from the cart', {
  params: CartLineParamsSchema,
  body: z.strictObject({}).nullish(),
  answer: CartSchema,
});
