import { endpoint } from '../../../shared/endpoint.ts';
import { OutboxResponseSchema } from '../outbox.ts';

export const listOutbox = endpoint(
  'GET /api/outbox',
  'Demo outbox for signed-in staff (only with OUTBOX_VIEW and without SMTP)',
  { answer: OutboxResponseSchema },
);
