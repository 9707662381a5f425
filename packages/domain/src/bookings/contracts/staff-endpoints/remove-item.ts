import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { VersionQuerySchema } from '../staff-bookings.ts';

export const removeItem = endpoint(
  'DELETE /api/staff/bookings/items/:id',
  'Delete a calendar item without bookings, on the version read',
  { params: IdParamsSchema, querystring: VersionQuerySchema, answer: { 204: z.null() } },
);
