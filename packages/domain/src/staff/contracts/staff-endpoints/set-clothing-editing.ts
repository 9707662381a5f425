import { endpoint } from '../../../shared/endpoint.ts';
import { SetClothingEditingBodySchema } from '../editing.ts';
import { IdParamsSchema } from '../fields.ts';
import { StaffApplicationResponseSchema } from '../update-application-status.ts';

export const setClothingEditing = endpoint(
  'PUT /api/staff/applications/:id/clothing',
  'Open (visible, compiled reset) or close the clothing form',
  { params: IdParamsSchema, body: SetClothingEditingBodySchema, answer: StaffApplicationResponseSchema },
);
