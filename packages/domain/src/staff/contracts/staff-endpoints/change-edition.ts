import { endpoint } from '../../../shared/endpoint.ts';
import { StaffEditionSchema, UpdateEditionBodySchema } from '../editions.ts';
import { IdParamsSchema } from '../fields.ts';

export const changeEdition = endpoint(
  'PUT /api/staff/editions/:id',
  'Change a course edition (names, dates, open for applications, fee) on the version read',
  { params: IdParamsSchema, body: UpdateEditionBodySchema, answer: StaffEditionSchema },
);
