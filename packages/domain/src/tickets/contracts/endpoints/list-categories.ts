import { endpoint } from '../../../shared/endpoint.ts';
import { TicketCategoriesResponseSchema } from '../tickets.ts';

export const listCategories = endpoint(
  'GET /api/tickets/categories',
  'The case categories with their Italian and English labels and descriptions (getCategorieCasi)',
  { answer: TicketCategoriesResponseSchema },
);
