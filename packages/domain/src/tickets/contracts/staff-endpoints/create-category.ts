import { endpoint } from '../../../shared/endpoint.ts';
import { StaffTicketCategorySchema, TicketCategoryBodySchema } from '../staff-tickets.ts';

export const createCategory = endpoint('POST /api/staff/tickets/categories', 'Create a case category', {
  body: TicketCategoryBodySchema,
  answer: { 201: StaffTicketCategorySchema },
});
