import { endpoint } from '../../../shared/endpoint.ts';
import { StaffBookingParamsSchema, StaffItemDetailSchema } from '../staff-bookings.ts';

export const cancelFor = endpoint(
  'DELETE /api/staff/bookings/items/:id/bookings/:bookingId',
  "Cancel a person's booking (a mandatory one too); the seat goes to the waiting list",
  { params: StaffBookingParamsSchema, answer: StaffItemDetailSchema },
);
