import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffItemDetailSchema } from '../staff-bookings.ts';

export const getItem = endpoint(
  'GET /api/staff/bookings/items/:id',
  'A calendar item with its bookings and its waiting list',
  { params: IdParamsSchema, answer: StaffItemDetailSchema },
);
