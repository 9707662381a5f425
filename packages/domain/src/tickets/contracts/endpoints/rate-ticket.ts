import { endpoint } from '../../../shared/endpoint.ts';
import { TicketDetailSchema, TicketParamsSchema, TicketRatingBodySchema } from '../tickets.ts';

export const rateTicket = endpoint('PUT /api/tickets/:id/rating', 'Rate a closed case from 1 to 5, once', {
  params: TicketParamsSchema,
  body: TicketRatingBodySchema,
  answer: TicketDetailSchema,
});
