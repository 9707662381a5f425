import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { CategoryVersionQuerySchema } from '../staff-tickets.ts';

export const deleteCategory = endpoint(
  'DELETE /api/staff/tickets/categories/:id',
  'Delete a case category without cases, on the version read',
  { params: IdParamsSchema, querystring: CategoryVersionQuerySchema, answer: { 204: z.null() } },
);
