import { endpoint } from '../../shared/endpoint.ts';
import { GetUtilityResponseSchema } from './get-utility.ts';

/** The Utility page's endpoints. */
export const utilityApi = {
  getUtility: endpoint(
    'GET /api/utility',
    "The signed-in person's registration number (badge), PIN, course and exam lockers and digital books",
    { answer: GetUtilityResponseSchema },
  ),
};
