import { endpoint } from '../../../shared/endpoint.ts';
import { GetHousingResponseSchema } from '../get-housing.ts';

export const getHousing = endpoint(
  'GET /api/housing',
  'The stay of the active housing contract: apartment, address, check-in and check-out (404 housing.notAssigned before it is assigned)',
  { answer: GetHousingResponseSchema },
);
