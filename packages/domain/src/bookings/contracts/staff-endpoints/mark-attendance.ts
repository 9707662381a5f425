import { endpoint } from '../../../shared/endpoint.ts';
import { MarkAttendanceBodySchema, StaffBookingParamsSchema, StaffBookingSchema } from '../staff-bookings.ts';

export const markAttendance = endpoint(
  'PUT /api/staff/bookings/items/:id/bookings/:bookingId/attendance',
  'Mark a booking present, absent or not marked, on the version read',
  { params: StaffBookingParamsSchema, body: MarkAttendanceBodySchema, answer: StaffBookingSchema },
);
