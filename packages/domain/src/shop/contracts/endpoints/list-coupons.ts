import { endpoint } from '../../../shared/endpoint.ts';
import { CouponsResponseSchema } from '../shop.ts';

export const listCoupons = endpoint('GET /api/shop/coupons', 'The partner coupons on show today', {
  answer: CouponsResponseSchema,
});
