import { endpoint } from '../../../shared/endpoint.ts';
import { GetClothingResponseSchema } from '../update-clothing.ts';

export const getClothing = endpoint(
  'GET /api/candidate/clothing',
  'Sizes offered for the course and sex, sizes chosen, and whether they can change',
  { answer: GetClothingResponseSchema },
);
