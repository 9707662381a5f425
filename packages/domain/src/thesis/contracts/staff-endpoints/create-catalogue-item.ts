import { endpoint } from '../../../shared/endpoint.ts';
import { CreateCatalogueItemBodySchema, StaffCatalogueItemSchema } from '../staff-thesis.ts';

export const createCatalogueItem = endpoint(
  'POST /api/staff/thesis/catalogue',
  'Create an ingredient or a piece of equipment (409 thesis.codeTaken)',
  { body: CreateCatalogueItemBodySchema, answer: { 201: StaffCatalogueItemSchema } },
);
