import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { CsvQuerySchema } from '../staff-bookings.ts';

export const bookingsCsv = endpoint(
  'GET /api/staff/bookings/items/:id/bookings.csv',
  "The item's bookings as CSV (last name, first name, e-mail, registration number, attendance)",
  { params: IdParamsSchema, querystring: CsvQuerySchema },
);
