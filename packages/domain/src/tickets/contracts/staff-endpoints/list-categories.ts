import { endpoint } from '../../../shared/endpoint.ts';
import { StaffTicketCategoriesResponseSchema } from '../staff-tickets.ts';

export const listCategories = endpoint(
  'GET /api/staff/tickets/categories',
  'Every case category with its number of cases',
  { answer: StaffTicketCategoriesResponseSchema },
);
