import { endpoint } from '../../../shared/endpoint.ts';
import { TicketDetailSchema, TicketMessageBodySchema, TicketParamsSchema } from '../tickets.ts';

export const answerTicket = endpoint(
  'POST /api/tickets/:id/messages',
  'Answer in the thread of an open case',
  {
    params: TicketParamsSchema,
    body: TicketMessageBodySchema,
    answer: { 201: TicketDetailSchema },
  },
);
