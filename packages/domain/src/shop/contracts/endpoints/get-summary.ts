import { endpoint } from '../../../shared/endpoint.ts';
import { SummaryQuerySchema, SummarySchema } from '../shop.ts';

export const getSummary = endpoint(
  'GET /api/shop/summary',
  'The summary of the cart, or of one badge top-up, priced by the server',
  { querystring: SummaryQuerySchema, answer: SummarySchema },
);
