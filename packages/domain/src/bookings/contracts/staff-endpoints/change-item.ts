import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffItemSchema, UpdateItemBodySchema } from '../staff-bookings.ts';

export const changeItem = endpoint(
  'PUT /api/staff/bookings/items/:id',
  'Change a calendar item on the version read (capacity not below the seats taken; freed seats go to the waiting list)',
  { params: IdParamsSchema, body: UpdateItemBodySchema, answer: StaffItemSchema },
);
