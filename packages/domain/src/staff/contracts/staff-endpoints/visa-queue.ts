import { endpoint } from '../../../shared/endpoint.ts';
import { ListVisaQueueQuerySchema, ListVisaQueueResponseSchema } from '../visa-queue.ts';

export const visaQueue = endpoint(
  'GET /api/staff/visas',
  'The visas granted and waiting for the permit appointment, oldest first (or all)',
  { querystring: ListVisaQueueQuerySchema, answer: ListVisaQueueResponseSchema },
);
