import { endpoint } from '../../../shared/endpoint.ts';
import { CartLineParamsSchema, CartSchema, UpdateCartLineSchema } from '../shop.ts';

export const updateLine = endpoint('PATCH /api/shop/cart/lines/:id', "A line's quantity (the cart's -/+)", {
  params: CartLineParamsSchema,
  body: UpdateCartLineSchema,
  answer: CartSchema,
});
