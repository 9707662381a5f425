import { endpoint } from '../../../shared/endpoint.ts';
import { AdvanceOrderLinesBodySchema, AdvanceOrderLinesResponseSchema } from '../staff-shop.ts';

export const advanceOrderLines = endpoint(
  'POST /api/staff/shop/order-lines/advance',
  'Move lines one status forward, all or none (to Notificato each buyer is mailed and notified once)',
  { body: AdvanceOrderLinesBodySchema, answer: AdvanceOrderLinesResponseSchema },
);
