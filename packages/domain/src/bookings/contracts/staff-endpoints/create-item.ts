import { endpoint } from '../../../shared/endpoint.ts';
import { CreateItemBodySchema, StaffItemSchema } from '../staff-bookings.ts';

export const createItem = endpoint(
  'POST /api/staff/bookings/items',
  'Create a calendar item (every field of section 3; a copy is a new item with the same fields)',
  { body: CreateItemBodySchema, answer: { 201: StaffItemSchema } },
);
