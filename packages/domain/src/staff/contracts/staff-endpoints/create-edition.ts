import { endpoint } from '../../../shared/endpoint.ts';
import { CreateEditionBodySchema, StaffEditionSchema } from '../editions.ts';

export const createEdition = endpoint(
  'POST /api/staff/editions',
  'Create a course edition (409 staff.editionExists when its product code is taken)',
  { body: CreateEditionBodySchema, answer: { 201: StaffEditionSchema } },
);
