import { endpoint } from '../../../shared/endpoint.ts';
import { GetUtilityResponseSchema } from '../get-utility.ts';

export const getUtility = endpoint(
  'GET /api/utility',
  "The signed-in person's registration number (badge), PIN, course and exam lockers and digital books",
  { answer: GetUtilityResponseSchema },
);
