import { endpoint } from '../../../shared/endpoint.ts';
import { UpdateClothingBodySchema, UpdateClothingResponseSchema } from '../update-clothing.ts';

export const saveClothing = endpoint(
  'PUT /api/candidate/clothing',
  'Confirm the sizes (every offered item); success: "Taglie aggiornate correttamente!"',
  { body: UpdateClothingBodySchema, answer: UpdateClothingResponseSchema },
);
