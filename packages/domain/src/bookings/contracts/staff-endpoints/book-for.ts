import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffBookBodySchema, StaffItemDetailSchema } from '../staff-bookings.ts';

export const bookFor = endpoint(
  'POST /api/staff/bookings/items/:id/bookings',
  'Book a seat for a person (their rights, the capacity and the group rule hold; the window does not)',
  { params: IdParamsSchema, body: StaffBookBodySchema, answer: { 201: StaffItemDetailSchema } },
);
