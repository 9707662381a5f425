import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';
import { IdParamsSchema } from '../../staff/contracts/fields.ts';
import {
  CreateItemBodySchema,
  CsvQuerySchema,
  ListStaffItemsQuerySchema,
  ListStaffItemsResponseSchema,
  MarkAttendanceBodySchema,
  StaffBookBodySchema,
  StaffBookingParamsSchema,
  StaffBookingSchema,
  StaffItemDetailSchema,
  StaffItemSchema,
  UpdateItemBodySchema,
  VersionQuerySchema,
} from './staff-bookings.ts';

/** The bookings endpoints of the staff console. */
export const staffBookingsApi = {
  listItems: endpoint(
    'GET /api/staff/bookings/items',
    'Calendar items from a day on (default today), in order; by kind and text; paged',
    { querystring: ListStaffItemsQuerySchema, answer: ListStaffItemsResponseSchema },
  ),
  createItem: endpoint(
    'POST /api/staff/bookings/items',
    'Create a calendar item (every field of section 3; a copy is a new item with the same fields)',
    { body: CreateItemBodySchema, answer: { 201: StaffItemSchema } },
  ),
  getItem: endpoint(
    'GET /api/staff/bookings/items/:id',
    'A calendar item with its bookings and its waiting list',
    { params: IdParamsSchema, answer: StaffItemDetailSchema },
  ),
  changeItem: endpoint(
    'PUT /api/staff/bookings/items/:id',
    'Change a calendar item on the version read (capacity not below the seats taken; freed seats go to the waiting list)',
    { params: IdParamsSchema, body: UpdateItemBodySchema, answer: StaffItemSchema },
  ),
  removeItem: endpoint(
    'DELETE /api/staff/bookings/items/:id',
    'Delete a calendar item without bookings, on the version read',
    { params: IdParamsSchema, querystring: VersionQuerySchema, answer: { 204: z.null() } },
  ),
  bookingsCsv: endpoint(
    'GET /api/staff/bookings/items/:id/bookings.csv',
    "The item's bookings as CSV (last name, first name, e-mail, registration number, attendance)",
    { params: IdParamsSchema, querystring: CsvQuerySchema },
  ),
  bookFor: endpoint(
    'POST /api/staff/bookings/items/:id/bookings',
    'Book a seat for a person (their rights, the capacity and the group rule hold; the window does not)',
    { params: IdParamsSchema, body: StaffBookBodySchema, answer: { 201: StaffItemDetailSchema } },
  ),
  cancelFor: endpoint(
    'DELETE /api/staff/bookings/items/:id/bookings/:bookingId',
    "Cancel a person's booking (a mandatory one too); the seat goes to the waiting list",
    { params: StaffBookingParamsSchema, answer: StaffItemDetailSchema },
  ),
  markAttendance: endpoint(
    'PUT /api/staff/bookings/items/:id/bookings/:bookingId/attendance',
    'Mark a booking present, absent or not marked, on the version read',
    { params: StaffBookingParamsSchema, body: MarkAttendanceBodySchema, answer: StaffBookingSchema },
  ),
};
