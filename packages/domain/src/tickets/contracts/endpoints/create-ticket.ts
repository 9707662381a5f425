import { endpoint } from '../../../shared/endpoint.ts';
import { CreateTicketBodySchema, TicketDetailSchema } from '../tickets.ts';

export const createTicket = endpoint(
  'POST /api/tickets',
  'Open a case (setCaso): category, subject and description (max 100), the warning ticked; origin webapp; a receipt is mailed',
  { body: CreateTicketBodySchema, answer: { 201: TicketDetailSchema } },
);
