import { endpoint } from '../../../shared/endpoint.ts';
import { TopUpsResponseSchema } from '../shop.ts';

export const listTopUps = endpoint('GET /api/shop/top-ups', 'The badge top-ups, cheapest first', {
  answer: TopUpsResponseSchema,
});
