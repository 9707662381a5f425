import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffTicketCategorySchema, UpdateTicketCategoryBodySchema } from '../staff-tickets.ts';

export const updateCategory = endpoint(
  'PUT /api/staff/tickets/categories/:id',
  'Change a case category on the version read',
  { params: IdParamsSchema, body: UpdateTicketCategoryBodySchema, answer: StaffTicketCategorySchema },
);
