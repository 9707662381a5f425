import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../fields.ts';
import { InstalmentResponseSchema, RecordPaymentBodySchema } from '../instalments.ts';

export const recordPayment = endpoint(
  'PUT /api/staff/instalments/:id/payment',
  'Record (or undo) the payment of an instalment',
  { params: IdParamsSchema, body: RecordPaymentBodySchema, answer: InstalmentResponseSchema },
);
